import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import { settle } from './knowledge/helpers.js';
import { testGuard } from './knowledge/site.js';
import { SPENT_DIR, serveSite, type ServedSite } from '../../bench/answers/serve.js';
import { createBase } from '../../src/resources/knowledge/service.js';
import { answerQuestion } from '../../src/resources/knowledge/ask.js';

/**
 * Round 9 of the answerer (docs/quality.md): a "when" question is answered by the
 * event it waits for ("when your order is dispatched"), not only by a date or a
 * duration. Two development sites (bench/answers/spent: a shop, a payroll SaaS) read by the worker.
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
  for (const name of ['payroll', 'shop']) {
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

const ask = (site: string, question: string) => answerQuestion(h.deps, ws.id, { question, baseIds: [bases[site]!] });

describe('a "when" question answered by a clause of time', () => {
  it('answers "when is my card charged?" with the event the charge waits for', async () => {
    const a = await ask('shop', 'When is my card charged?');
    expect(a.abstained).toBe(false);
    expect(a.citations.map((c) => (c.url ? new URL(c.url).pathname : null))).toContain('/payment');
    expect(a.text).toContain('when your order is dispatched');
  });

  it('answers "when are claims paid back?" with the run they are paid with', async () => {
    const a = await ask('payroll', 'When are approved expense claims paid back to employees?');
    expect(a.abstained).toBe(false);
    expect(a.text).toContain('with the next payroll run');
  });
});
