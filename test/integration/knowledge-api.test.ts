import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { Client } from '../helpers/client.js';
import { ManualClock } from '../../src/clock.js';
import type { Tx } from '../../src/db/types.js';
import { createAgent } from '../../src/resources/agents/service.js';
import { addTextSource, attachBase, createBase } from '../../src/resources/knowledge/service.js';
import { NOT_COVERED } from '../../src/resources/knowledge/ask.js';
import { B, K1, RANKING } from '../../src/resources/knowledge/search/search.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

const TEXTS = {
  alpha:
    'Alpha agent handles orders.\n\nOrders ship from the Lisbon warehouse within two business days. Express shipping costs twelve euros.',
  beta: 'Beta agent handles hiring.\n\nThe engineering team hires remote developers in Europe. Interviews take three rounds over two weeks.',
  shared: 'Company facts.\n\nThe company was founded in 2011 in Porto. It employs 240 people across four offices.',
  loose: 'Unattached notes.\n\nThe cafeteria serves vegetarian lunch every Thursday.',
};

/** Two agents: alpha (personal base + the shared base), beta (personal base); plus a base no agent reads. */
async function world() {
  const ws = await h.workspace();
  const ids = await h.db.tenantTx(ws.id, async (tx: Tx) => {
    const alpha = await createAgent(h.deps, tx, { name: 'Alpha' });
    const beta = await createAgent(h.deps, tx, { name: 'Beta' });
    const shared = await createBase(h.deps, tx, { name: 'Facts', shared: true });
    await attachBase(h.deps, tx, shared.id, alpha.publicId);
    const loose = await createBase(h.deps, tx, { name: 'Loose', shared: true });
    const src = {
      alpha: await addTextSource(h.deps, tx, alpha.personalBaseId!, { title: 'Orders', text: TEXTS.alpha }),
      beta: await addTextSource(h.deps, tx, beta.personalBaseId!, { title: 'Hiring', text: TEXTS.beta }),
      shared: await addTextSource(h.deps, tx, shared.id, { title: 'Facts', text: TEXTS.shared }),
      loose: await addTextSource(h.deps, tx, loose.id, { title: 'Notes', text: TEXTS.loose }),
    };
    return { alpha, beta, shared: shared.id, loose: loose.id, src };
  });
  return { ws, api: await ws.live(), ...ids };
}

const titles = (res: { body: { results: Array<{ sourceTitle: string }> } }) =>
  res.body.results.map((r) => r.sourceTitle).sort();

describe('knowledge retrieve and ask', () => {
  it('targets exactly: an agent sees its personal base and attached shared bases; baseIds; else every base', async () => {
    const w = await world();
    const q = (body: object) =>
      w.api.post('/v1/knowledge/retrieve', { query: 'orders hiring company cafeteria', limit: 10, ...body });
    expect(titles(await q({ agentId: w.alpha.id }))).toEqual(['Facts', 'Orders']);
    expect(titles(await q({ agentId: w.alpha.publicId }))).toEqual(['Facts', 'Orders']);
    expect(titles(await q({ agentId: w.beta.id }))).toEqual(['Hiring']);
    expect(titles(await q({ baseIds: [w.loose, w.shared] }))).toEqual(['Facts', 'Notes']);
    expect(titles(await q({}))).toEqual(['Facts', 'Hiring', 'Notes', 'Orders']);
    expect(titles(await q({ agentId: w.alpha.id, baseIds: [w.shared, w.loose] }))).toEqual(['Facts']);
    expect((await q({ agentId: crypto.randomUUID() })).body).toMatchObject({
      status: 400,
      code: 'invalid-request',
      param: 'agentId',
    });
    expect((await q({ baseIds: [crypto.randomUUID()] })).body).toMatchObject({ status: 400, param: 'baseIds' });
    expect((await q({ baseIds: ['nope'] })).body).toMatchObject({
      status: 400,
      param: expect.stringMatching(/^baseIds/),
    });
    // Another workspace's base does not exist here.
    const other = await world();
    expect((await q({ baseIds: [other.shared] })).body).toMatchObject({ status: 400, param: 'baseIds' });
    expect(
      (await other.api.post('/v1/knowledge/retrieve', { query: 'orders' })).body.results.map((r: any) => r.sourceId),
    ).toEqual([other.src.alpha.id]);
  });

  it('validates the query and limit', async () => {
    const { api } = await world();
    const bad: Array<[object, string]> = [
      [{}, 'query'],
      [{ query: '' }, 'query'],
      [{ query: '   ' }, 'query'],
      [{ query: 'x'.repeat(2001) }, 'query'],
      [{ query: 'orders', limit: 0 }, 'limit'],
      [{ query: 'orders', limit: 51 }, 'limit'],
      [{ query: 42 }, 'query'],
    ];
    for (const [body, param] of bad) {
      const res = await api.post('/v1/knowledge/retrieve', body);
      expect({ body, status: res.status, param: res.body.param }).toEqual({ body, status: 400, param });
    }
    expect((await api.post('/v1/knowledge/ask', { question: ' ' })).body).toMatchObject({
      status: 400,
      param: 'question',
    });
    expect((await api.post('/v1/knowledge/retrieve', { query: 'orders', limit: 1 })).body.results).toHaveLength(1);
  });

  it('scores BM25 in 0..1, best first, exactly as the formula over the postings', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const docs = [
      'Widgets measure temperature. Widgets report humidity.',
      'The widget dashboard shows temperature charts for every room.',
      'Invoices are sent monthly by email.',
      'Temperature sensors need calibration once a year; widgets do it automatically.',
    ];
    const baseId = await h.db.tenantTx(ws.id, async (tx) => {
      const b = await createBase(h.deps, tx, { name: 'Scores', shared: true });
      // One title holds a query term, so the title and heading weight is part of what is checked.
      for (const [i, text] of docs.entries())
        await addTextSource(h.deps, tx, b.id, { title: i === 3 ? 'Calibration notes' : `Doc ${i}`, text });
      return b.id;
    });
    const query = 'widget temperature calibration';
    const res = await api.post('/v1/knowledge/retrieve', { query, baseIds: [baseId] });
    const scores = res.body.results.map((r: any) => r.score);
    expect(scores.length).toBe(3);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(scores.every((s: number) => s > 0 && s <= 1)).toBe(true);

    // An independent BM25 over the stored postings gives the same scores: each query term's weight
    // in the chunk, plus RANKING.headingBoost of its full weight when the title or heading holds it.
    const expected = await h.db.tenantTx(ws.id, async (tx) => {
      const terms = (
        await tx.query<{ t: string }>(`SELECT DISTINCT lexeme AS t FROM unnest(to_tsvector('english', $1))`, [query])
      ).rows.map((r) => r.t);
      const chunks = (
        await tx.query<{ id: string; title: string; length: number; field: string[] }>(
          `SELECT id, title, length, ARRAY(SELECT lexeme FROM unnest(to_tsvector('english', COALESCE(title, '') || E'\\n' || COALESCE(heading, '')))) AS field
           FROM knowledge_chunks WHERE base_id = $1`,
          [baseId],
        )
      ).rows;
      const postings = (
        await tx.query<{ term: string; chunk_id: string; tf: number }>(
          `SELECT term, chunk_id, tf FROM knowledge_postings WHERE base_id = $1`,
          [baseId],
        )
      ).rows;
      const avgdl = chunks.reduce((s, c) => s + c.length, 0) / chunks.length;
      const idf = new Map(
        terms.map((t) => {
          const df = postings.filter((p) => p.term === t).length;
          return [t, df ? Math.log(1 + (chunks.length - df + 0.5) / (df + 0.5)) : 0];
        }),
      );
      const most = [...idf.values()].reduce((s, v) => s + v, 0) * (K1 + 1);
      const boost = RANKING.headingBoost;
      return chunks
        .map((c) => {
          let raw = 0;
          let head = 0;
          for (const t of terms) {
            const tf = postings.find((p) => p.term === t && p.chunk_id === c.id)?.tf ?? 0;
            if (tf) raw += (idf.get(t)! * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * c.length) / avgdl));
            if (tf && c.field.includes(t)) head += idf.get(t)! * (K1 + 1);
          }
          return { title: c.title, score: (raw + boost * head) / (most * (1 + boost)) };
        })
        .filter((c) => c.score > 0)
        .sort((a, b) => b.score - a.score);
    });
    expect(res.body.results.map((r: any) => r.sourceTitle)).toEqual(expected.map((e) => e.title));
    for (const [i, r] of res.body.results.entries()) expect(r.score).toBeCloseTo(expected[i]!.score, 9);
  });

  it('answers with verbatim quotes, abstains when the sources do not cover the question, and writes nothing', async () => {
    const w = await world();
    const before = await h.db.tenantTx(w.ws.id, (tx) =>
      tx.query(`SELECT (SELECT count(*) FROM events) + (SELECT count(*) FROM visitors) AS n`),
    );
    const res = await w.api.post('/v1/knowledge/ask', {
      question: 'When do orders ship from the Lisbon warehouse?',
      agentId: w.alpha.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.answer).toContain('Orders ship from the Lisbon warehouse within two business days.');
    expect(res.body.citations.length).toBeGreaterThan(0);
    for (const c of res.body.citations) {
      expect(c).toMatchObject({ title: 'Orders', url: null, sourceId: w.src.alpha.id, chunkIndex: 0 });
      const chunk = await h.db.tenantTx(w.ws.id, (tx) =>
        tx.query<{ text: string }>(`SELECT text FROM knowledge_chunks WHERE source_id = $1 AND chunk_index = $2`, [
          c.sourceId,
          c.chunkIndex,
        ]),
      );
      expect(chunk.rows[0]!.text).toContain(c.quote);
      expect(res.body.answer).toContain(c.quote);
    }
    for (const question of [
      'What is the boiling point of mercury on Mars?',
      'Who won the football world cup?',
      'Which agent handles hiring?',
    ]) {
      const off = await w.api.post('/v1/knowledge/ask', { question, agentId: w.alpha.id });
      expect({ question, ...off.body }).toEqual({ question, answer: NOT_COVERED, citations: [] });
    }
    const after = await h.db.tenantTx(w.ws.id, (tx) =>
      tx.query(`SELECT (SELECT count(*) FROM events) + (SELECT count(*) FROM visitors) AS n`),
    );
    expect(after.rows[0]!.n).toEqual(before.rows[0]!.n);
  });

  it('stops answering from a deleted source at once', async () => {
    const w = await world();
    const question = { question: 'When was the company founded and where?', agentId: w.alpha.id };
    const first = await w.api.post('/v1/knowledge/ask', question);
    expect(first.body.citations.map((c: any) => c.sourceId)).toContain(w.src.shared.id);
    const del = await w.api.delete(`/v1/knowledge/sources/${w.src.shared.id}`);
    expect(del.status).toBe(204);
    expect((await w.api.post('/v1/knowledge/ask', question)).body).toEqual({ answer: NOT_COVERED, citations: [] });
    expect(
      (await w.api.post('/v1/knowledge/retrieve', { query: 'founded Porto' })).body.results.some(
        (r: any) => r.sourceId === w.src.shared.id,
      ),
    ).toBe(false);
    const left = await h.db.tenantTx(w.ws.id, (tx) =>
      tx.query(
        `SELECT count(*)::int AS n FROM knowledge_postings p JOIN knowledge_chunks c ON c.id = p.chunk_id WHERE c.source_id = $1`,
        [w.src.shared.id],
      ),
    );
    expect(left.rows[0]!.n).toBe(0);
    expect((await w.api.get(`/v1/knowledge/sources/${w.src.shared.id}`)).status).toBe(404);
    expect((await w.api.delete(`/v1/knowledge/sources/${w.src.shared.id}`)).status).toBe(404);
  });

  it('draws retrieve and ask from the knowledge bucket only', async () => {
    // Time stands still for this app, so the bucket cannot refill during the loop.
    const frozen = await createHarness({ db: h.db, clock: new ManualClock() });
    const { ws } = await world();
    const api = new Client(frozen.app, (await ws.key()).key);
    for (let i = 0; i < 30; i++) {
      const res = await (i % 2
        ? api.post('/v1/knowledge/ask', { question: 'orders?' })
        : api.post('/v1/knowledge/retrieve', { query: 'orders' }));
      expect(res.status).toBe(200);
      expect(res.headers['x-ratelimit-resource']).toBe('knowledge');
    }
    const limited = await api.post('/v1/knowledge/retrieve', { query: 'orders' });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('rate-limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    const other = await api.get('/v1/knowledge/bases');
    expect(other.status).toBe(200);
    expect(other.headers['x-ratelimit-resource']).toBe('default');
    expect(Number(other.headers['x-ratelimit-remaining'])).toBe(59);
    await frozen.close();
  });

  it('lists bases and pages sources', async () => {
    const w = await world();
    const bases = (await w.api.get('/v1/knowledge/bases')).body.items;
    expect(bases.map((b: any) => b.id).sort()).toEqual(
      [w.alpha.personalBaseId, w.beta.personalBaseId, w.shared, w.loose].sort(),
    );
    const alphaBase = bases.find((b: any) => b.id === w.alpha.personalBaseId);
    expect(alphaBase).toMatchObject({
      shared: false,
      status: 'active',
      agentIds: [w.alpha.id],
      lastRefresh: null,
      sources: { total: 1, loaded: 1 },
    });
    expect(bases.find((b: any) => b.id === w.shared).agentIds).toEqual([w.alpha.id]);
    const page1 = await w.api.get('/v1/knowledge/sources?limit=3');
    expect(page1.body.items).toHaveLength(3);
    const page2 = await w.api.get(`/v1/knowledge/sources?limit=3&cursor=${page1.body.nextCursor}`);
    expect(page2.body).toMatchObject({ nextCursor: null });
    expect([...page1.body.items, ...page2.body.items].map((s: any) => s.id)).toEqual(
      [w.src.loose, w.src.shared, w.src.beta, w.src.alpha].map((s) => s.id),
    );
    expect((await w.api.get(`/v1/knowledge/sources?baseId=${w.shared}`)).body.items.map((s: any) => s.id)).toEqual([
      w.src.shared.id,
    ]);
    expect(
      (await w.api.get(`/v1/knowledge/sources?baseId=${w.shared}&cursor=${page1.body.nextCursor}`)).body,
    ).toMatchObject({ status: 400, param: 'cursor' });
    const detail = (await w.api.get(`/v1/knowledge/bases/${w.shared}`)).body;
    expect(detail.sources).toEqual([
      expect.objectContaining({ id: w.src.shared.id, kind: 'text', status: 'loaded', name: 'Facts' }),
    ]);
    expect((await w.api.get(`/v1/knowledge/bases/${crypto.randomUUID()}`)).status).toBe(404);
  });

  it('seeds the sandbox with an agent, its personal base and an attached shared base, both loaded', async () => {
    const ws = await h.workspace({ seed: true });
    const api = await ws.test();
    const [agent] = (await api.get('/v1/agents')).body.items;
    const bases = (await api.get('/v1/knowledge/bases')).body.items;
    // Exactly its personal base (its alone) and one shared base attached to it.
    const byId = new Map(bases.map((b: any) => [b.id, b]));
    expect(byId.get(agent.personalBaseId)).toMatchObject({ shared: false, agentIds: [agent.id] });
    expect(agent.sharedBaseIds.map((id: string) => byId.get(id))).toEqual([
      expect.objectContaining({ shared: true, agentIds: [agent.id] }),
    ]);
    expect(bases.map((b: any) => b.status)).toEqual(['active', 'active']);
    expect(bases.every((b: any) => b.sources.loaded > 0 && /\(example\)/.test(b.name))).toBe(true);
    const answer = await api.post('/v1/knowledge/ask', {
      question: 'Where is customer data stored?',
      agentId: agent.publicId,
    });
    expect(answer.body.citations[0]).toMatchObject({ title: 'Security and privacy (example)' });
    expect(answer.body.answer).toContain('Frankfurt');
  });
});
