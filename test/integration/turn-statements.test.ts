import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, dbKind, type Harness } from '../helpers/harness.js';
import { settle } from './knowledge/helpers.js';
import { addTextSource, createBase } from '../../src/resources/knowledge/service.js';
import {
  bm25,
  bm25Chunks,
  loadChunks,
  termStats,
  type QueryTerm,
} from '../../src/resources/knowledge/search/search.js';
import { deferVisitorTexts, recordVisitorText } from '../../src/records/search-document.js';
import { raiseIntent, recordArrival } from '../../src/records/visitor-activity.js';

/**
 * What a chat turn saves in statements must not change what it reads or
 * writes: the one-statement question ranking returns what the ranking, the
 * chunk read and the term statistics return separately, and a turn's deferred
 * search text reaches the visitor's document (in the intent update, or before
 * COMMIT when nothing updates the row).
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h?.close();
});

const PAGES = [
  {
    title: 'Shipping',
    text: '## Delivery times\nOrders ship within two days. Express delivery arrives the next day.\n## Returns\nReturns are free within thirty days of delivery.',
  },
  {
    title: 'Pricing',
    text: '## Plans\nThe Starter plan costs 29 dollars a month. The Growth plan adds express shipping.\n## Discounts\nYearly billing saves two months.',
  },
  { title: 'Security', text: '## Data residency\nCustomer data stays in the EU. Backups are encrypted every night.' },
];

/** A workspace whose shared base holds PAGES, indexed. */
async function siteBase() {
  const ws = await h.workspace();
  const baseId = await h.db.tenantTx(ws.id, async (tx) => {
    const b = await createBase(h.deps, tx, { name: 'Site', shared: true });
    for (const p of PAGES) await addTextSource(h.deps, tx, b.id, p);
    return b.id;
  });
  await settle(h, ws.id);
  return { ws, baseId };
}

describe('a question ranked in one statement', () => {
  it('returns the chunks, scores and term statistics of the separate statements', async () => {
    const { ws, baseId } = await siteBase();
    const terms: QueryTerm[] = [
      { term: 'express', origin: 'express', weight: 1 },
      { term: 'deliveri', origin: 'deliveri', weight: 1 },
      { term: 'ship', origin: 'deliveri', weight: 0.5 },
      { term: 'plan', origin: 'plan', weight: 0.5 },
    ];
    const statTerms = ['', 'express', 'deliveri', 'ship', 'never-said'];
    const { combined, ranked, chunks, stats } = await h.db.tenantTx(ws.id, async (tx) => {
      const combined = await bm25Chunks(tx, terms, [baseId], 16, statTerms);
      const ranked = await bm25(tx, terms, [baseId], 16);
      const chunks = await loadChunks(
        tx,
        ranked.map((r) => r.chunkId),
      );
      return { combined, ranked, chunks, stats: await termStats(tx, statTerms, [baseId]) };
    });
    expect(ranked.length).toBeGreaterThan(1);
    expect(combined.hits.map((c) => c.chunkId)).toEqual(ranked.map((r) => r.chunkId));
    expect(combined.hits.map((c) => c.score)).toEqual(ranked.map((r) => r.score));
    expect(combined.hits.map(({ score: _s, ...c }) => c)).toEqual(ranked.map((r) => chunks.get(r.chunkId)));
    expect(combined.stats).toEqual(stats);
    expect(combined.stats.find((s) => s.term === 'never-said')).toMatchObject({ df: 0 });
    expect(combined.stats.find((s) => s.term === 'express')!.df).toBe(2);
    // Prepared once per connection on a PostgreSQL server, and run again as it is (twice on every pooled connection here).
    for (let i = 0; i < 12; i++) {
      const again = await h.db.tenantTx(ws.id, async (tx) => {
        await tx.query('SELECT 1');
        const found = await bm25Chunks(tx, terms, [baseId], 16, statTerms);
        const prepared = await tx.query<{ name: string }>(
          `SELECT name FROM pg_prepared_statements WHERE name LIKE 'svc\\_s%' AND statement LIKE '%wanted AS (SELECT DISTINCT t AS term FROM unnest($9::text[])%'`,
        );
        return { found, prepared: prepared.rows.length };
      });
      expect(again.found).toEqual(combined);
      if (dbKind() === 'postgres') expect(again.prepared).toBe(1);
    }
  });

  it('ranks a heading word higher through the stored title and heading terms', async () => {
    const { ws, baseId } = await siteBase();
    const rows = await h.db.tenantTx(ws.id, (tx) =>
      tx.query<{ heading: string; fieldTerms: string[] }>(
        `SELECT heading, field_terms AS "fieldTerms" FROM knowledge_chunks WHERE heading LIKE '%Returns%'`,
      ),
    );
    expect(rows.rows[0]!.fieldTerms).toEqual(expect.arrayContaining(['ship', 'return']));
    // "returns" is in one chunk's heading and body; the boost lifts it above a chunk that only says it in passing.
    const { hits } = await h.db.tenantTx(ws.id, (tx) =>
      bm25Chunks(tx, [{ term: 'return', origin: 'return', weight: 1 }], [baseId], 4, []),
    );
    expect(hits[0]!.heading).toContain('Returns');
  });
});

describe("a turn's search text", () => {
  const docOf = async (tenant: string, visitorId: string) =>
    (
      await h.db.tenantTx(tenant, (tx) =>
        tx.query<{ doc: string }>(`SELECT search_doc::text AS doc FROM visitors WHERE id = $1`, [visitorId]),
      )
    ).rows[0]!.doc;

  it('joins the document in the intent update, and before COMMIT when nothing updates the row', async () => {
    const ws = await h.workspace();
    const at = new Date();
    const [a, b] = await h.db.tenantTx(ws.id, async (tx) => [
      (await recordArrival(tx, { visitorId: null, at, newVisit: true })).visitorId,
      (await recordArrival(tx, { visitorId: null, at, newVisit: true })).visitorId,
    ]);
    const seenInside = await h.db.tenantTx(ws.id, async (tx) => {
      deferVisitorTexts(tx);
      await recordVisitorText(tx, a, 'Do you support okta single sign-on?');
      await recordVisitorText(tx, b, 'What about HIPAA?');
      await raiseIntent(h.deps, tx, { visitorId: a, delta: 5, threshold: 70, seenAt: at });
      // Taken by the intent update: a's words are in the row already; b's wait for COMMIT.
      const inside = await tx.query<{ id: string; doc: string }>(
        `SELECT id, search_doc::text AS doc FROM visitors WHERE id = ANY($1::uuid[])`,
        [[a, b]],
      );
      return Object.fromEntries(inside.rows.map((r) => [r.id, r.doc]));
    });
    expect(seenInside[a]).toContain("'okta'");
    expect(seenInside[b]).not.toContain('hipaa');
    expect(await docOf(ws.id, a)).toContain("'okta'");
    expect(await docOf(ws.id, b)).toContain("'hipaa'");
  });

  it('is written at once where the transaction did not defer it', async () => {
    const ws = await h.workspace();
    const v = await h.db.tenantTx(
      ws.id,
      async (tx) => (await recordArrival(tx, { visitorId: null, at: new Date(), newVisit: true })).visitorId,
    );
    const inside = await h.db.tenantTx(ws.id, async (tx) => {
      await recordVisitorText(tx, v, 'residency of my data');
      return (await tx.query<{ doc: string }>(`SELECT search_doc::text AS doc FROM visitors WHERE id = $1`, [v]))
        .rows[0]!.doc;
    });
    expect(inside).toContain("'resid'");
  });
});
