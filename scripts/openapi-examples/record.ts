import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import { ManualClock } from '../../src/clock.js';
import { loadConfig } from '../../src/config.js';
import { Database } from '../../src/db/database.js';
import { migrate } from '../../src/db/migrate.js';
import { PGliteDriver } from '../../src/db/pglite-driver.js';
import { closeDeps, createDeps, type Deps } from '../../src/deps.js';
import type { ErrorCode } from '../../src/contract/errors.js';
import type { ExamplesFile, RecordedRequest } from '../../src/http/openapi-examples.js';
import type { RouteDef } from '../../src/http/route.js';
import { createLogger } from '../../src/logger.js';
import { createKey } from '../../src/platform/keys/service.js';
import { ALL_SCOPES_FLAG } from '../../src/platform/keys/scopes.js';
import { MemoryRateLimiter } from '../../src/platform/rate-limit/memory-limiter.js';
import { createWorkspace, setPlanApi } from '../../src/platform/workspaces/service.js';
import { modules } from '../../src/resources/index.js';
import { errorRecipes, recipes, type Call, type State } from './recipes.js';
import { Normaliser } from './normalise.js';
import { Slots } from '../../src/lib/slots.js';

/** The sandbox's "now": fixtures are laid out before it, so every recording is the same. */
export const EXAMPLE_NOW = '2026-11-20T09:30:00.000Z';
const UNLIMITED = {
  default: { capacity: 1e9, refillPerSecond: 1e9 },
  knowledge: { capacity: 1e9, refillPerSecond: 1e9 },
};

interface Answer {
  status: number;
  body: unknown;
  raw: string;
}

function inject(app: FastifyInstance, key: string | null, call: Call, url: string): Promise<Answer> {
  const headers: Record<string, string> = { ...(call.headers ?? {}) };
  if (key) headers.authorization = `Bearer ${key}`;
  if (call.method !== 'GET' && call.method !== 'HEAD')
    headers['idempotency-key'] ??= call.idempotencyKey ?? randomUUID();
  const payload = call.rawBody ?? (call.body === undefined ? undefined : JSON.stringify(call.body));
  if (payload !== undefined) headers['content-type'] ??= 'application/json';
  return app
    .inject({ method: call.method as 'GET', url, headers, ...(payload !== undefined ? { payload } : {}) })
    .then((res) => ({
      status: res.statusCode,
      raw: res.body,
      body:
        String(res.headers['content-type'] ?? '').includes('json') && res.body
          ? JSON.parse(res.body)
          : // A stream's keep-alive comments depend on timing; the example shows the frames.
            String(res.headers['content-type'] ?? '').includes('event-stream')
            ? res.body.replace(/^: keep-alive\n\n/gm, '')
            : res.body,
    }));
}

export function urlOf(
  def: { url: string; root?: boolean },
  params: Record<string, string> = {},
  query: Record<string, string> = {},
): string {
  const path = def.url.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`no value for :${name} in ${def.url}`);
    return encodeURIComponent(v);
  });
  const qs = new URLSearchParams(query).toString();
  return `${def.root ? '' : '/v1'}${path}${qs ? `?${qs}` : ''}`;
}

/**
 * Seeds a sandbox on a fresh in-memory database at a fixed time, calls every
 * operation once as a recipe says (with a test key, so the answers are the
 * sandbox's), provokes each error code it can, and returns what it saw with
 * the run's random values replaced by fixed ones.
 */
export async function recordExamples(): Promise<ExamplesFile> {
  const log = createLogger('silent');
  const clock = new ManualClock(EXAMPLE_NOW);
  const db = new Database(await PGliteDriver.open({ dataDir: null }), log);
  await migrate(db.driver);
  const config = {
    ...loadConfig({ LOG_LEVEL: 'silent' }),
    publicUrl: 'https://concierge.example.com',
    // Example receivers and sources are on example.com, which this machine need not resolve.
    outboundAllow: ['hooks.example.com', 'www.example.com'],
    streamMaxSeconds: 1,
    // One poll as the stream opens, no keep-alive comment before it ends: the same text every run.
    streamPollMs: 1000,
  };
  const deps = await createDeps({ config, clock, log, db, modules, limiter: new MemoryRateLimiter(clock, UNLIMITED) });
  const app = await buildApp(deps);
  try {
    return await run(deps, app);
  } finally {
    await app.close();
    await closeDeps(deps);
    await db.close();
  }
}

async function run(deps: Deps, app: FastifyInstance): Promise<ExamplesFile> {
  const ws = (await createWorkspace(deps, { name: 'Example workspace', seedSandbox: true }))!;
  const key = async (mode: 'live' | 'test', scopes?: string[], workspaceId = ws.id) =>
    (await createKey(deps, { workspaceId, mode, ...(scopes ? { scopes } : { allScopes: true }), name: 'examples' }))
      .key;
  const testKey = await key('test');
  const routes = new Map<string, RouteDef<any>>(
    deps.modules.flatMap((m) => m.routes ?? []).map((r) => [r.operationId, r]),
  );
  const state: State = {
    results: new Map(),
    deps,
    sandbox: ws.sandboxId,
    call: async (method, url, body) => {
      const res = await inject(app, testKey, { method, body }, url);
      if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${res.raw.slice(0, 300)}`);
      return res.body;
    },
  };
  const normaliser = new Normaliser();
  const file: ExamplesFile = { operations: {}, errors: {}, webhooks: {} };
  const recorded: Array<[string, RecordedRequest, string, unknown]> = [];

  const perform = async (recipe: (typeof recipes)[number]) => {
    const def = routes.get(recipe.op);
    if (!def) throw new Error(`recipe for an unknown operation ${recipe.op}`);
    await recipe.before?.(state);
    const params = recipe.params?.(state) ?? {};
    const query = recipe.query?.(state) ?? {};
    const body = recipe.body?.(state);
    const callKey = recipe.namedScopes ? await key('test', [...ALL_SCOPES_FLAG, ...recipe.namedScopes]) : testKey;
    const headers = recipe.headers?.(state);
    const res = await inject(
      app,
      callKey,
      { method: def.method, body, ...(headers ? { headers } : {}) },
      urlOf(def, params, query),
    );
    if (res.status >= 300) throw new Error(`${recipe.op}: ${res.status} ${res.raw.slice(0, 500)}`);
    state.results.set(recipe.op, res.body);
    const request: RecordedRequest = {};
    if (Object.keys(params).length) request.params = params;
    if (Object.keys(query).length) request.query = query;
    if (body !== undefined) request.body = body;
    recorded.push([recipe.op, request, String(res.status), res.status === 204 ? undefined : res.body]);
  };
  for (const recipe of recipes.filter((r) => !r.last)) await perform(recipe);

  // Errors: the first answer with each code, as a client would see it.
  const other = (await createWorkspace(deps, { name: 'Plan without API access', seedSandbox: false }))!;
  await setPlanApi(deps, other.id, false);
  const keys = {
    test: testKey,
    live: await key('live'),
    insightsOnly: await key('test', ['insights:read']),
    planOff: await key('test', undefined, other.id),
    none: null,
  };
  const limited = await buildApp({ ...deps, limiter: new MemoryRateLimiter(deps.clock), slots: new Slots() });
  try {
    for (const e of errorRecipes) {
      const target = e.app === 'rate-limited' ? limited : app;
      if (e.prime) await inject(target, keys[e.key], e.prime(state), e.prime(state).url);
      let res: Answer;
      do res = await inject(target, keys[e.key], e.call(state), e.call(state).url);
      while (e.repeatUntil !== undefined && res.status !== e.repeatUntil);
      const code = (res.body as { code?: ErrorCode }).code;
      if (code !== e.code)
        throw new Error(`error recipe for ${e.code} answered ${res.status} ${res.raw.slice(0, 300)}`);
      file.errors[e.code] = res.body;
    }
  } finally {
    await limited.close();
  }

  // One delivery example per event type the sandbox (and the calls above) produced.
  // (Before the reset, which discards the events the calls above produced.)
  for (let since = '0'; ; ) {
    const page = (await inject(app, testKey, { method: 'GET' }, `/v1/events?since=${since}&limit=200`)).body as {
      items: Array<{ type: string }>;
      nextSince: string;
    };
    for (const ev of page.items) file.webhooks[ev.type] ??= ev;
    if (page.items.length < 200) break;
    since = page.nextSince;
  }

  for (const recipe of recipes.filter((r) => r.last)) await perform(recipe);

  // Normalise in one pass, in a fixed order, so stand-ins are numbered the same every run.
  for (const [op, request, status, body] of recorded) {
    const entry = (file.operations[op] ??= { responses: {} });
    // The first call of an operation is its request example; later ones add other answers (a replace's 200).
    if (Object.keys(request).length && !entry.request) entry.request = normaliser.value(request) as RecordedRequest;
    else normaliser.value(request);
    if (body !== undefined) entry.responses[status] = normaliser.value(body);
  }
  file.errors = normaliser.value(file.errors) as ExamplesFile['errors'];
  file.webhooks = normaliser.value(file.webhooks) as ExamplesFile['webhooks'];
  return file;
}
