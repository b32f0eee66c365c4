import type { AdminCommand } from '../../admin/commands.js';
import { DATA_SET_FLAGS, dataSetOf } from '../../admin/data-set.js';
import { createHub } from './service.js';

export const hubCommands: AdminCommand[] = [
  {
    words: ['hubs', 'create'],
    summary: 'Create a hub (add tours with svc tours import --hub)',
    flags: [
      { name: 'name', type: 'string', required: true, description: 'hub name' },
      { name: 'description', type: 'string', description: 'a line for visitors' },
      { name: 'publish', type: 'boolean', description: 'create it published' },
      ...DATA_SET_FLAGS,
    ],
    example: "hubs create --name 'Getting started' --publish",
    run: async (deps, args) =>
      deps.db.tenantTx(await dataSetOf(deps, args), (tx) =>
        createHub(deps, tx, {
          name: String(args.name),
          description: typeof args.description === 'string' ? args.description : null,
          publish: args.publish === true,
        }),
      ),
  },
];
