import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { ManualClock } from '../../src/clock.js';
import { modules } from '../../src/resources/index.js';
import type { ResourceModule } from '../../src/modules.js';
import { runCommand } from '../../src/admin/socket.js';
import { backoffMs } from '../../src/platform/jobs/queue.js';

/** Every job kind is bounded: attempts with backoff, then `failed`, kept for operators to list and retry. */
let failing = true;
const runs = new Map<string, number>();
const testModule: ResourceModule = {
  name: 'jobs-test',
  jobs: {
    'jobs-test.flaky': () => async (job) => {
      runs.set(job.payload.tag, (runs.get(job.payload.tag) ?? 0) + 1);
      if (failing) throw new Error('the remote side is down');
    },
    'jobs-test.tick': () => async () => {
      throw new Error('tick failed');
    },
  },
  schedules: () => [{ name: 'jobs-test.tick', intervalMs: 60_000 }],
};

let h: Harness;
let clock: ManualClock;
beforeAll(async () => {
  clock = new ManualClock('2026-07-01T00:00:00.000Z');
  h = await createHarness({ clock, modules: [...modules, testModule] });
});
afterAll(() => h?.close());

const row = async (tag: string) =>
  (
    await h.db.query<{ id: string; status: string; attempts: number; lastError: string | null; runAt: Date }>(
      `SELECT id, status, attempts, last_error AS "lastError", run_at AS "runAt" FROM jobs WHERE payload->>'tag' = $1`,
      [tag],
    )
  ).rows[0];

async function enqueue(tag: string, maxAttempts?: number) {
  const ws = await h.workspace();
  await h.db.tenantTx(ws.id, (tx) =>
    h.deps.jobs.enqueue(tx, { kind: 'jobs-test.flaky', payload: { tag }, ...(maxAttempts ? { maxAttempts } : {}) }),
  );
}

const admin = (command: string, args: Record<string, unknown> = {}) =>
  runCommand(h.deps, h.commands, { command, args });

describe('bounded jobs', () => {
  it('backs off exponentially with jitter, capped at an hour', () => {
    expect(backoffMs(1, () => 0.5)).toBe(5000);
    expect(backoffMs(2, () => 0.5)).toBe(10_000);
    expect(backoffMs(5, () => 0.5)).toBe(80_000);
    expect(backoffMs(40, () => 0.5)).toBe(3_600_000);
    expect(backoffMs(1, () => 0)).toBe(4000);
    expect(backoffMs(1, () => 0.999999)).toBeLessThanOrEqual(6000);
  });

  it('retries with growing delays, then keeps the job as failed; jobs retry runs it again', async () => {
    failing = true;
    await enqueue('flaky', 3);
    const w = h.worker();
    const delays: number[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      await w.drain({ kinds: ['jobs-test.flaky'] });
      const r = (await row('flaky'))!;
      expect(r.attempts).toBe(attempt);
      if (attempt < 3) {
        expect(r.status).toBe('queued');
        delays.push(r.runAt.getTime() - clock.now().getTime());
        clock.advance(r.runAt.getTime() - clock.now().getTime() + 1);
      } else expect(r).toMatchObject({ status: 'failed', lastError: 'the remote side is down' });
    }
    expect(delays[1]!).toBeGreaterThan(delays[0]!);
    // Failed is final: nothing runs it again by itself.
    clock.advance(86_400_000);
    await w.drain({ kinds: ['jobs-test.flaky'] });
    expect(runs.get('flaky')).toBe(3);

    const listed = await admin('jobs list', { failed: true, kind: 'jobs-test.flaky' });
    expect(listed.ok).toBe(true);
    const failed = (
      listed as {
        result: Array<{ id: string; status: string; attempts: number; maxAttempts: number; lastError: string }>;
      }
    ).result;
    const id = (await row('flaky'))!.id;
    expect(failed.find((j) => j.id === id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      maxAttempts: 3,
      lastError: 'the remote side is down',
    });

    failing = false;
    expect(await admin('jobs retry', { id })).toMatchObject({
      ok: true,
      result: { id, status: 'queued', attempts: 0 },
    });
    await w.drain({ kinds: ['jobs-test.flaky'] });
    expect(runs.get('flaky')).toBe(4);
    expect(await row('flaky')).toBeUndefined();
    expect(await admin('jobs retry', { id })).toMatchObject({ ok: false, usage: true, error: `no failed job ${id}` });
    expect(await admin('jobs retry', { id: 'nope' })).toMatchObject({ ok: false, error: 'no failed job nope' });
    expect(await admin('jobs list', { limit: '0' })).toMatchObject({ ok: false, usage: true });
  });

  it('a job whose worker dies during its last attempt is failed, not run for ever', async () => {
    failing = true;
    await enqueue('crashing', 2);
    for (let i = 0; i < 2; i++) {
      // A worker takes the job and dies (its lease runs out without an outcome).
      const [claimed] = await h.deps.jobs.claim(`doomed-${i}`, ['jobs-test.flaky'], 1, 30_000);
      expect(claimed?.payload.tag).toBe('crashing');
      clock.advance(30_001);
    }
    await h.worker().drain({ kinds: ['jobs-test.flaky'] });
    expect(runs.get('crashing')).toBeUndefined();
    const r = await row('crashing');
    expect(r).toMatchObject({ status: 'failed', attempts: 2 });
    expect(r!.lastError).toMatch(/lease expired/);
  });

  it("keeps only a schedule's latest failed run", async () => {
    const w = h.worker();
    await h.deps.jobs.registerSchedules([{ name: 'jobs-test.tick', intervalMs: 60_000 }]);
    for (let i = 0; i < 3; i++) {
      clock.advance(60_001);
      await w.drain({ kinds: ['jobs-test.tick'] });
    }
    const ticks = await h.db.query<{ status: string }>(`SELECT status FROM jobs WHERE kind = 'jobs-test.tick'`);
    expect(ticks.rows).toEqual([{ status: 'failed' }]);
  });
});
