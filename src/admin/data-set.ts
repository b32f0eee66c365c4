import type { Deps } from '../deps.js';
import type { TenantTx } from '../db/types.js';
import { findWorkspace, type WorkspaceRow } from '../platform/workspaces/repository.js';
import { ensureDefaultWorkspace } from '../platform/workspaces/service.js';
import { CommandError, type FlagSpec } from './commands.js';

/**
 * The one way an operator command chooses where it acts. `--workspace` takes
 * either id of a workspace: `ws_…` is its live data, `sbx_…` its sandbox;
 * `--sandbox` picks the sandbox of whichever was named (or of the default
 * workspace, created on first use, when none was).
 */
export const DATA_SET_FLAGS: FlagSpec[] = [
  {
    name: 'workspace',
    type: 'string',
    description: 'workspace id: ws_… for its live data, sbx_… for its sandbox; default: the default workspace',
  },
  { name: 'sandbox', type: 'boolean', description: "act on the workspace's sandbox instead of its live data" },
];

/** For commands that act on a whole workspace rather than one data set (keys: their mode picks the data set). */
export const WORKSPACE_FLAG: FlagSpec = {
  name: 'workspace',
  type: 'string',
  description: 'workspace id (ws_… or sbx_…); default: the default workspace',
};

/** The workspace named by `--workspace` (either of its ids), or the default one. */
export async function workspaceOf(deps: Deps, given: unknown): Promise<WorkspaceRow> {
  if (typeof given === 'string' && given !== '') {
    const ws = await findWorkspace(deps.db, given);
    if (!ws) throw new CommandError(`no workspace ${given} (svc workspace list shows them)`);
    return ws;
  }
  return ensureDefaultWorkspace(deps);
}

/** The data set (tenant id) a command acts on. */
export async function dataSetOf(deps: Deps, args: Record<string, unknown>): Promise<string> {
  const ws = await workspaceOf(deps, args.workspace);
  const sandbox = args.sandbox === true || (typeof args.workspace === 'string' && args.workspace === ws.sandboxId);
  return sandbox ? ws.sandboxId : ws.id;
}

/** Runs fn in one transaction on the chosen data set. */
export async function inDataSet<T>(
  deps: Deps,
  args: Record<string, unknown>,
  fn: (tx: TenantTx) => Promise<T>,
): Promise<T> {
  return deps.db.tenantTx(await dataSetOf(deps, args), fn);
}
