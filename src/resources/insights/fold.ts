import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/types.js';
import { parseDay } from '../../http/day-range.js';
import type { JobHandler } from '../../platform/jobs/worker.js';
import * as repo from './fold-repository.js';

const DAY_MS = 86_400_000;
/** Days folded per statement set: a month keeps each transaction short. */
const DAYS_PER_BATCH = 31;
/** A data set written to without pause cannot keep one job forever. */
const MAX_BATCHES_PER_TENANT = 50;
export const FOLD_INTERVAL_MS = 60_000;

/**
 * Recomputes the rollup rows of the given days from the raw tables: deletes what
 * was folded for them and inserts afresh, so folding a day twice gives the same rows.
 */
export async function foldDays(tx: Tx, days: readonly string[], foldedAt: Date): Promise<void> {
  for (const set of daySets(days)) {
    await repo.deleteFoldedRows(tx, set.days);
    await repo.insertOrgDays(tx, set, foldedAt);
    await repo.insertTourDays(tx, set);
    await repo.insertSourceDays(tx, set);
  }
}

/** Largest gap inside one set: days far apart are folded separately, so no scan covers the months between them. */
const MAX_GAP_DAYS = 7;

export function daySets(days: readonly string[]): repo.DaySet[] {
  const sorted = [...new Set(days)].sort();
  const sets: repo.DaySet[] = [];
  for (const day of sorted) {
    const start = parseDay(day)!;
    const last = sets[sets.length - 1];
    if (last && start.getTime() - last.end.getTime() < MAX_GAP_DAYS * DAY_MS) {
      last.days.push(day);
      last.end = new Date(start.getTime() + DAY_MS);
    } else {
      sets.push({ days: [day], start, end: new Date(start.getTime() + DAY_MS) });
    }
  }
  return sets;
}

/** Folds one batch of the data set's dirty days; returns how many it folded. */
export async function foldDirtyBatch(deps: Pick<Deps, 'clock'>, tx: Tx, limit = DAYS_PER_BATCH): Promise<number> {
  const days = await repo.claimDirtyDays(tx, limit);
  const now = deps.clock.now();
  await foldDays(tx, days, now);
  return days.length;
}

/**
 * Folds every dirty day of the data set inside `tx` (the sandbox seeding uses it
 * so a fresh sandbox has insights at once) and moves its watermark.
 */
export async function foldTenantInTx(deps: Pick<Deps, 'clock'>, tx: Tx): Promise<number> {
  const startedAt = deps.clock.now();
  let total = 0;
  for (let n = await foldDirtyBatch(deps, tx); n > 0; n = await foldDirtyBatch(deps, tx)) total += n;
  await repo.setFoldedAt(tx, startedAt);
  return total;
}

/**
 * Folds one data set in its own transactions, a batch each, so a long backlog
 * never holds one transaction open. The watermark is the time the pass started:
 * anything recorded later has marked its day dirty again.
 */
export async function foldTenant(deps: Pick<Deps, 'clock' | 'db'>, tenant: string): Promise<number> {
  const startedAt = deps.clock.now();
  let total = 0;
  for (let i = 0; i < MAX_BATCHES_PER_TENANT; i++) {
    const n = await deps.db.tenantTx(tenant, (tx) => foldDirtyBatch(deps, tx));
    total += n;
    if (n === 0) {
      await deps.db.tenantTx(tenant, (tx) => repo.setFoldedAt(tx, startedAt));
      break;
    }
  }
  return total;
}

/** Marks every day with raw activity dirty, so the next fold rebuilds the data set's rollups from scratch. */
export async function markAllDaysDirty(deps: Pick<Deps, 'clock' | 'db'>, tenant: string): Promise<number> {
  return deps.db.tenantTx(tenant, async (tx) => {
    const days = await repo.activeDays(tx);
    if (days.length) await repo.markDirty(tx, days, deps.clock.now());
    return days.length;
  });
}

/** One pass over every data set: fold the dirty ones, then move the quiet ones' watermarks. */
export async function foldAll(deps: Pick<Deps, 'clock' | 'db' | 'log'>, signal?: AbortSignal): Promise<number> {
  const startedAt = deps.clock.now();
  let total = 0;
  for (const tenant of await repo.tenantsWithDirtyDays(deps.db)) {
    if (signal?.aborted) break;
    try {
      total += await foldTenant(deps, tenant);
    } catch (err) {
      // One data set's failure must not stop the others; its days stay dirty for the next pass.
      deps.log.error({ err, tenant }, 'insights fold failed');
    }
  }
  await repo.setFoldedAtForQuietTenants(deps.db, startedAt);
  return total;
}

export const foldJob =
  (deps: Deps): JobHandler =>
  async (_job, ctx) => {
    await foldAll(deps, ctx.signal);
  };

/** Days of a range that have no up-to-date folded row. */
export async function missingDays(tx: Tx, from: string, to: string): Promise<string[]> {
  const watermark = await repo.foldedAt(tx);
  const dirty = new Set(await repo.dirtyDaysBetween(tx, from, to));
  const lastFolded = watermark ? watermark.toISOString().slice(0, 10) : null;
  const out: string[] = [];
  for (let t = parseDay(from)!.getTime(); t <= parseDay(to)!.getTime(); t += DAY_MS) {
    const day = new Date(t).toISOString().slice(0, 10);
    if (lastFolded === null || day > lastFolded || dirty.has(day)) out.push(day);
  }
  return out;
}
