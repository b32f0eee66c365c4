import { describe, expect, it } from 'vitest';
import { contractRoutes } from '../helpers/routes.js';
import { acceptedText, isBounded } from '../helpers/input-schemas.js';
import { runtimeRoutes } from '../../src/visitor-api/routes.js';
import { runtimeSchemas } from '../../src/visitor-api/schemas.js';

/**
 * Every text the API accepts has a maximum length in its schema (and so in the
 * OpenAPI document): strings in bodies, query strings, path parameters and
 * headers of every route, and the keys and values of open objects. Generated
 * from the route list, so a new route or field without a bound fails here.
 */
describe('bounded input', () => {
  const { strings, openObjects } = acceptedText(contractRoutes());

  it('finds the text fields of every route (the walk itself works)', () => {
    expect(strings.length).toBeGreaterThan(150);
    expect(new Set(strings.map((s) => s.route)).size).toBeGreaterThan(50);
    expect(strings.some((s) => s.where === 'body.answer' && s.schema.maxLength === 10_000)).toBe(true);
  });

  it('every accepted string has a maxLength (or is one of fixed values)', () => {
    const unbounded = strings.filter((s) => !isBounded(s.schema)).map((s) => `${s.route} ${s.where}`);
    expect(unbounded).toEqual([]);
  });

  it('no request object accepts keys or values nobody bounded', () => {
    expect(openObjects.map((s) => `${s.route} ${s.where}`)).toEqual([]);
  });
});

/** The same for the visitor runtime (/runtime/v1): what anyone on the internet may send. */
describe('bounded input of the runtime API', () => {
  const { strings, openObjects } = acceptedText(runtimeRoutes, {
    schemaOf: (def) => def.schema as Record<string, any>,
    schemas: runtimeSchemas,
  });

  it('finds the text fields of every runtime route', () => {
    expect(strings.some((s) => s.route.startsWith('startRuntimeSession') && s.where === 'body.pageId')).toBe(true);
  });

  it('every accepted string has a maxLength (or is one of fixed values)', () => {
    expect(strings.filter((s) => !isBounded(s.schema)).map((s) => `${s.route} ${s.where}`)).toEqual([]);
  });

  it('no request object accepts keys or values nobody bounded', () => {
    // useChat sends its own copy of the history, whose parts carry whatever the AI SDK puts there; the
    // server reads only the last user message's declared text parts, stores none of the rest, and the
    // whole body is capped at 64 KB before parsing. Those two objects stay open on purpose.
    const ignoredCopy = [
      'postRuntimeMessage (POST /sessions/:sessionId/messages) body.messages[]',
      'postRuntimeMessage (POST /sessions/:sessionId/messages) body.messages[].parts[]',
    ];
    expect(openObjects.map((s) => `${s.route} ${s.where}`).filter((w) => !ignoredCopy.includes(w))).toEqual([]);
  });
});
