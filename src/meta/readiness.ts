import type { Deps } from '../deps.js';
import { appliedMigrations, loadMigrations } from '../db/migrate.js';
import { within } from '../lib/timeout.js';

export interface Check {
  ok: boolean;
  /** Why it failed, in words safe to show without a key (details go to the log). */
  error?: string;
}

export interface Readiness {
  ready: boolean;
  checks: { database: Check; migrations: Check & { pending: string[] }; redis?: Check };
}

/** How long one check may take before it counts as failed. */
const CHECK_TIMEOUT_MS = 2000;

/** Migration files of this build; read once, they do not change while the process runs. */
let expected: string[] | null = null;

/**
 * Whether this process can serve: the database answers, every migration of
 * this build is applied (a process started before a newer one migrated is
 * still ready; one whose migrations are missing is not), and Redis answers
 * when the rate limits live there.
 */
export async function checkReadiness(deps: Pick<Deps, 'db' | 'limiter' | 'log' | 'config'>): Promise<Readiness> {
  expected ??= loadMigrations().map((m) => m.version);
  const database: Check = { ok: false };
  const migrations: Readiness['checks']['migrations'] = { ok: false, pending: [] };
  try {
    const res = await within(CHECK_TIMEOUT_MS, appliedMigrations(deps.db));
    database.ok = true;
    const applied = new Set(res.rows.map((r) => r.version));
    migrations.pending = expected.filter((v) => !applied.has(v));
    migrations.ok = migrations.pending.length === 0;
    if (!migrations.ok) migrations.error = 'migrations of this build are not applied; restart a process to apply them';
  } catch (err) {
    deps.log.warn({ err }, 'readiness: the database did not answer');
    database.error = 'the database did not answer';
    migrations.error = 'unknown while the database does not answer';
  }
  const checks: Readiness['checks'] = { database, migrations };
  if (deps.config.redisUrl && deps.limiter.ping) {
    const ping = deps.limiter.ping.bind(deps.limiter);
    checks.redis = await within(CHECK_TIMEOUT_MS, ping()).then(
      () => ({ ok: true }),
      (err: unknown) => {
        deps.log.warn({ err }, 'readiness: redis did not answer');
        return { ok: false, error: 'redis did not answer' };
      },
    );
  }
  return { ready: database.ok && migrations.ok && (checks.redis?.ok ?? true), checks };
}
