import type { ResourceModule } from '../modules.js';
import { runtimeOpenApi } from './openapi.js';
import { registerRuntimeApi } from './register.js';
import { runtimeRoutes } from './routes.js';
import { runtimeSchemas } from './schemas.js';
import { runtimeJobs, runtimeSchedules } from './jobs.js';
import { runtimeCommands } from './commands.js';

/**
 * The runtime API (/runtime/v1): the second public surface, where visitors'
 * browsers meet the agents. It brings no /v1 routes; its plugin registers the
 * surface in its own scope, with its own OpenAPI document.
 */
export const visitorApiModule: ResourceModule = {
  name: 'visitor-api',
  jobs: runtimeJobs,
  schedules: runtimeSchedules,
  adminCommands: runtimeCommands,
  plugin: (app, deps) =>
    registerRuntimeApi(
      app,
      deps,
      runtimeRoutes,
      runtimeSchemas,
      () => runtimeOpenApi(deps.config, runtimeRoutes, runtimeSchemas),
    ),
};
