import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.js';
import type { TenantTx } from '../db/types.js';
import { ErrorBody } from '../contract/schemas.js';
import { ApiError } from '../contract/errors.js';
import type { HandlerContext, RouteDef } from './route.js';
import { IDEMPOTENCY_KEY_RE, IdempotencyRunner, fingerprint } from '../platform/idempotency/runner.js';
import { repeatedHeader } from './malformed.js';
import { isScopeAuth, isVisitorAuth, scopeOf, type VisitorGuard } from './auth.js';
import { errorText } from './error-text.js';
import { notFoundHandler, type KnownPaths } from './fallback.js';

const SUCCESS_TEXT: Record<number, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted' };

function errorResponse(status: number) {
  return Type.Ref(ErrorBody, { description: errorText(status, 'key') });
}

function idempotencyMode(def: RouteDef<any, any>) {
  return def.idempotency ?? (def.method === 'GET' ? 'none' : 'optional');
}

/** The full Fastify schema of a route: the contract's operation with its errors, scope and headers. */
export function routeSchema(def: RouteDef<any, any>): Record<string, unknown> {
  const mode = idempotencyMode(def);
  const scope = scopeOf(def);
  const anonymous = isScopeAuth(def.auth) && def.auth.anonymous;
  const statuses = new Set<number>([429, 503, ...(def.errors ?? [])]);
  if (scope !== 'public') for (const s of [401, 403]) statuses.add(s);
  if (def.schema.params || def.schema.querystring || def.schema.body || mode !== 'none') statuses.add(400);
  if (def.url.includes(':')) statuses.add(404);
  if (mode !== 'none') statuses.add(409);
  if (def.schema.body) statuses.add(413);

  const scopes = scope === 'public' || scope === 'any' ? [] : [scope];
  const response: Record<string, unknown> = {};
  for (const [status, schema] of Object.entries(def.schema.response)) {
    response[status] =
      schema === null
        ? { description: 'No content', type: 'null' }
        : {
            ...schema,
            description: (schema as { description?: string }).description ?? SUCCESS_TEXT[Number(status)] ?? 'OK',
          };
  }
  // A status the route answers with its own body (readiness's 503) keeps it.
  for (const s of [...statuses].sort()) if (!(String(s) in response)) response[String(s)] = errorResponse(s);

  const schema: Record<string, unknown> = {
    operationId: def.operationId,
    summary: def.summary,
    tags: def.tags,
    response,
    security: scope === 'public' ? [] : anonymous ? [{ bearerAuth: scopes }, {}] : [{ bearerAuth: scopes }],
  };
  schema.description = def.description;
  if (scope !== 'public') schema['x-scope'] = scope;
  if (isScopeAuth(def.auth) && def.auth.sandboxOnly) schema['x-sandbox-only'] = true;
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
    schema.headers = Type.Object(
      mode === 'required' ? { 'Idempotency-Key': header } : { 'Idempotency-Key': Type.Optional(header) },
    );
  }
  return schema;
}

/** Where a route is served: under /v1 unless it is one of the root routes. */
export const routePath = (def: RouteDef<any, any>, prefix = '/v1') => (def.root ? def.url : `${prefix}${def.url}`);

/** One API: its routes, and what differs between the two (the prefix, the document, the callers it serves). */
export interface ApiSurface {
  /** '/v1' (the management API) or '/runtime/v1' (the runtime API); routes marked `root` are served outside it. */
  prefix: string;
  routes: readonly RouteDef<any, any>[];
  /** The Fastify schema of a route: validation and serialisation, and its entry in the document @fastify/swagger builds. */
  schemaOf(def: RouteDef<any, any>): Record<string, unknown>;
  /** The methods a 405 names (the runtime adds OPTIONS, which its CORS answers on every path). */
  methods: readonly string[];
  alsoAllow?: readonly string[];
  /** Largest body a route of this API accepts unless it says otherwise (default: the app's). */
  bodyLimit?: number;
  /** How visitor routes are checked (the runtime API's guard); an API without one has no visitor routes. */
  visitors?: VisitorGuard;
  /** Set up the API's own scope before its routes: content-type parsers, hooks. */
  setup?(scope: FastifyInstance): void | Promise<void>;
}

/**
 * The one registration path of both APIs: each in its own encapsulated Fastify
 * scope under its prefix, with its 405 fallback; every route carries its
 * definition (`config.def`), which the request hook (auth.ts) checks and the
 * metrics label by operationId. Visitor routes also answer CORS preflights.
 */
export async function registerApi(app: FastifyInstance, deps: Deps, paths: KnownPaths, api: ApiSurface): Promise<void> {
  const idempotency = new IdempotencyRunner(deps.db, deps.clock);
  const add = (scope: FastifyInstance, def: RouteDef<any, any>) => {
    for (const m of def.method === 'GET' ? ['GET', 'HEAD'] : [def.method])
      paths.on(m as 'GET', routePath(def, api.prefix), () => undefined);
    const visitor = isVisitorAuth(def.auth);
    scope.route({
      method: def.method,
      url: def.url,
      schema: api.schemaOf(def) as never,
      config: { def, ...(visitor ? { visitors: api.visitors } : {}) },
      ...((def.bodyLimit ?? api.bodyLimit) ? { bodyLimit: def.bodyLimit ?? api.bodyLimit } : {}),
      ...(def.responseHeaders ? { onSend: headersHook(def.responseHeaders) } : {}),
      ...(def.bodyOptional ? { preValidation: emptyBody } : {}),
      handler: visitor
        ? (req, reply) => handleVisitor(def, req, reply)
        : (req, reply) => handle(def, deps, idempotency, req, reply),
    });
  };
  for (const def of api.routes) if (def.root) add(app, def);
  await app.register(
    async (scope) => {
      await api.setup?.(scope);
      const preflights = new Map<string, RouteDef<any, any>>();
      for (const def of api.routes) {
        if (def.root) continue;
        add(scope, def);
        if (isVisitorAuth(def.auth) && !preflights.has(def.url)) preflights.set(def.url, def);
      }
      // A browser asks before a cross-origin POST with JSON or a token: the visitor guard answers for the agent's origins.
      for (const [url, def] of preflights) {
        scope.route({
          method: 'OPTIONS',
          url,
          schema: { hide: true } as never,
          config: { def, preflight: true, visitors: api.visitors },
          handler: async (_req, reply) => reply.code(204).send(),
        });
      }
      scope.setNotFoundHandler(notFoundHandler(paths, api.methods, api.alsoAllow));
    },
    { prefix: api.prefix },
  );
}

/** A body the route may leave out reads as `{}`. */
async function emptyBody(req: FastifyRequest): Promise<void> {
  if (req.body === undefined || req.body === null) req.body = {};
}

/** A visitor route: its guard resolved the caller; the handler writes JSON or a stream. */
async function handleVisitor(def: RouteDef<any, any>, req: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  const caller = req.visitorCaller!;
  if (def.status) reply.code(def.status);
  reply.header('Cache-Control', def.cacheSeconds ? `public, max-age=${def.cacheSeconds}` : 'no-store');
  const body = await (def.handler as (ctx: unknown) => Promise<unknown>)({
    ...caller,
    req,
    reply,
    params: req.params,
    query: req.query,
    body: req.body,
  });
  if (reply.sent || def.stream) return reply;
  return reply.send(body);
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
    throw new ApiError('invalid-request', 'Send one Idempotency-Key header, not several.', {
      param: 'Idempotency-Key',
    });
  }
  const idemKey = req.headers['idempotency-key'];
  if (txMode === 'write' && idempotencyMode(def) !== 'none' && typeof idemKey === 'string') {
    if (!IDEMPOTENCY_KEY_RE.test(idemKey)) {
      throw new ApiError('invalid-request', 'Idempotency-Key must be 1 to 200 printable characters.', {
        param: 'Idempotency-Key',
      });
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
      if (outcome.status >= 400)
        return reply.type('application/json; charset=utf-8').send({ ...(outcome.body as object), requestId: req.id });
    }
    return send(reply, outcome.body, def, req);
  }
  const body = await deps.db.tenantTx(caller.tenant, withTx, {
    readOnly: txMode !== 'write',
    oneStatement: txMode === 'read-one',
  });
  return send(reply, body, def, req);
}

function send(reply: FastifyReply, body: unknown, def: RouteDef<any, any>, req: FastifyRequest): FastifyReply {
  if (reply.sent) return reply;
  if (reply.statusCode === 201 && def.location && body) reply.header('Location', def.location(body, req.params));
  if (reply.statusCode === 204 || body === undefined || body === null) return reply.send();
  return reply.send(body);
}
