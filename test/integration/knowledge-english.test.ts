import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import { settle } from './knowledge/helpers.js';
import { testGuard } from './knowledge/site.js';
import { DEV2_DIR, DEV3_DIR, serveSite, type ServedSite } from '../../bench/answers/serve.js';
import { createBase } from '../../src/resources/knowledge/service.js';
import { extractive, prepareAsk } from '../../src/resources/knowledge/ask.js';
import type { Prepared } from '../../src/resources/knowledge/answer/extractive.js';

/**
 * Round 7 of the answerer (docs/quality.md): a visitor's word that the site never says counts, for less, where
 * the site says its English synonym or derived form (WordNet, search/english.ts). On two development sites read
 * by the worker: Harbour Desk (bench/answers/dev2) and Thistlewood Vets (bench/answers/dev3).
 */
let h: Harness;
let ws: TestWorkspace;
const sites: ServedSite[] = [];
const bases: Record<string, string> = {};

beforeAll(async () => {
  h = await createHarness();
  h.deps.outbound = testGuard();
  ws = await h.workspace();
  const api = await ws.live();
  for (const [name, dir] of [
    ['dev2', DEV2_DIR],
    ['dev3', DEV3_DIR],
  ] as const) {
    const site = await serveSite({ host: 'site.test', dir });
    sites.push(site);
    bases[name] = (await h.db.tenantTx(ws.id, (tx) => createBase(h.deps, tx, { name, shared: true }))).id;
    const added = await api.post(`/v1/knowledge/bases/${bases[name]}/sources`, { url: `${site.origin}/sitemap.xml` });
    expect(added.status).toBe(201);
  }
  await settle(h, ws.id);
}, 180_000);
afterAll(async () => {
  await h?.close();
  for (const s of sites) await s.close();
});

const prepare = (question: string, base: string) => prepareAsk(h.deps, ws.id, { question, baseIds: [bases[base]!] });
/** The same prepared question without the relatives from English: the mechanism switched off. */
const withoutRelatives = (p: Prepared): Prepared => ({
  ...p,
  facets: p.facets.map((f) => ({ ...f, alternatives: f.alternatives.filter((a) => !a.outside) })),
  ...(p.parts ? { parts: p.parts.map(withoutRelatives) } : {}),
});
const pages = (a: { citations: Array<{ url: string | null }> }) =>
  a.citations.map((c) => (c.url ? new URL(c.url).pathname : null));

describe("a visitor's word the site never says, met by its English relative", () => {
  it.each([
    ['dev3', 'How much is it to spay a female cat?', '/prices', '£165'],
    ['dev2', 'Where can I store my bike?', '/locations', 'bike storage'],
  ] as const)('%s: %s', async (base, question, page, value) => {
    const p = await prepare(question, base);
    const a = extractive(p);
    expect(a.abstained).toBe(false);
    expect(pages(a)).toContain(page);
    expect(a.text.toLowerCase()).toContain(value);
    const off = extractive(withoutRelatives(p));
    expect(off.abstained || off.text !== a.text).toBe(true);
  });

  it('abstains where the site names another kind of what was asked, a word it never says (a day pass for a week pass)', async () => {
    const p = await prepare('How much is a week pass?', 'dev2');
    expect(p.facets.find((f) => f.label === 'week')?.siblings?.flat()).toContain('day');
    expect(extractive(p).abstained).toBe(true);
    // Without the siblings the day pass's price answers it.
    const off = {
      ...p,
      facets: p.facets.map((f) => ({ ...f, opposites: f.opposites.filter((o) => !f.siblings?.includes(o)) })),
    };
    expect(extractive(off).abstained).toBe(false);
  });

  it('reaches no sibling: a near-miss about another kind of thing still abstains', async () => {
    const a = extractive(await prepare('Can you issue a health certificate for taking my cat to the USA?', 'dev3'));
    expect(a.abstained).toBe(true);
  });
});
