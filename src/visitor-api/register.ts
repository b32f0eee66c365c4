import type { TSchema } from '@sinclair/typebox';
import type { Deps } from '../deps.js';
import { defineRoute, type RouteDef } from '../http/route.js';
import type { ApiSurface } from '../http/register.js';
import { OpenObject } from '../contract/schemas.js';
import { jsonBodyParser } from '../http/json-body.js';
import { runtimeState } from './context.js';
import { visitorGuard } from './guard.js';
import { RUNTIME_BODY_LIMIT } from './schemas.js';

export const RUNTIME_PREFIX = '/runtime/v1';

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
function fastifySchema(def: RouteDef<any, any>, byId: ReadonlyMap<string, unknown>): Record<string, unknown> {
  const response: Record<string, unknown> = {};
  if (!def.stream)
    for (const [status, schema] of Object.entries(def.schema.response))
      response[status] = schema ? inline(schema, byId) : { type: 'null' };
  return {
    hide: true,
    ...(def.schema.params ? { params: inline(def.schema.params, byId) } : {}),
    ...(def.schema.querystring ? { querystring: inline(def.schema.querystring, byId) } : {}),
    ...(def.schema.body ? { body: inline(def.schema.body, byId) } : {}),
    response,
  };
}

/** The surface's OpenAPI document: public, readable from any origin, left out of the document itself. */
function documentRoute(document: () => Record<string, unknown>) {
  let doc: Record<string, unknown> | null = null;
  return defineRoute({
    method: 'GET',
    url: '/openapi.json',
    operationId: 'getRuntimeOpenApiDocument',
    summary: "This surface's OpenAPI 3.1 document",
    description: 'Generated from the route definitions.',
    auth: { public: true },
    hidden: true,
    transaction: 'none',
    schema: { response: { 200: OpenObject('OpenAPI 3.1 document') } },
    handler: async ({ reply }) => {
      reply.header('Access-Control-Allow-Origin', '*').header('Cache-Control', 'public, max-age=300');
      doc ??= document();
      return doc as Record<string, never>;
    },
  });
}

/**
 * The runtime API (/runtime/v1) as one of the app's APIs (src/http/register.ts
 * registers it): a JSON parser for text/plain bodies (navigator.sendBeacon),
 * its visitor guard, and its own document.
 */
export function runtimeApi(
  deps: Deps,
  routes: readonly RouteDef<any, any>[],
  schemas: readonly TSchema[],
  document: () => Record<string, unknown>,
): ApiSurface {
  const byId = new Map(schemas.map((s) => [(s as { $id: string }).$id, s]));
  return {
    prefix: RUNTIME_PREFIX,
    routes: [...routes, documentRoute(document)],
    schemaOf: (def) => (def.hidden ? { hide: true } : fastifySchema(def, byId)),
    methods: ['GET', 'POST'],
    alsoAllow: ['OPTIONS'],
    bodyLimit: RUNTIME_BODY_LIMIT,
    visitors: visitorGuard,
    setup: (scope) => {
      // A closing server lets turns in flight finish their commit before the database closes.
      scope.addHook('onClose', async () => {
        await Promise.allSettled([...runtimeState(deps).inflight]);
      });
      // The same bounded JSON parser as application/json: the depth limit holds whatever the content type.
      scope.addContentTypeParser('text/plain', { parseAs: 'string' }, jsonBodyParser(scope));
    },
  };
}
