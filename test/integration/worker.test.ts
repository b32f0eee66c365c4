import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { ManualClock } from '../../src/clock.js';
import { modules } from '../../src/resources/index.js';
import type { ResourceModule } from '../../src/modules.js';
import { buildWorker } from '../../src/process/boot.js';

const runs = new Map<string, number>();
let gate: Promise<void> = Promise.resolve();
const testModule: ResourceModule = {
  name: 'worker-test',
  jobs: {
    'test.count': () => async (job) => {
      runs.set(job.payload.tag, (runs.get(job.payload.tag) ?? 0) + 1);
    },
    'test.fail': () => async () => {
      throw new Error('always fails');
    },
    'test.slow': () => async (job, ctx) => {
      runs.set(job.payload.tag, (runs.get(job.payload.tag) ?? 0) + 1);
      await Promise.race([
        gate,
        new Promise((_, reject) => ctx.signal.addEventListener('abort', () => reject(new Error('aborted')))),
      ]);
    },
    // Winds down slowly once aborted, as a job finishing a network call would.
    'test.lingering': () => async (job, ctx) => {
      runs.set(job.payload.tag, (runs.get(job.payload.tag) ?? 0) + 1);
      await new Promise<void>((resolve) => ctx.signal.addEventListener('abort', () => setTimeout(resolve, 300)));
      runs.set(`${job.payload.tag}:settled`, 1);
      throw new Error('aborted');
    },
    'test.tick': () => async () => {
      runs.set('tick', (runs.get('tick') ?? 0) + 1);
    },
  },
  schedules: () => [{ name: 'test.tick', intervalMs: 60_000 }],
};

let h: Harness;
let clock: ManualClock;
beforeAll(async () => {
  clock = new ManualClock('2026-07-01T00:00:00.000Z');
  h = await createHarness({ clock, modules: [...modules, testModule] });
});
afterAll(() => h?.close());

const jobRow = async (tag: string) =>
  (
    await h.db.query<{
      status: string;
      attempts: number;
      locked_by: string | null;
      last_error: string | null;
      run_at: Date;
    }>(`SELECT status, attempts, locked_by, last_error, run_at FROM jobs WHERE payload->>'tag' = $1`, [tag])
  ).rows[0];

async function enqueue(kind: string, tag: string, opts: { maxAttempts?: number; dedupeKey?: string } = {}) {
  const ws = await h.workspace();
  await h.db.tenantTx(ws.id, (tx) => h.deps.jobs.enqueue(tx, { kind, payload: { tag }, ...opts }));
}

describe('jobs and workers', () => {
  it('only jobs of committed transactions exist', async () => {
    const ws = await h.workspace();
    await h.db
      .tenantTx(ws.id, async (tx) => {
        await h.deps.jobs.enqueue(tx, { kind: 'test.count', payload: { tag: 'rolled-back' } });
        throw new Error('abort');
      })
      .catch(() => undefined);
    expect(await jobRow('rolled-back')).toBeUndefined();
  });

  it('two workers share a queue and run each job exactly once', async () => {
    const tags = Array.from({ length: 30 }, (_, i) => `shared-${i}`);
    for (const t of tags) await enqueue('test.count', t);
    const [a, b] = [h.worker({ concurrency: 3 }), h.worker({ concurrency: 3 })];
    await Promise.all([a.drain({ kinds: ['test.count'] }), b.drain({ kinds: ['test.count'] })]);
    expect(tags.map((t) => runs.get(t))).toEqual(tags.map(() => 1));
    for (const t of tags) expect(await jobRow(t)).toBeUndefined();
  });

  it("takes over a crashed worker's job once its lease expires", async () => {
    await enqueue('test.count', 'orphan');
    const [claimed] = await h.deps.jobs.claim('crashed-worker', ['test.count'], 1, 30_000);
    expect(claimed?.payload.tag).toBe('orphan');
    const survivor = h.worker();
    await survivor.drain({ kinds: ['test.count'] });
    expect(runs.get('orphan')).toBeUndefined();
    clock.advance(30_001);
    await survivor.drain({ kinds: ['test.count'] });
    expect(runs.get('orphan')).toBe(1);
    // The crashed worker coming back cannot complete (or delete) what it no longer holds.
    await h.deps.jobs.complete(claimed!, 'crashed-worker');
  });

  it('stops gracefully: running jobs past the grace period are handed back, not lost', async () => {
    let open!: () => void;
    gate = new Promise<void>((r) => (open = r));
    await enqueue('test.slow', 'slow');
    const w = buildWorker(h.deps, h.modules, { concurrency: 1, pollMs: 10 });
    await w.start();
    for (let i = 0; i < 200 && !runs.get('slow'); i++) await new Promise((r) => setTimeout(r, 10));
    expect(runs.get('slow')).toBe(1);
    expect((await jobRow('slow'))?.status).toBe('running');
    await w.stop(50);
    expect(await jobRow('slow')).toMatchObject({ status: 'queued', locked_by: null, attempts: 0 });
    open();
    gate = Promise.resolve();
    await h.worker().drain({ kinds: ['test.slow'] });
    expect(runs.get('slow')).toBe(2);
    expect(await jobRow('slow')).toBeUndefined();
  });

  it('stop() returns only once aborted jobs have wound down and handed themselves back', async () => {
    await enqueue('test.lingering', 'lingering');
    const w = buildWorker(h.deps, h.modules, { concurrency: 1, pollMs: 10 });
    await w.start();
    for (let i = 0; i < 200 && !runs.get('lingering'); i++) await new Promise((r) => setTimeout(r, 10));
    expect(runs.get('lingering')).toBe(1);
    await w.stop(50);
    // Nothing of the stopped worker is still running that could hold the job's row.
    expect(runs.get('lingering:settled')).toBe(1);
    expect(await jobRow('lingering')).toMatchObject({ status: 'queued', locked_by: null, attempts: 0 });
  });

  it('retries a failing job with backoff, then marks it failed', async () => {
    await enqueue('test.fail', 'failing', { maxAttempts: 2 });
    const w = h.worker();
    await w.drain({ kinds: ['test.fail'] });
    const first = await jobRow('failing');
    expect(first).toMatchObject({ status: 'queued', attempts: 1, last_error: 'always fails' });
    expect(first!.run_at.getTime()).toBeGreaterThan(clock.now().getTime());
    clock.advance(60_000);
    await w.drain({ kinds: ['test.fail'] });
    expect(await jobRow('failing')).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('drops a second queued job with the same dedupe key', async () => {
    await enqueue('test.count', 'dedupe-1', { dedupeKey: 'same' });
    await enqueue('test.count', 'dedupe-2', { dedupeKey: 'same' });
    expect(await jobRow('dedupe-1')).toMatchObject({ status: 'queued', attempts: 0 });
    expect(await jobRow('dedupe-2')).toBeUndefined();
  });

  it('fires a schedule once per interval however many workers run', async () => {
    const workers = [h.worker(), h.worker(), h.worker()];
    await h.deps.jobs.registerSchedules([{ name: 'test.tick', intervalMs: 60_000 }]);
    runs.delete('tick');
    await Promise.all(workers.map((w) => w.drain({ kinds: ['test.tick'] })));
    const afterFirst = runs.get('tick') ?? 0;
    expect(afterFirst).toBeLessThanOrEqual(1);
    await Promise.all(workers.map((w) => w.drain({ kinds: ['test.tick'] })));
    expect(runs.get('tick') ?? 0).toBe(afterFirst);
    clock.advance(60_001);
    await Promise.all(workers.map((w) => w.drain({ kinds: ['test.tick'] })));
    expect(runs.get('tick')).toBe(afterFirst + 1);
  });
});
