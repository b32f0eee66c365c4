import { Type } from '@sinclair/typebox';
import { defineRoute } from '../http/route.js';
import { checkReadiness } from './readiness.js';

const Check = Type.Object({ ok: Type.Boolean(), error: Type.Optional(Type.String()) });
const ReadinessBody = Type.Object({
  status: Type.Union([Type.Literal('ready'), Type.Literal('not-ready')]),
  checks: Type.Object({
    database: Check,
    migrations: Type.Object({
      ok: Type.Boolean(),
      error: Type.Optional(Type.String()),
      pending: Type.Array(Type.String()),
    }),
    redis: Type.Optional(Check),
  }),
});

/** Liveness: the process answers. Nothing else is checked, so a slow database never gets the process restarted. */
export const healthzRoute = defineRoute({
  method: 'GET',
  url: '/healthz',
  root: true,
  operationId: 'getHealth',
  summary: 'Liveness: the process is up',
  description: 'Always 200 while the process serves requests; no key, no rate-limit cost.',
  tags: ['meta'],
  auth: { public: true, unmetered: true },
  hidden: true,
  transaction: 'none',
  schema: { response: { 200: Type.Object({ status: Type.Literal('up') }) } },
  handler: async () => ({ status: 'up' as const }),
});

/** Readiness: send traffic here. 503 while the database (or Redis, when configured) does not answer or migrations are missing. */
export const readyzRoute = defineRoute({
  method: 'GET',
  url: '/readyz',
  root: true,
  operationId: 'getReadiness',
  summary: 'Readiness: the database answers and is migrated, and Redis answers when configured',
  description: '200 `{status: "ready"}` or 503 `{status: "not-ready"}`, with each check; no key, no rate-limit cost.',
  tags: ['meta'],
  auth: { public: true, unmetered: true },
  hidden: true,
  transaction: 'none',
  schema: { response: { 200: ReadinessBody, 503: ReadinessBody } },
  handler: async ({ deps, reply }) => {
    const r = await checkReadiness(deps);
    reply.code(r.ready ? 200 : 503).header('cache-control', 'no-store');
    return { status: r.ready ? ('ready' as const) : ('not-ready' as const), checks: r.checks };
  },
});
