import type { TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Deps, FixtureSeeder } from './deps.js';
import type { RouteDef } from './http/route.js';
import type { ApiSurface } from './http/register.js';
import type { JobHandler, ScheduleDef } from './platform/jobs/worker.js';
import type { AdminCommand } from './admin/commands.js';

// The fixture types live beside Deps (a FixtureContext holds one, and Deps holds the seeders).
export type { FixtureContext, FixtureSeeder } from './deps.js';

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
