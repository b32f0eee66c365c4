import { ERROR_MEANING, ERROR_STATUS, type ErrorCode } from '../contract/errors.js';
import type { RouteDef } from './route.js';
import { SCOPE_GRANTS, SCOPES } from '../platform/keys/scopes.js';
import type { OpenApiExamples } from './openapi-examples.js';
import { callerOf } from './auth.js';
import { curlSample } from './code-samples.js';

/**
 * Finishes the document @fastify/swagger builds from the route schemas: the
 * response headers every answer carries, one shared response per error status
 * (with examples of each code), the scope of each operation in words, and the
 * recorded examples. Everything here is derived from the routes, the error
 * catalogue and the scope list, so nothing is kept in step by hand.
 */

type Json = Record<string, any>;

const header = (description: string, schema: Json, required = true) => ({ description, required, schema });

/** Response headers, as components; operations and error responses refer to them. */
export const RESPONSE_HEADERS: Record<string, Json> = {
  'Request-Id': header('A fresh id for this request, also on replays and errors; quote it when reporting a problem.', {
    type: 'string',
    format: 'uuid',
  }),
  'X-RateLimit-Limit': header('Size of the bucket this call drew from (60, or 30 for retrieve and ask).', {
    type: 'integer',
    minimum: 1,
  }),
  'X-RateLimit-Remaining': header('Whole tokens left in that bucket after this call.', { type: 'integer', minimum: 0 }),
  'X-RateLimit-Reset': header('Unix seconds at which the bucket is full again.', { type: 'integer', minimum: 0 }),
  'X-RateLimit-Resource': header(
    'The bucket: `default`, or `knowledge` for retrieve and ask; a dashboard session draws its other calls from `session` (300, refilling five a second).',
    {
      type: 'string',
      enum: ['default', 'knowledge'],
    },
  ),
  'X-Service-Mode': header(
    'The data set the key acts on: `live`, or `test` (the sandbox). On every answer to a call with a valid key (not on anonymous calls).',
    { type: 'string', enum: ['live', 'test'] },
    false,
  ),
  'Retry-After': header(
    'Whole seconds to wait before trying again (at least 1).',
    { type: 'integer', minimum: 1 },
    false,
  ),
  'Idempotent-Replayed': header(
    'Present, `true`, when this is the stored answer to an earlier request with the same Idempotency-Key (replayed for 24 hours).',
    { type: 'string', enum: ['true'] },
    false,
  ),
  Location: header('Where the object this call created can be read (a path under the server URL).', {
    type: 'string',
    format: 'uri-reference',
  }),
};

const ref = (kind: 'headers' | 'responses', name: string) => ({ $ref: `#/components/${kind}/${name}` });
const RATE_HEADERS = ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset', 'X-RateLimit-Resource'];

function headersFor(names: string[]): Json {
  return Object.fromEntries(names.map((n) => [n, ref('headers', n)]));
}

const RESPONSE_NAMES: Record<number, string> = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  405: 'MethodNotAllowed',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  422: 'UnprocessableContent',
  429: 'TooManyRequests',
  500: 'InternalError',
  503: 'ServiceUnavailable',
};
const responseName = (status: number) => RESPONSE_NAMES[status] ?? `Error${status}`;

/** Codes of the catalogue answered with this status. */
const codesOf = (status: number) =>
  (Object.keys(ERROR_STATUS) as ErrorCode[]).filter((c) => ERROR_STATUS[c] === status);

/** One shared response per error status: its codes, headers and an example of each code. */
function errorResponse(status: number, examples: OpenApiExamples): Json {
  const codes = codesOf(status);
  const names = ['Request-Id', ...RATE_HEADERS];
  // 401 is answered before a key is known; every later refusal knows the data set.
  if (status !== 401) names.push('X-Service-Mode');
  if (status === 409 || status === 429 || status === 503) names.push('Retry-After');
  // Answers a write stored under its Idempotency-Key (validation and auth refusals are not stored).
  if (status === 400 || status === 404 || status === 409) names.push('Idempotent-Replayed');
  return {
    description: codes.map((c) => `\`${c}\`: ${ERROR_MEANING[c]}.`).join(' ') || 'An error.',
    headers: headersFor(names),
    content: {
      'application/json': {
        schema: { $ref: '#/components/schemas/Error' },
        examples: Object.fromEntries(codes.map((c) => [c, { summary: c, value: examples.errorExample(c) }])),
      },
    },
  };
}

function scopeText(def: RouteDef<any>): string {
  if (callerOf(def).scope === 'public') return '**Scope:** none; no key is needed.';
  if (callerOf(def).scope === 'any') return '**Scope:** any valid key (`x-scope: any`).';
  const anonymous = callerOf(def).anonymous
    ? ' Without an `Authorization` header the call is anonymous (no key, no scope).'
    : '';
  const or = callerOf(def).orScopes;
  const narrowed =
    or.length > 0
      ? ` Without it, a dashboard session (not a key) holding one of ${or.map((s) => `\`${s}\``).join(', ')} gets the part of the answer those scopes read (see above).`
      : '';
  return `**Scope:** \`${callerOf(def).scope}\` (\`x-scope\`).${narrowed}${anonymous}`;
}

function successHeaders(def: RouteDef<any>, status: number): string[] {
  const names = ['Request-Id', ...RATE_HEADERS];
  if (callerOf(def).scope !== 'public') names.push('X-Service-Mode');
  if ((def.idempotency ?? (def.method === 'GET' ? 'none' : 'optional')) !== 'none') names.push('Idempotent-Replayed');
  if (status === 201 && def.location) names.push('Location');
  return names;
}

const SECURITY_DESCRIPTION = [
  'An API key as a bearer token: `Authorization: Bearer svc_live_…` (the live data set) or `svc_test_…` (the sandbox). `npx svc keys create` makes one.',
  'Each operation needs one scope, named in its description and in `x-scope`; a key without it gets `403 insufficient-scope`. A new key holds every read scope; write scopes are granted by name, and `conversations:transcripts`, `privacy:manage`, `keys:manage` and `operators:manage` only by name (never by a default or `--all-scopes`). Two operations need two: `exportVisitor` (`privacy:manage` and `conversations:transcripts`) and `addFollowUpToKnowledge` (`knowledge:write` and `follow_ups:read`). One answers in part to lesser scopes: `streamEvents` follows every event with `webhooks:manage`, and with a read scope only the events about objects that scope reads.',
  '',
  '| Scope | Grants |',
  '|---|---|',
  ...SCOPES.map((s) => `| \`${s}\` | ${SCOPE_GRANTS[s]} |`),
].join('\n');

const SESSION_DESCRIPTION = [
  "An operator's dashboard session: the `svc_session` cookie set by `POST /v1/sessions` (email and password) or `POST /v1/sessions/link` (a one-time sign-in link), HttpOnly, SameSite=Lax, Secure over HTTPS; it ends after 12 hours without use, at sign-out (`DELETE /v1/sessions/current`) or when the operator is removed. It is used only when the request has no `Authorization` header.",
  "Every operation accepts it. Writes (anything but GET and HEAD) also need the header `X-CSRF-Token: <csrfToken>` from the sign-in answer or `GET /v1/sessions/current` (else `403 csrf-failed`). The request header `X-Service-Mode: test` works on the sandbox, `live` (the default) on the live data. The workspace plan's API flag does not apply to sessions.",
  "The session's scopes come from the operator's role: owners and admins hold every scope; members hold all but `keys:manage`, `operators:manage`, `webhooks:manage`, `privacy:manage` and `agents:write` (so a member's `streamEvents` carries the events about what members read, not every event). `conversations:transcripts` only with the operator's `transcripts` permission. Only an owner makes, changes or removes an owner.",
].join('\n\n');

/** A recorded query or path value (text on the wire) as the type its parameter declares. */
function asDeclared(value: string, schema: Json | undefined): unknown {
  if (schema?.type === 'integer' || schema?.type === 'number') return Number(value);
  if (schema?.type === 'boolean') return value === 'true';
  return value;
}

function decorateOperation(op: Json, def: RouteDef<any>, examples: OpenApiExamples, errorStatuses: Set<number>): void {
  op.description = `${def.description}\n\n${scopeText(def)}`;
  if (callerOf(def).scope !== 'public')
    op.security = callerOf(def).anonymous
      ? [{ bearerAuth: [] }, { sessionCookie: [] }, {}]
      : [{ bearerAuth: [] }, { sessionCookie: [] }];
  for (const [status, response] of Object.entries<Json>(op.responses ?? {})) {
    const code = Number(status);
    if (code >= 400) {
      errorStatuses.add(code);
      op.responses[status] = ref('responses', responseName(code));
      continue;
    }
    response.headers = headersFor(successHeaders(def, code));
    const body = examples.response(def.operationId, status);
    const media = response.content && Object.values<Json>(response.content)[0];
    if (media && body !== undefined) media.example = body;
  }
  const request = examples.request(def.operationId);
  const requestMedia = op.requestBody?.content?.['application/json'];
  if (requestMedia && request?.body !== undefined) requestMedia.example = request.body;
  for (const p of op.parameters ?? []) {
    const value = p.in === 'path' ? request?.params?.[p.name] : p.in === 'query' ? request?.query?.[p.name] : undefined;
    if (value !== undefined) p.example = asDeclared(value, p.schema);
  }
}

/** A curl sample per operation (after the examples, which fill its path and body). */
function addSamples(doc: Json, path: string, method: string, op: Json, def: RouteDef<any, any>): void {
  const base = doc.servers?.[0]?.url ?? '';
  const caller = callerOf(def);
  const credential = caller.scope === 'public' ? null : caller.sandboxOnly ? '$SVC_TEST_KEY' : '$SVC_KEY';
  op['x-codeSamples'] = curlSample(method.toUpperCase(), path, op, { base, credential });
}

/** The whole document, finished in place (called once per app; the result is cached). */
export function finishDocument(doc: Json, routes: readonly RouteDef<any>[], examples: OpenApiExamples): Json {
  const byOperation = new Map(routes.map((r) => [r.operationId, r]));
  const errorStatuses = new Set<number>();
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const [method, op] of Object.entries<Json>(item)) {
      const def = byOperation.get(op.operationId);
      if (!def) continue;
      decorateOperation(op, def, examples, errorStatuses);
      addSamples(doc, path, method, op, def);
    }
  }
  doc.components ??= {};
  doc.components.headers = RESPONSE_HEADERS;
  doc.components.responses = Object.fromEntries(
    [...errorStatuses].sort().map((s) => [responseName(s), errorResponse(s, examples)]),
  );
  doc.components.securitySchemes.bearerAuth.description = SECURITY_DESCRIPTION;
  if (doc.components.securitySchemes.sessionCookie)
    doc.components.securitySchemes.sessionCookie.description = SESSION_DESCRIPTION;
  doc.tags = [...(doc.tags ?? [])].sort((a: Json, b: Json) => (a.name < b.name ? -1 : 1));
  for (const [name, item] of Object.entries<Json>(doc.webhooks ?? {})) {
    const example = examples.webhook(name);
    const media = item.post?.requestBody?.content?.['application/json'];
    if (media && example !== undefined) media.example = example;
  }
  return doc;
}
