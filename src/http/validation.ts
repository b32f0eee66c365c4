import { Ajv, type Options } from 'ajv';
import addFormatsImport from 'ajv-formats';
import { checkHttpUrl } from '../lib/http-url.js';
import { lazily } from './lazy-compile.js';

const addFormats = addFormatsImport as unknown as (ajv: Ajv) => Ajv;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function makeAjv(coerce: boolean, shared: Record<string, unknown>): Ajv {
  const options: Options = {
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
    allErrors: false,
    strict: false,
  };
  const ajv = new Ajv(options);
  addFormats(ajv);
  // A bare RFC 4122 shape: no `urn:uuid:` prefix reaching the database.
  ajv.addFormat('uuid', UUID);
  // Page URLs and referrers a browser reports (runtime API): absolute http(s), so a stored `javascript:` URL
  // never reaches a journey, a webhook or a dashboard link; a referrer may be empty (direct arrivals).
  ajv.addFormat('http-url', (v: string) => checkHttpUrl(v).url !== null);
  ajv.addFormat('http-url-or-empty', (v: string) => v === '' || checkHttpUrl(v).url !== null);
  for (const schema of Object.values(shared)) ajv.addSchema(schema as object);
  return ajv;
}

/**
 * Query strings, path parameters and headers arrive as text and are coerced to
 * their declared types; JSON bodies are not: a number where a string belongs is
 * a 400, as the decisions require.
 */
export function buildValidatorFactory() {
  // Fastify asks for a compiler once per route context (110 times for the two APIs), each time with the same
  // shared schemas; building two Ajv instances per ask (adding and checking 126 schemas each) was seconds of
  // start-up. One pair serves every ask with the same schemas.
  let made: { shared: Record<string, unknown>; coercing: Ajv; strict: Ajv } | undefined;
  const ajvsFor = (shared: Record<string, unknown>) => {
    if (!made || !sameSchemas(made.shared, shared)) {
      made = { shared, coercing: makeAjv(true, shared), strict: makeAjv(false, shared) };
    }
    return made;
  };
  return (externalSchemas: Record<string, unknown>) => {
    const { coercing, strict } = ajvsFor(externalSchemas);
    // Compiled on the route's first request (see lazy-compile.ts for why).
    return ({ schema, httpPart }: { schema: object; httpPart?: string }) =>
      lazily(() =>
        (httpPart === 'body' ? strict : coercing).compile(httpPart === 'headers' ? lowerCaseHeaders(schema) : schema),
      );
  };
}

function sameSchemas(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

/** Node lower-cases incoming header names; the schema (and the OpenAPI document) may spell them as people do. */
function lowerCaseHeaders(schema: object): object {
  const s = schema as { properties?: Record<string, unknown>; required?: string[] };
  if (!s.properties) return schema;
  return {
    ...schema,
    properties: Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k.toLowerCase(), v])),
    ...(s.required ? { required: s.required.map((r) => r.toLowerCase()) } : {}),
  };
}

/**
 * The check a JSON body gets on the HTTP path, for callers that receive the same
 * shape elsewhere (CLI commands): the first problem as `{param path, message}`, or null.
 */
export function checkBody(
  schema: object,
  shared: object[] = [],
): (value: unknown) => { path: string; message: string } | null {
  const validate = makeAjv(false, Object.fromEntries(shared.map((s, i) => [String(i), s]))).compile(schema);
  return (value) => {
    if (validate(value)) return null;
    const e = validate.errors?.[0];
    const missing = e?.keyword === 'required' ? `/${(e.params as { missingProperty?: string }).missingProperty}` : '';
    return {
      path: `${e?.instancePath ?? ''}${missing}`.slice(1).replace(/\//g, '.'),
      message: e?.message ?? 'is invalid',
    };
  };
}
