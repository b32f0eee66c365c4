import type { Deps } from '../../deps.js';
import { randomBase62 } from '../../lib/ids.js';
import { seedFixtures } from '../sandbox/seed.js';
import * as repo from './repository.js';

export interface WorkspaceSummary {
  id: string;
  sandboxId: string;
  name: string;
  apiEnabled: boolean;
  isDefault: boolean;
  createdAt: string;
}

export function summary(ws: repo.WorkspaceRow): WorkspaceSummary {
  return {
    id: ws.id,
    sandboxId: ws.sandboxId,
    name: ws.name,
    apiEnabled: ws.apiEnabled,
    isDefault: ws.isDefault,
    createdAt: ws.createdAt.toISOString(),
  };
}

/**
 * A workspace is two data sets: live (`ws_…`) and sandbox (`sbx_…`, seeded with
 * example fixtures). Row and fixtures commit together.
 */
export async function createWorkspace(
  deps: Deps,
  input: { name: string; isDefault?: boolean; seedSandbox?: boolean },
): Promise<repo.WorkspaceRow | null> {
  const suffix = randomBase62(20);
  const sandboxId = `sbx_${suffix}`;
  return deps.db.tenantTx(sandboxId, async (tx) => {
    const now = deps.clock.now();
    const ws = await repo.insertWorkspace(tx, {
      id: `ws_${suffix}`,
      sandboxId,
      name: input.name,
      isDefault: input.isDefault ?? false,
      now,
    });
    if (!ws) return null;
    if (input.seedSandbox === false) return ws;
    const counts = await seedFixtures(deps, tx);
    return (await repo.markSandboxSeeded(tx, sandboxId, now, counts)) ?? ws;
  });
}

/** The workspace commands use when none is named; created on first use (safe when processes race). */
export async function ensureDefaultWorkspace(deps: Deps): Promise<repo.WorkspaceRow> {
  const existing = await repo.findDefaultWorkspace(deps.db);
  if (existing) return existing;
  const created = await createWorkspace(deps, { name: 'Default workspace', isDefault: true });
  return created ?? (await repo.findDefaultWorkspace(deps.db))!;
}

export async function setPlanApi(deps: Deps, id: string, enabled: boolean): Promise<repo.WorkspaceRow | null> {
  const ws = await repo.setApiEnabled(deps.db, id, enabled, deps.clock.now());
  deps.authCache.clear();
  return ws;
}
