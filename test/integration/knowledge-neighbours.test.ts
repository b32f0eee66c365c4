import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import { settle } from './knowledge/helpers.js';
import { testGuard } from './knowledge/site.js';
import { DEV3_DIR, serveSite, type ServedSite } from '../../bench/answers/serve.js';
import { createBase } from '../../src/resources/knowledge/service.js';
import { extractive, prepareAsk } from '../../src/resources/knowledge/ask.js';
import { THRESHOLDS } from '../../src/resources/knowledge/answer/extractive.js';
import { neighboursOf } from '../../src/resources/knowledge/search/neighbours.js';
import { lexemesOf } from '../../src/resources/knowledge/search/search.js';

/**
 * Round 6 of the answerer (docs/quality.md): a word of the question the right
 * sentence does not say is credited partly by its neighbour on the site (terms
 * sharing its chunks), and a neighbour said in the same sentence as the word (a
 * sibling in a list) is none. On the third development site (bench/answers/dev3,
 * Thistlewood Vets) read by the worker.
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
  site = await serveSite({ host: 'site.test', dir: DEV3_DIR });
  baseId = (await h.db.tenantTx(ws.id, (tx) => createBase(h.deps, tx, { name: 'Thistlewood Vets', shared: true }))).id;
  const added = await api.post(`/v1/knowledge/bases/${baseId}/sources`, { url: `${site.origin}/sitemap.xml` });
  expect(added.status).toBe(201);
  await settle(h, ws.id);
}, 120_000);
afterAll(async () => {
  await h?.close();
  await site?.close();
});

const prepare = (question: string) => prepareAsk(h.deps, ws.id, { question, baseIds: [baseId] });
const pages = (a: { citations: Array<{ url: string | null }> }) =>
  a.citations.map((c) => (c.url ? new URL(c.url).pathname : null));

describe("the site's own neighbours of a word", () => {
  it('credit a word the right sentence lacks by its neighbour there, and only with the neighbour weight on', async () => {
    const p = await prepare('How long can I leave my car in the Millford car park without paying?');
    const a = extractive(p);
    expect(a.abstained).toBe(false);
    expect(pages(a)).toContain('/branches');
    expect(a.text).toContain('2 hours');
    expect(extractive(p, { ...THRESHOLDS, neighbour: 0 }).abstained).toBe(true);
  });

  it('leave out a sibling said in the same sentence, so a near-miss is not answered with it', async () => {
    const stems = await h.db.tenantTx(ws.id, (tx) => lexemesOf(tx, ['guinea', 'rabbits']));
    const [guinea, rabbit] = [stems[0]![0]!, stems[1]![0]!];
    const near = await h.db.tenantTx(ws.id, (tx) => neighboursOf(tx, [guinea], [baseId]));
    expect(near.get(guinea)?.has(rabbit)).toBe(false);
    const a = extractive(await prepare('Is there a Pet Health Club plan for guinea pigs?'));
    expect(a.abstained).toBe(true);
  });
});
