import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import type { Client } from '../helpers/client.js';
import { settle } from './knowledge/helpers.js';
import { testGuard } from './knowledge/site.js';
import {
  HELDOUT_DIR,
  heldoutSites,
  SPENT_DIR,
  spentSites,
  serveSite,
  type ServedSite,
} from '../../bench/answers/serve.js';
import { createBase } from '../../src/resources/knowledge/service.js';
import { answerQuestion, sentencesOf } from '../../src/resources/knowledge/ask.js';

/**
 * Casual typing and what an answer quotes, on real sites read by the worker:
 * the Brightshelf development site (bench/answers/site) for the casual
 * questions, and every held-out site (bench/answers/heldout, and the spent ones in bench/answers/spent) for the quote
 * property. The held-out sites are only read here, never tuned on: the property
 * is about every chunk, not about their questions.
 */
let h: Harness;
let ws: TestWorkspace;
let api: Client;
const sites: ServedSite[] = [];
let devBase: string;
const heldBases: string[] = [];

async function readSite(dir: string | undefined, name: string): Promise<string> {
  const site = await serveSite({ host: 'site.test', ...(dir ? { dir } : {}) });
  sites.push(site);
  const baseId = (await h.db.tenantTx(ws.id, (tx) => createBase(h.deps, tx, { name, shared: true }))).id;
  const added = await api.post(`/v1/knowledge/bases/${baseId}/sources`, { url: `${site.origin}/sitemap.xml` });
  expect(added.status).toBe(201);
  return baseId;
}

beforeAll(async () => {
  h = await createHarness();
  h.deps.outbound = testGuard();
  ws = await h.workspace();
  api = await ws.live();
  devBase = await readSite(undefined, 'Brightshelf');
  for (const name of heldoutSites()) heldBases.push(await readSite(path.join(HELDOUT_DIR, name), name));
  for (const name of spentSites()) heldBases.push(await readSite(path.join(SPENT_DIR, name), name));
  await settle(h, ws.id);
}, 120_000);
afterAll(async () => {
  await h?.close();
  for (const s of sites) await s.close();
});

const ask = (question: string, baseIds = [devBase]) => answerQuestion(h.deps, ws.id, { question, baseIds });
const pathOf = (url: string | null) => (url ? new URL(url).pathname : null);

describe('casual typing, for retrieval and the answerer alike', () => {
  it('reads chat abbreviations as the words they stand for', async () => {
    const a = await ask('how many ppl r on ur team');
    expect(a.abstained).toBe(false);
    expect(a.citations.map((c) => pathOf(c.url))).toContain('/about');
    expect(a.text).toContain('64');
  });

  it("corrects a typed word to the nearest of the site's own words", async () => {
    const a = await ask('can i wrk remotly for u');
    expect(a.abstained).toBe(false);
    expect(a.citations.map((c) => pathOf(c.url))).toContain('/careers');
    expect(a.text.toLowerCase()).toContain('remotely');
    const b = await ask('which bookeeping tools can i conect');
    expect(b.citations.map((c) => pathOf(c.url))).toContain('/integrations');
    expect(b.text).toContain('QuickBooks');
  });

  it('still abstains on a name the site never uses, typed casually', async () => {
    for (const q of ['do u integrate w magento', 'r u HIPAA compliant']) expect((await ask(q)).abstained).toBe(true);
  });
});

describe('quotes are verbatim and carry the answer', () => {
  it('every quote the answerer emits, asked about every chunk of the held-out sites, is in its chunk and is no bare heading or reply', async () => {
    expect(heldBases.length).toBeGreaterThan(0);
    const rows = await h.db.tenantTx(ws.id, (tx) =>
      tx.query<{ id: string; base: string; text: string }>(
        `SELECT id, base_id AS base, text FROM knowledge_chunks WHERE base_id = ANY($1::uuid[]) ORDER BY id`,
        [heldBases],
      ),
    );
    const chunks = rows.rows
      .map((r) => ({ ...r, sentences: sentencesOf(r.text) }))
      .filter((c) => c.sentences.length > 0);
    const text = new Map(rows.rows.map((r) => [r.id, r.text.replace(/\s+/g, ' ')]));
    const casual = (s: string) => s.toLowerCase().replace(/[.?!]+$/, '');
    // Every chunk, asked in its own words twice: as written, and as a visitor would type it (lower case, no stop).
    for (const chunk of chunks) {
      const longest = chunk.sentences.reduce((a, b) => (b.length > a.length ? b : a));
      for (const question of [`${longest.replace(/[.?!]+$/, '')}?`, casual(chunk.sentences[0]!)]) {
        const a = await ask(question, [chunk.base]);
        for (const c of a.citations) {
          expect(text.get(c.chunkId), question).toContain(c.quote.replace(/\s+/g, ' '));
          expect((c.quote.match(/[\p{L}\p{N}]+/gu) ?? []).length, `${question} → ${c.quote}`).toBeGreaterThan(2);
        }
      }
    }
  }, 300_000);
});
