import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Deps } from './deps.js';
import type { ResourceModule } from './modules.js';
import { modules as allModules } from './resources/index.js';
import type { RouteDef } from './http/route.js';
import { requestHook } from './http/auth.js';
import { sendError, toApiError } from './http/error-handler.js';
import { clientErrorHandler, frameworkErrors } from './http/malformed.js';
import { knownPaths, notFoundHandler } from './http/fallback.js';
import { registerApi, routeSchema } from './http/register.js';
import { getOpenApiDocument, registerOpenApi } from './http/openapi.js';
import { metaRoutes } from './meta/index.js';
import { sharedSchemas } from './contract/schemas.js';
import { buildLazySerializerFactory } from './http/lazy-compile.js';
import { buildValidatorFactory } from './http/validation.js';
import { refuseUnstorableBody, refuseUnstorableUrl } from './http/storable-text.js';
import { registerMcp } from './mcp/http.js';
import { buildOAuthServer } from './mcp/oauth/provider.js';
import { registerOAuth } from './mcp/oauth/routes.js';
import { jsonBodyParser } from './http/json-body.js';
import { trustFunction } from './lib/trust-proxy.js';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

export interface BuildAppOptions {
  bodyLimit?: number;
  /** The modules whose routes, APIs, schemas and plugins the app serves (all of them unless a test says otherwise). */
  modules?: readonly ResourceModule[];
}

/**
 * The app factory. It never listens: the server entry point, tests and the
 * OpenAPI export all build the same app from the same dependencies.
 */
export async function buildApp(deps: Deps, opts: BuildAppOptions = {}): Promise<FastifyInstance> {
  const modules = opts.modules ?? allModules;
  const app = Fastify({
    loggerInstance: deps.log as FastifyBaseLogger,
    // One log line per request, written by our onResponse hook.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: opts.bodyLimit ?? 1024 * 1024,
    // Every GET answers HEAD too: same hooks (key, scope, rate limit, Request-Id), no body.
    exposeHeadRoutes: true,
    return503OnClosing: true,
    // The client address is the first untrusted one from the right of X-Forwarded-For (SVC_TRUST_PROXY).
    trustProxy: deps.config.trustProxy ? trustFunction(deps.config.trustProxy) : false,
    // Slow and idle clients are cut off (docs/operations.md, "Time-outs"); Node checks its header and
    // request time-outs every connectionsCheckingInterval, so that runs well inside the shortest of them.
    requestTimeout: deps.config.http.requestTimeoutMs,
    keepAliveTimeout: deps.config.http.keepAliveTimeoutMs,
    connectionTimeout: deps.config.http.socketTimeoutMs,
    http: {
      headersTimeout: deps.config.http.headersTimeoutMs,
      connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(deps.config.http.headersTimeoutMs / 4))),
    },
    // Longer than any path parameter the schemas accept; longer still names nothing (404 via frameworkErrors).
    routerOptions: { maxParamLength: 2048 },
    frameworkErrors,
    clientErrorHandler: clientErrorHandler(deps.log),
    schemaController: {
      compilersFactory: {
        buildValidator: buildValidatorFactory() as never,
        buildSerializer: buildLazySerializerFactory() as never,
      },
    },
  });
  app.decorateRequest('caller', null);

  // An empty body is "no body" (writes such as publish or dismiss need none).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, jsonBodyParser(app));

  const routes: RouteDef<any, any>[] = [getOpenApiDocument, ...metaRoutes, ...modules.flatMap((m) => m.routes ?? [])];
  const operationIds = new Set<string>();
  const apis = modules.flatMap((m) => m.apis?.(deps) ?? []);
  for (const r of [...routes, ...apis.flatMap((a) => a.routes)]) {
    if (!r.auth) throw new Error(`route ${r.method} ${r.url} declares no caller (auth)`);
    if (operationIds.has(r.operationId)) throw new Error(`operationId ${r.operationId} is used twice`);
    operationIds.add(r.operationId);
  }
  // Fail closed: anything registered outside registerApi has no caller and may not boot;
  // static assets (GET /sdk.js) are public and limited per address by the request hook.
  app.addHook('onRoute', (route) => {
    // /mcp carries its own bearer check (src/mcp/http.ts); static assets (GET /sdk.js) are public.
    if (!route.config?.def && !route.config?.asset && !route.config?.mcp)
      throw new Error(`route ${route.method} ${route.url} was registered without a caller (auth)`);
  });

  for (const schema of [...sharedSchemas, ...modules.flatMap((m) => m.schemas ?? [])]) app.addSchema(schema);
  const tags = [...new Map(modules.flatMap((m) => m.tags ?? []).map((t) => [t.name, t])).values()];
  const webhooks = Object.assign({}, ...modules.map((m) => m.openapiWebhooks ?? {}));
  await registerOpenApi(app, deps.config, tags, webhooks, routes);

  // Text PostgreSQL cannot store (NUL, lone surrogates) is a 400 on every route of both APIs, before any key lookup.
  app.addHook('onRequest', refuseUnstorableUrl);
  app.addHook('preValidation', refuseUnstorableBody);
  app.addHook('onRequest', requestHook(deps));
  // Hooks that do not wait for anything are plain callbacks: an async hook costs a
  // promise per request for nothing.
  app.addHook('onResponse', (req, reply, done) => {
    // An OAuth grant's use is recorded by /mcp itself, a session's nowhere (their keyId is no key's).
    if (req.caller && !req.caller.operator && !req.caller.holder && reply.statusCode < 400)
      deps.keyUsage.touch(req.caller.keyId, deps.clock.now());
    const config = req.routeOptions.config;
    const operation = config?.preflight ? 'preflight' : (config?.def?.operationId ?? 'unmatched');
    deps.metrics.observeRequest(operation, req.method, reply.statusCode, reply.elapsedTime / 1000);
    deps.log.info(
      {
        requestId: req.id,
        method: req.method,
        url: req.url.split('?')[0],
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    done();
  });

  // Once closing starts, answers in flight tell their clients to hang up, so a
  // keep-alive connection that was busy at close time does not hold close() open.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  app.setErrorHandler((err, req, reply) => sendError(reply, req, toApiError(err, deps.log, req)));

  // Both APIs through one registration path, each in its own scope; paths outside both get the same 404/405.
  const paths = knownPaths();
  app.setNotFoundHandler(notFoundHandler(paths, METHODS));
  await registerApi(app, deps, paths, { prefix: '/v1', routes, schemaOf: routeSchema, methods: METHODS });
  for (const api of apis) await registerApi(app, deps, paths, api);
  // /mcp: the same operations as tools, for AI assistants (src/mcp/), by key or after an OAuth sign-in.
  const oauth = await buildOAuthServer(deps);
  await registerOAuth(app, deps, oauth);
  registerMcp(app, deps, modules, oauth);
  for (const m of modules) if (m.plugin) await m.plugin(app, deps);
  await app.ready();
  return app;
}
