import type { ResourceModule } from '../modules.js';
import { jobCommands } from './job-commands.js';
import { platformCommands } from './platform-commands.js';

/** The operator commands over the platform itself: workspaces, keys, migrations and the job queue. */
export const adminModule: ResourceModule = {
  name: 'admin',
  adminCommands: [...platformCommands, ...jobCommands],
};
