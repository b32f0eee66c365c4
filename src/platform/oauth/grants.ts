import type { Clock } from '../../clock.js';
import type { Database } from '../../db/database.js';
import * as repo from './repository.js';

/** An OAuth grant as the Developers page lists it. */
export interface GrantSummary {
  id: string;
  clientId: string;
  clientName: string | null;
  operatorId: string;
  mode: 'live' | 'test';
  scopes: string[];
  createdAt: string;
  lastUsedAt: string | null;
}

const summary = (g: repo.GrantRow): GrantSummary => ({
  id: g.id,
  clientId: g.clientId,
  clientName: g.clientName,
  operatorId: g.operatorId,
  mode: g.mode,
  scopes: g.scopes,
  createdAt: g.createdAt.toISOString(),
  lastUsedAt: g.lastUsedAt?.toISOString() ?? null,
});

/** The workspace's grants still in force, newest first (live and sandbox alike: a grant names its mode). */
export async function listGrants(deps: { db: Database; clock: Clock }, workspaceId: string): Promise<GrantSummary[]> {
  return (await repo.listGrants(deps.db, workspaceId, deps.clock.now())).map(summary);
}

/**
 * Revokes a grant of this workspace: the grant is marked, and its codes and
 * tokens leave the authorization server's store in the same transaction, so
 * the next /mcp request and the next refresh are refused. Null when the
 * workspace has no such grant (or it was revoked before).
 */
export async function revokeGrant(
  deps: { db: Database; clock: Clock },
  workspaceId: string,
  id: string,
): Promise<GrantSummary | null> {
  return deps.db.systemTx(async (tx) => {
    const row = await repo.revokeGrant(tx, workspaceId, id, deps.clock.now());
    if (!row) return null;
    await repo.deleteModelsOfGrant(tx, row.grantRef);
    return summary(row);
  });
}
