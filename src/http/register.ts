import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.js';
import type { TenantTx } from '../db/types.js';
import { ErrorBody } from '../contract/schemas.js';
import { ApiError } from '../contract/errors.js';
import type { HandlerContext, RouteDef } from './route.js';
import { IDEMPOTENCY_KEY_RE, IdempotencyRunner, fingerprint } from '../platform/idempotency/runner.js';
import { repeatedHeader } from './malformed.js';

const ERROR_TEXT: Record<number, string> = {
  400: 'invalid-request (or another 400 code of the catalogue); `param` names the culprit',
  401: 'unauthorized: no key, or an unknown or revoked key',
  403: 'insufficient-scope, plan-api-off or sandbox-only',
  404: 'not-found',
  409: 'conflict, idempotency-mismatch or stale',
  413: 'payload-too-large',
  429: 'rate-limited; see Retry-After',
  503: 'service-unavailable: the database cannot be reached for a moment (a restart); retry after Retry-After seconds',
};

const SUCCESS_TEXT: Record<number, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted' };

function errorResponse(status: number) {
  return Type.Ref(ErrorBody, { description: ERROR_TEXT[status] ?? 'error' });
}

function idempotencyMode(def: RouteDef<any, any>) {
  return def.idempotency ?? (def.method === 'GET' ? 'none' : 'optional');
}

/** The full Fastify schema of a route: the contract's operation with its errors, scope and headers. */
export function routeSchema(def: RouteDef<any, any>): Record<string, unknown> {
  const mode = idempotencyMode(def);
  const statuses = new Set<number>([429, 503, ...(def.errors ?? [])]);
  if (def.scope !== 'public') for (const s of [401, 403]) statuses.add(s);
  if (def.schema.params || def.schema.querystring || def.schema.body || mode !== 'none') statuses.add(400);
  if (def.url.includes(':')) statuses.add(404);
  if (mode !== 'none') statuses.add(409);
  if (def.schema.body) statuses.add(413);

  const scopes = def.scope === 'public' || def.scope === 'any' ? [] : [def.scope];
  const response: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(def.schema.response)) {
    response[status] =
      schema === null ? { description: 'No content', type: 'null' } : { ...schema, description: (schema as { description?: string }).description ?? SUCCESS_TEXT[Number(status)] ?? 'OK' };
  }
  // A status the route answers with its own body (readiness's 503) keeps it.
  for (const s of [...statuses].sort()) if (!(String(s) in response)) response[String(s)] = errorResponse(s);

  const schema: Record<string, unknown> = {
    operationId: def.operationId,
    summary: def.summary,
    tags: def.tags,
    response,
    security: def.scope === 'public' ? [] : def.anonymous ? [{ bearerAuth: scopes }, {}] : [{ bearerAuth: scopes }],
  };
  schema.description = def.description;
  if (def.scope !== 'public') schema['x-scope'] = def.scope;
  if (def.sandboxOnly) schema['x-sandbox-only'] = true;
  if (def.hidden) schema.hide = true;
  if (def.schema.params) schema.params = def.schema.params;
  if (def.schema.querystring) schema.querystring = def.schema.querystring;
  if (def.schema.body) schema.body = def.schema.body;
  if (mode !== 'none') {
    const header = Type.String({
      pattern: '^[\\x20-\\x7E]{1,200}$',
      maxLength: 200,
      description:
        mode === 'required'
          ? 'Required. Any unique string up to 200 printable characters; a retry with the same Idempotency-Key and request, from any key of this workspace and mode, replays the stored answer for 24 hours.'
          : 'Optional. Any unique string up to 200 printable characters; a retry with the same Idempotency-Key and request, from any key of this workspace and mode, replays the stored answer for 24 hours.',
    });
    schema.headers = Type.Object(mode === 'required' ? { 'Idempotency-Key': header } : { 'Idempotency-Key': Type.Optional(header) });
  }
  return schema;
}

/** Where a route is served: under /v1 unless it is one of the root routes. */
export const routePath = (def: RouteDef<any>) => (def.root ? def.url : `/v1${def.url}`);

/** Registers contract routes under /v1 with auth config, idempotency and one transaction per request. */
export function registerRoutes(app: FastifyInstance, deps: Deps, defs: readonly RouteDef<any, any>[]): void {
  const idempotency = new IdempotencyRunner(deps.db, deps.clock);
  for (const def of defs) {
    app.route({
      method: def.method,
      url: routePath(def),
      schema: routeSchema(def) as never,
      config: { def },
      ...(def.responseHeaders ? { onSend: headersHook(def.responseHeaders) } : {}),
      handler: (req, reply) => handle(def, deps, idempotency, req, reply),
    });
  }
}

/** A route's own headers, set on every answer it sends (a route-level hook: other routes pay nothing). */
function headersHook(headers: Readonly<Record<string, string>>) {
  return (_req: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload: unknown) => void) => {
    reply.headers(headers);
    done(null, payload);
  };
}

async function handle(
  def: RouteDef<any, any>,
  deps: Deps,
  idempotency: IdempotencyRunner,
  req: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const caller = req.caller;
  const makeCtx = (tx: unknown, prepared?: unknown) =>
    ({
      prepared,
      req,
      reply,
      params: req.params,
      query: req.query,
      body: req.body,
      caller,
      deps,
      get auth() {
        if (!caller) throw new Error(`${def.operationId}: no caller on an anonymous call`);
        return caller;
      },
      get tx() {
        if (!tx) throw new Error(`${def.operationId}: no transaction on this route`);
        return tx as TenantTx;
      },
    }) as HandlerContext<any> & { prepared: unknown };
  if (def.status) reply.code(def.status);

  // Outside any transaction: network checks a write needs happen before it opens.
  let prepared: unknown;
  let prepareError: unknown = null;
  if (def.prepare) {
    try {
      prepared = await def.prepare(makeCtx(null));
    } catch (err) {
      prepareError = err;
    }
  }
  const txMode = def.transaction ?? (def.method === 'GET' ? 'read' : 'write');
  const run = (tx: unknown) => {
    if (prepareError) throw prepareError;
    return def.handler(makeCtx(tx, prepared));
  };
  if (txMode === 'none' || !caller) return send(reply, await run(null), def, req);

  const withTx = run;
  // Node joins a repeated header into one value ("a, b"): refuse it rather than use a key nobody sent.
  if (idempotencyMode(def) !== 'none' && repeatedHeader(req, 'idempotency-key')) {
    throw new ApiError('invalid-request', 'Send one Idempotency-Key header, not several.', { param: 'Idempotency-Key' });
  }
  const idemKey = req.headers['idempotency-key'];
  if (txMode === 'write' && idempotencyMode(def) !== 'none' && typeof idemKey === 'string') {
    if (!IDEMPOTENCY_KEY_RE.test(idemKey)) {
      throw new ApiError('invalid-request', 'Idempotency-Key must be 1 to 200 printable characters.', { param: 'Idempotency-Key' });
    }
    const outcome = await idempotency.run(
      {
        tenant: caller.tenant,
        keyId: caller.keyId,
        idemKey,
        fingerprint: fingerprint(req, caller.scopes.has('conversations:transcripts') ? 'verbatim' : 'masked'),
        statusOf: () => reply.statusCode,
      },
      withTx,
    );
    if (outcome.error) throw outcome.error;
    if (outcome.replayed) {
      reply.header('Idempotent-Replayed', 'true');
      reply.code(outcome.status);
      if (outcome.status >= 400) return reply.type('application/json; charset=utf-8').send({ ...(outcome.body as object), requestId: req.id });
    }
    return send(reply, outcome.body, def, req);
  }
  const body = await deps.db.tenantTx(caller.tenant, withTx, { readOnly: txMode !== 'write', oneStatement: txMode === 'read-one' });
  return send(reply, body, def, req);
}

function send(reply: FastifyReply, body: unknown, def: RouteDef<any>, req: FastifyRequest): FastifyReply {
  if (reply.sent) return reply;
  if (reply.statusCode === 201 && def.location && body) reply.header('Location', def.location(body, req.params));
  if (reply.statusCode === 204 || body === undefined || body === null) return reply.send();
  return reply.send(body);
}
