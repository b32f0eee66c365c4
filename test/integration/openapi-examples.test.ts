import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import { createHarness, type Harness } from '../helpers/harness.js';
import { ERROR_STATUS } from '../../src/contract/errors.js';

const addFormats = addFormatsImport as unknown as (ajv: Ajv2020) => Ajv2020;

/**
 * The document's examples (recorded from a seeded sandbox by
 * `npm run openapi:examples`) are on every operation and match their schemas,
 * as served: a schema change that leaves an example behind fails here.
 */
let h: Harness;
let doc: any;
let ajv: Ajv2020;
const DOC_ID = 'https://concierge.example.com/openapi.json';

beforeAll(async () => {
  h = await createHarness();
  doc = (await h.anonymous().get('/v1/openapi.json')).body;
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ ...doc, $id: DOC_ID }, undefined, undefined, false);
});
afterAll(() => h?.close());

const pointer = (path: Array<string | number>) =>
  `${DOC_ID}#/${path.map((p) => encodeURIComponent(String(p).replace(/~/g, '~0').replace(/\//g, '~1'))).join('/')}`;

function check(path: Array<string | number>, example: unknown): string[] {
  const validate = ajv.compile({ $ref: pointer(path) });
  return validate(example) ? [] : [`${path.join(' ')}: ${ajv.errorsText(validate.errors)}`];
}

function operations(): Array<{ path: string; method: string; op: any }> {
  return Object.entries<any>(doc.paths).flatMap(([path, item]) =>
    Object.entries<any>(item).map(([method, op]) => ({ path, method, op })),
  );
}

describe('examples', () => {
  it('every operation has a response example on each answer with a body, and a request example where it takes a body', () => {
    const missing: string[] = [];
    for (const { op } of operations()) {
      for (const [status, response] of Object.entries<any>(op.responses)) {
        if (!status.startsWith('2') || !response.content) continue;
        for (const [type, media] of Object.entries<any>(response.content))
          if (media.example === undefined) missing.push(`${op.operationId} ${status} ${type}`);
      }
      if (op.requestBody && op.requestBody.content['application/json'].example === undefined)
        missing.push(`${op.operationId} request`);
    }
    expect(missing).toEqual([]);
  });

  it('every example matches its schema: answers, request bodies and parameters', () => {
    const problems: string[] = [];
    let checked = 0;
    for (const { path, method, op } of operations()) {
      const base = ['paths', path, method];
      for (const [status, response] of Object.entries<any>(op.responses)) {
        for (const [type, media] of Object.entries<any>(response.content ?? {})) {
          if (media.example === undefined) continue;
          problems.push(...check([...base, 'responses', status, 'content', type, 'schema'], media.example));
          checked++;
        }
      }
      const body = op.requestBody?.content['application/json'];
      if (body?.example !== undefined) {
        problems.push(...check([...base, 'requestBody', 'content', 'application/json', 'schema'], body.example));
        checked++;
      }
      for (const [i, p] of (op.parameters ?? []).entries()) {
        if (p.example === undefined) continue;
        problems.push(...check([...base, 'parameters', i, 'schema'], p.example));
        checked++;
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(150);
  });

  it('shows an example of every error code under its status, each a valid Error', () => {
    const seen = new Set<string>();
    for (const [name, response] of Object.entries<any>(doc.components.responses)) {
      for (const [code, example] of Object.entries<any>(response.content['application/json'].examples)) {
        expect(
          check(['components', 'responses', name, 'content', 'application/json', 'schema'], example.value),
        ).toEqual([]);
        expect(example.value.code).toBe(code);
        seen.add(code);
      }
    }
    // Every code an operation can answer (method-not-allowed and internal are not per operation).
    const perOperation = Object.keys(ERROR_STATUS).filter((c) => c !== 'method-not-allowed' && c !== 'internal');
    expect([...seen].sort()).toEqual(expect.arrayContaining(perOperation.sort()));
  });

  it('gives webhook deliveries a recorded event where the sandbox produces that type, matching the delivery schema', () => {
    const withExample = Object.entries<any>(doc.webhooks).filter(
      ([, item]) => item.post.requestBody.content['application/json'].example !== undefined,
    );
    expect(withExample.length).toBeGreaterThanOrEqual(15);
    for (const [type, item] of withExample) {
      const example = item.post.requestBody.content['application/json'].example;
      expect(example.type).toBe(type);
      expect(example.livemode).toBe(false);
      expect(
        check(['webhooks', type, 'post', 'requestBody', 'content', 'application/json', 'schema'], example),
      ).toEqual([]);
    }
  });
});
