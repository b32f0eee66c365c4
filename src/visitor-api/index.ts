import type { ResourceModule } from '../modules.js';
import { runtimeOpenApi } from './openapi.js';
import { runtimeApi } from './register.js';
import { runtimeRoutes } from './routes.js';
import { runtimeSchemas } from './schemas.js';
import { runtimeJobs, runtimeSchedules } from './jobs.js';
import { runtimeCommands } from './commands.js';

/**
 * The runtime API (/runtime/v1): the second public surface, where visitors'
 * browsers meet the agents. It brings no /v1 routes but an API of its own,
 * registered by the same path as /v1 in its own scope, with its own OpenAPI document.
 */
export const visitorApiModule: ResourceModule = {
  name: 'visitor-api',
  jobs: runtimeJobs,
  schedules: runtimeSchedules,
  adminCommands: runtimeCommands,
  apis: (deps) => [
    runtimeApi(deps, runtimeRoutes, runtimeSchemas, () => runtimeOpenApi(deps.config, runtimeRoutes, runtimeSchemas)),
  ],
};
