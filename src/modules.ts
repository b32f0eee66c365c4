import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { TenantTx } from './db/types.js';
import type { Deps } from './deps.js';
import type { RouteDef } from './http/route.js';
import type { ApiSurface } from './http/register.js';
import type { JobHandler, ScheduleDef } from './platform/jobs/worker.js';
import type { AdminCommand } from './admin/commands.js';

export interface FixtureContext {
  tx: TenantTx;
  deps: Deps;
  now: Date;
  /** Deterministic pseudo-random numbers in [0, 1), so fixtures are the same every seeding. */
  random: () => number;
  /** Counts other seeders reported so far, and shared lookups (e.g. ids of seeded visitors). */
  shared: Map<string, unknown>;
}

export interface FixtureSeeder {
  /** Lower runs first (visitors before conversations before insights). */
  order: number;
  /** Seeds the sandbox data set; returns counts by object type for Sandbox.fixtures. */
  seed(ctx: FixtureContext): Promise<Record<string, number>>;
}

/**
 * What a resource brings to the service. Every resource folder exports one; the
 * app, the worker, the CLI and the sandbox read them from src/resources/index.ts.
 */
export interface ResourceModule {
  name: string;
  /** OpenAPI tags the module's routes use, with a line for readers of the document. */
  tags?: Array<{ name: string; description: string }>;
  /** Operations of the management API (/v1, or root paths with `root`). */
  routes?: RouteDef<any, any>[];
  /** A whole API of its own (the runtime API), registered like /v1 in its own scope under its prefix. */
  apis?: (deps: Deps) => ApiSurface[];
  /** Named schemas (with `$id`) that routes reference; they become OpenAPI components. */
  schemas?: TSchema[];
  /** Job handlers by kind, built from the process's dependencies. Handlers must be safe to run twice (at-least-once). */
  jobs?: Record<string, (deps: Deps) => JobHandler>;
  schedules?: (config: Config) => ScheduleDef[];
  /** The sandbox's example data: only the sandbox seeding layer (src/sandbox/) brings fixtures. */
  fixtures?: FixtureSeeder[];
  adminCommands?: AdminCommand[];
  /** Entries for the OpenAPI 3.1 top-level `webhooks` (requests the service sends), keyed by name. */
  openapiWebhooks?: Record<string, unknown>;
  /** Runs once per app (stream hubs, CORS on one route, close hooks). */
  plugin?: (app: FastifyInstance, deps: Deps) => Promise<void> | void;
}
