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
 * duration. A development shop site (bench/answers/spent/shop) read by the worker.
 */
let h: Harness;
let ws: TestWorkspace;
let site: ServedSite;
let baseId: string;

beforeAll(async () => {
  h = await createHarness();
  h.deps.outbound = testGuard();
  ws = await h.workspace();
  const api = await ws.live();
  site = await serveSite({ host: 'site.test', dir: path.join(SPENT_DIR, 'shop') });
  const base = await h.db.tenantTx(ws.id, (tx) => createBase(h.deps, tx, { name: 'shop', shared: true }));
  baseId = base.id;
  const added = await api.post(`/v1/knowledge/bases/${base.id}/sources`, { url: `${site.origin}/sitemap.xml` });
  expect(added.status).toBe(201);
  await settle(h, ws.id);
}, 180_000);
afterAll(async () => {
  await h?.close();
  await site?.close();
});

describe('a "when" question answered by a clause of time', () => {
  it('answers "when is my card charged?" with the event the charge waits for', async () => {
    const a = await answerQuestion(h.deps, ws.id, { question: 'When is my card charged?', baseIds: [baseId] });
    expect(a.abstained).toBe(false);
    expect(a.citations.map((c) => (c.url ? new URL(c.url).pathname : null))).toContain('/payment');
    expect(a.text).toContain('when your order is dispatched');
  });
});
