import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import { settle } from './knowledge/helpers.js';
import { testGuard } from './knowledge/site.js';
import { SPENT_DIR, serveSite, type ServedSite } from '../../bench/answers/serve.js';
import { createBase } from '../../src/resources/knowledge/service.js';
import { answerQuestion } from '../../src/resources/knowledge/ask.js';

/**
 * Round 11 of the answerer (docs/quality.md): a country the site never names is said, as a synonym, by the region a
 * page names instead ("an order to Germany": "For orders to the European Union we pay the import duties"); a
 * country the site does name is not ("local payroll in Switzerland" is no "across Europe"). The spent shop and
 * payroll development sites (bench/answers/spent) read by the worker. And a "which" question is answered by the
 * sentence that lists names ("We accept Visa, Mastercard, …").
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
  for (const name of ['shop', 'payroll']) {
    const site = await serveSite({ host: 'site.test', dir: path.join(SPENT_DIR, name) });
    sites.push(site);
    const base = await h.db.tenantTx(ws.id, (tx) => createBase(h.deps, tx, { name, shared: true }));
    bases[name] = base.id;
    const added = await api.post(`/v1/knowledge/bases/${base.id}/sources`, { url: `${site.origin}/sitemap.xml` });
    expect(added.status).toBe(201);
  }
  await settle(h, ws.id);
}, 180_000);
afterAll(async () => {
  await h?.close();
  for (const site of sites) await site.close();
});

const ask = (question: string, site: string) => answerQuestion(h.deps, ws.id, { question, baseIds: [bases[site]!] });
const pages = (a: { citations: Array<{ url: string | null }> }) =>
  a.citations.map((c) => (c.url ? new URL(c.url).pathname : null));

describe('a country said by its region', () => {
  it('answers a question about Germany from what the site says of the European Union', async () => {
    const a = await ask('Will I have to pay import duties on an order to Germany?', 'shop');
    expect(a.abstained).toBe(false);
    expect(pages(a)).toEqual(['/delivery']);
    expect(a.text).toContain('we pay the import duties');
  });

  it('does not answer a question about a country the site names with what it says of the whole region', async () => {
    const a = await ask('Do you run local payroll in Switzerland?', 'payroll');
    expect(a.abstained).toBe(true);
  });
});

describe('a list of names for a "which" question', () => {
  it('answers "which payment methods" with the sentence that lists them, not the refund sentence that says the words', async () => {
    const a = await ask('Which payment methods do you accept?', 'shop');
    expect(a.abstained).toBe(false);
    expect(pages(a)).toEqual(['/payment']);
    expect(a.text).toContain('Visa, Mastercard');
  });
});
