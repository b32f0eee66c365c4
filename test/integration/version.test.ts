import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { svc } from '../helpers/processes.js';
import { USER_AGENT } from '../../src/platform/outbound/http.js';

// One version, from package.json, everywhere a version is said (issue 32: the reference said 1.0.0 while the
// service said 0.1.0).
const version = (
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { version: string }
).version;

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

describe('the version', () => {
  it('is package.json’s in both OpenAPI documents and the landing index', async () => {
    expect((await h.anonymous().get('/v1/openapi.json')).body.info.version).toBe(version);
    expect((await h.anonymous().get('/runtime/v1/openapi.json')).body.info.version).toBe(version);
    expect((await h.anonymous().get('/')).body.version).toBe(version);
    expect((await h.anonymous().get('/v1')).body.version).toBe(version);
  });

  it('is what svc --version prints and what outbound requests carry', async () => {
    const r = await svc(['--version'], {});
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`svc ${version}\n`);
    expect(USER_AGENT).toContain(`ConciergeBot/${version} `);
  });
});
