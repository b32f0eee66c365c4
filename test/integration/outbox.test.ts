import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import type { Tx } from '../../src/db/types.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

/** Payload shape only; the outbox does not look the visitor up. */
const VISITOR = '00000000-0000-4000-8000-000000000001';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function readSince(tenant: string, since: number): Promise<number[]> {
  const res = await h.db.tenantTx(
    tenant,
    (tx) => tx.query<{ id: number }>('SELECT id FROM events WHERE id > $1 ORDER BY id LIMIT 25', [since]),
    {
      readOnly: true,
    },
  );
  return res.rows.map((r) => r.id);
}

/**
 * Concurrent writers (some rolling back, some holding their transaction open
 * after appending) and a reader tailing by `since`: the reader sees every
 * committed event exactly once, in id order, with no gaps and none skipped.
 */
it('a reader paging by since never misses an event while writers commit concurrently', async () => {
  const plan = fc.array(
    fc.array(
      fc.record({
        events: fc.integer({ min: 1, max: 3 }),
        holdMs: fc.integer({ min: 0, max: 8 }),
        rollback: fc.boolean(),
      }),
      {
        minLength: 3,
        maxLength: 10,
      },
    ),
    { minLength: 3, maxLength: 6 },
  );
  await fc.assert(
    fc.asyncProperty(plan, async (writers) => {
      const ws = await h.workspace();
      let done = false;
      const seen: number[] = [];
      const reader = (async () => {
        let since = 0;
        for (;;) {
          const finished = done;
          const ids = await readSince(ws.id, since);
          seen.push(...ids);
          if (ids.length) since = ids[ids.length - 1]!;
          else if (finished) return;
          else await sleep(1);
        }
      })();
      let committed = 0;
      await Promise.all(
        writers.map(async (txs) => {
          for (const t of txs) {
            await h.db
              .tenantTx(ws.id, async (tx: Tx) => {
                for (let i = 0; i < t.events; i++) {
                  h.deps.outbox.append(tx, { type: 'intent.hot', data: { visitorId: VISITOR, intentScore: i } });
                }
                // Holding the transaction open after the append widens every race window.
                h.deps.outbox.append(tx, { type: 'intent.hot', data: { visitorId: VISITOR, intentScore: 99 } });
                tx.beforeCommit(async () => {
                  if (t.holdMs) await sleep(t.holdMs);
                  if (t.rollback) throw new Error('rolled back on purpose');
                });
              })
              .then(
                () => (committed += t.events + 1),
                (err: Error) => {
                  if (err.message !== 'rolled back on purpose') throw err;
                },
              );
          }
        }),
      );
      done = true;
      await reader;
      expect(seen).toEqual(Array.from({ length: committed }, (_, i) => i + 1));
    }),
    { numRuns: h.kind === 'postgres' ? 6 : 3 },
  );
});

it('drops events appended inside a savepoint that rolls back', async () => {
  const ws = await h.workspace();
  await h.db.tenantTx(ws.id, async (tx) => {
    h.deps.outbox.append(tx, { type: 'intent.hot', data: { visitorId: VISITOR, intentScore: 1 } });
    await tx
      .savepoint(async () => {
        h.deps.outbox.append(tx, { type: 'intent.hot', data: { visitorId: VISITOR, intentScore: 0 } });
        throw new Error('undo');
      })
      .catch(() => undefined);
    h.deps.outbox.append(tx, { type: 'intent.hot', data: { visitorId: VISITOR, intentScore: 2 } });
  });
  await h.db.tenantTx(ws.id, async (tx) => {
    await tx
      .savepoint(async () => {
        h.deps.outbox.append(tx, { type: 'intent.hot', data: { visitorId: VISITOR, intentScore: 0 } });
        throw new Error('undo');
      })
      .catch(() => undefined);
    h.deps.outbox.append(tx, { type: 'intent.hot', data: { visitorId: VISITOR, intentScore: 3 } });
  });
  const rows = await h.db.tenantTx(ws.id, (tx) =>
    tx.query<{ id: number; data: { intentScore: number } }>('SELECT id, data FROM events ORDER BY id'),
  );
  expect(rows.rows.map((r) => [r.id, r.data.intentScore])).toEqual([
    [1, 1],
    [2, 2],
    [3, 3],
  ]);
});

it('numbers events per data set, and sandbox events are separate', async () => {
  const ws = await h.workspace();
  for (const tenant of [ws.id, ws.sandboxId, ws.id]) {
    await h.db.tenantTx(tenant, async (tx) =>
      h.deps.outbox.append(tx, { type: 'intent.hot', data: { visitorId: VISITOR, intentScore: 1 } }),
    );
  }
  const live = await h.db.tenantTx(ws.id, (tx) => tx.query<{ id: number }>('SELECT id FROM events ORDER BY id'));
  const sandbox = await h.db.tenantTx(ws.sandboxId, (tx) =>
    tx.query<{ id: number }>('SELECT id FROM events ORDER BY id'),
  );
  expect(live.rows.map((r) => r.id)).toEqual([1, 2]);
  expect(sandbox.rows.map((r) => r.id)).toEqual([1]);
});
