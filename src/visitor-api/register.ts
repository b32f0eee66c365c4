import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay from 'find-my-way';
import type { Deps } from '../deps.js';
import { sendError } from '../http/error-handler.js';
import { jsonBodyParser } from '../http/json-body.js';
import { ApiError } from '../contract/errors.js';
import { runtimeState } from './context.js';
import { guard } from './guard.js';
import type { RuntimeRouteDef } from './route.js';
import { RUNTIME_BODY_LIMIT } from './schemas.js';

export const RUNTIME_PREFIX = '/runtime/v1';

/** Marks the document route as part of the runtime API (it has no guard: anyone may read it). */
const OPENAPI_ROUTE = {
  method: 'GET',
  url: '/openapi.json',
  operationId: 'getRuntimeOpenApiDocument',
  summary: 'This surface\'s OpenAPI 3.1 document',
  description: 'Generated from the route definitions.',
  token: 'none',
  limit: 'address',
  schema: { response: {} },
  handler: async () => undefined,
} satisfies RuntimeRouteDef<any>;

/**
 * A schema with every named reference replaced by the schema it names: the
 * runtime's schemas stay out of the app's shared registry (and so out of the
 * /v1 document), and each route carries what it validates and serialises.
 */
function inline(value: unknown, byId: ReadonlyMap<string, unknown>): unknown {
  if (Array.isArray(value)) return value.map((v) => inline(v, byId));
  if (!value || typeof value !== 'object') return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && byId.has(ref)) return inline(byId.get(ref), byId);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (k !== '$id') out[k] = inline(v, byId);
  return out;
}

/** The Fastify schema of a runtime route: validation and response serialisation, kept out of the /v1 document. */
function fastifySchema(def: RuntimeRouteDef<any>, byId: ReadonlyMap<string, unknown>): Record<string, unknown> {
  const response: Record<string, unknown> = {};
  if (!def.stream) for (const [status, schema] of Object.entries(def.schema.response)) response[status] = schema ? inline(schema, byId) : { type: 'null' };
  return {
    hide: true,
    ...(def.schema.params ? { params: inline(def.schema.params, byId) } : {}),
    ...(def.schema.querystring ? { querystring: inline(def.schema.querystring, byId) } : {}),
    ...(def.schema.body ? { body: inline(def.schema.body, byId) } : {}),
    response,
  };
}

async function handle(def: RuntimeRouteDef<any>, req: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  const r = req.runtime!;
  if (def.status) reply.code(def.status);
  if (def.cacheSeconds) reply.header('Cache-Control', `public, max-age=${def.cacheSeconds}`);
  else reply.header('Cache-Control', 'no-store');
  const body = await def.handler({
    req,
    reply,
    params: req.params as never,
    query: req.query as never,
    body: req.body as never,
    deps: r.deps,
    agent: r.agent,
    session: r.session,
    visitor: r.visitor,
  });
  if (reply.sent || def.stream) return reply;
  return reply.send(body);
}

/**
 * Registers the runtime API under /runtime/v1 in its own scope: a JSON parser
 * for text/plain bodies (navigator.sendBeacon), the guard before any body is
 * read, answered CORS preflights, 405 for a known path with another method.
 */
export async function registerRuntimeApi(
  app: FastifyInstance,
  deps: Deps,
  defs: readonly RuntimeRouteDef<any>[],
  schemas: readonly TSchema[],
  document: () => Record<string, unknown>,
): Promise<void> {
  // A closing server lets turns in flight finish their commit before the database closes.
  app.addHook('onClose', async () => {
    await Promise.allSettled([...runtimeState(deps).inflight]);
  });
  await app.register(
    async (scope) => {
      // The same bounded JSON parser as application/json: the depth limit holds whatever the content type.
      scope.addContentTypeParser('text/plain', { parseAs: 'string' }, jsonBodyParser(scope));
      const byId = new Map(schemas.map((s) => [(s as { $id: string }).$id, s]));

      const router = FindMyWay();
      const preflights = new Map<string, RuntimeRouteDef<any>>();
      for (const def of defs) {
        router.on(def.method, `${RUNTIME_PREFIX}${def.url}`, () => undefined);
        scope.route({
          method: def.method,
          url: def.url,
          schema: fastifySchema(def, byId) as never,
          bodyLimit: def.bodyLimit ?? RUNTIME_BODY_LIMIT,
          config: { runtime: def },
          onRequest: async (req, reply) => guard(deps, def, req, reply),
          ...(def.bodyOptional
            ? {
                preValidation: async (req: FastifyRequest) => {
                  if (req.body === undefined || req.body === null) req.body = {};
                },
              }
            : {}),
          handler: (req, reply) => handle(def, req, reply),
        });
        if (!preflights.has(def.url)) preflights.set(def.url, def);
      }
      // A browser asks before a cross-origin POST with JSON or a token: answer for the agent's origins.
      for (const [url, def] of preflights) {
        scope.route({
          method: 'OPTIONS',
          url,
          schema: { hide: true } as never,
          config: { runtime: def },
          onRequest: async (req, reply) => guard(deps, def, req, reply, { preflight: true }),
          handler: async (_req, reply) => reply.code(204).send(),
        });
      }
      // The surface's OpenAPI document: public, readable from any origin.
      const doc = document();
      router.on('GET', `${RUNTIME_PREFIX}/openapi.json`, () => undefined);
      scope.route({
        method: 'GET',
        url: '/openapi.json',
        schema: { hide: true } as never,
        config: { runtime: OPENAPI_ROUTE },
        onRequest: async (req) => {
          const d = await deps.limiter.take(`ip:${req.ip}`, 'default');
          if (!d.allowed) throw new ApiError('rate-limited', `Too many requests; retry in ${d.retryAfter} s.`, { headers: { 'Retry-After': String(d.retryAfter) } });
        },
        handler: async (_req, reply) => reply.header('Access-Control-Allow-Origin', '*').header('Cache-Control', 'public, max-age=300').send(doc),
      });
      scope.setNotFoundHandler((req, reply) => {
        const path = req.url.split('?')[0]!;
        const allowed = (['GET', 'POST'] as const).filter((m) => router.find(m, path));
        if (allowed.length > 0) {
          reply.header('Allow', [...allowed, 'OPTIONS'].join(', '));
          return sendError(reply, req, new ApiError('method-not-allowed', `${req.method} is not allowed here; use ${allowed.join(', ')}.`));
        }
        return sendError(reply, req, new ApiError('not-found', 'No such endpoint.'));
      });
    },
    { prefix: RUNTIME_PREFIX },
  );
}
