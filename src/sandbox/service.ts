import type { Static } from '@sinclair/typebox';
import type { Deps } from '../deps.js';
import type { TenantTx, Tx } from '../db/types.js';
import { findWorkspace, markSandboxSeeded, type WorkspaceRow } from '../platform/workspaces/repository.js';
import { seedFixtures, wipeDataSet } from '../platform/sandbox/seed.js';
import type { Sandbox } from './schemas.js';

function toSandbox(ws: WorkspaceRow): Static<typeof Sandbox> {
  return {
    mode: 'test',
    livemode: false,
    workspaceId: ws.sandboxId,
    ...(ws.sandboxSeededAt ? { seededAt: ws.sandboxSeededAt.toISOString() } : {}),
    fixtures: ws.sandboxFixtures,
  };
}

export async function getSandbox(tx: Tx, workspaceId: string): Promise<Static<typeof Sandbox>> {
  return toSandbox((await findWorkspace(tx, workspaceId))!);
}

/** Discards everything written to the sandbox and seeds the fixtures again, in one transaction. */
export async function resetSandbox(deps: Deps, tx: TenantTx): Promise<Static<typeof Sandbox>> {
  await wipeDataSet(tx);
  const counts = await seedFixtures(deps, tx);
  return toSandbox((await markSandboxSeeded(tx, tx.tenant, deps.clock.now(), counts))!);
}
