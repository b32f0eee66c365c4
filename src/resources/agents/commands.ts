import type { AdminCommand } from '../../admin/commands.js';
import { CommandError } from '../../admin/commands.js';
import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/types.js';
import { ApiError } from '../../http/errors.js';
import { findWorkspace, type WorkspaceRow } from '../../platform/workspaces/repository.js';
import { ensureDefaultWorkspace } from '../../platform/workspaces/service.js';
import { createAgent } from './service.js';

/** Flags every data-set command takes: which workspace, and its live data or its sandbox. */
export const DATA_SET_FLAGS: NonNullable<AdminCommand['flags']> = [
  { name: 'workspace', type: 'string', description: 'workspace id; default: the default workspace' },
  { name: 'sandbox', type: 'boolean', description: "act on the workspace's sandbox instead of its live data" },
];

/** Runs fn in the chosen data set; API errors become command errors (shown with the usage). */
export async function inDataSet<T>(deps: Deps, args: Record<string, unknown>, fn: (tx: Tx) => Promise<T>): Promise<T> {
  let ws: WorkspaceRow | null;
  if (typeof args.workspace === 'string' && args.workspace) {
    ws = await findWorkspace(deps.db, args.workspace);
    if (!ws) throw new CommandError(`no workspace ${args.workspace}`);
  } else ws = await ensureDefaultWorkspace(deps);
  try {
    return await deps.db.tenantTx(args.sandbox === true ? ws!.sandboxId : ws!.id, fn);
  } catch (err) {
    if (err instanceof ApiError && err.status < 500) throw new CommandError(err.message);
    throw err;
  }
}

export const agentCommands: AdminCommand[] = [
  {
    words: ['agents', 'create'],
    summary: 'Create an agent with its personal knowledge base',
    flags: [{ name: 'name', type: 'string', required: true, description: 'agent name' }, ...DATA_SET_FLAGS],
    run: async (deps, args) => {
      if (!String(args.name).trim()) throw new CommandError('--name must not be blank');
      return inDataSet(deps, args, (tx) => createAgent(deps, tx, { name: String(args.name) }));
    },
  },
];
