import type { AdminCommand } from '../../admin/commands.js';
import { CommandError } from '../../admin/commands.js';
import { DATA_SET_FLAGS, inDataSet } from '../../admin/data-set.js';
import { createAgent } from './service.js';

export const agentCommands: AdminCommand[] = [
  {
    words: ['agents', 'create'],
    summary: 'Create an agent with its personal knowledge base',
    flags: [{ name: 'name', type: 'string', required: true, description: 'agent name' }, ...DATA_SET_FLAGS],
    example: "agents create --name 'Website agent' --sandbox",
    run: async (deps, args) => {
      if (!String(args.name).trim()) throw new CommandError('--name must not be blank');
      return inDataSet(deps, args, (tx) => createAgent(deps, tx, { name: String(args.name) }));
    },
  },
];
