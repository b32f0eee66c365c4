import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import { readSites } from './knowledge/sites.js';
import { testGuard } from './knowledge/site.js';
import { DEV2_DIR, DEV3_DIR } from '../../bench/answers/serve.js';
import { answerQuestion } from '../../src/resources/knowledge/ask.js';

/**
 * Round 10 of the answerer (docs/quality.md): a question whose wording allows two kinds of answer is answered by
 * either. "How much notice" asks a quantity that is not money, said as a length of time ("one month's notice"),
 * and "how fast" a speed ("1 Gbps") as well as a time. A count question is answered by the sentence whose number
 * counts what it asks about ("We have 9 vets"). And a pronoun's contraction typed without its apostrophe
 * ("shes") is the contraction, not a word the site never says. The Harbour Desk and Thistlewood Vets development
 * sites (bench/answers/dev2, dev3) read by the worker.
 */
let h: Harness;
let ws: TestWorkspace;
let bases: Record<string, string> = {};
let closeSites = async () => {};

beforeAll(async () => {
  h = await createHarness();
  h.deps.outbound = testGuard();
  ws = await h.workspace();
  ({ bases, close: closeSites } = await readSites(h, ws, [
    { name: 'dev2', dir: DEV2_DIR },
    { name: 'dev3', dir: DEV3_DIR },
  ]));
}, 180_000);
afterAll(async () => {
  await h?.close();
  await closeSites();
});

const ask = (question: string, site = 'dev2') => answerQuestion(h.deps, ws.id, { question, baseIds: [bases[site]!] });
const pages = (a: { citations: Array<{ url: string | null }> }) =>
  a.citations.map((c) => (c.url ? new URL(c.url).pathname : null));

describe('a question read as two kinds of answer', () => {
  it('answers "how much notice" with a length of time said in words', async () => {
    const a = await ask('How much notice do I need to give to cancel?');
    expect(a.abstained).toBe(false);
    expect(pages(a)).toContain('/memberships');
    expect(a.text).toContain("one month's notice");
  });

  it('answers "how fast" with a speed, not with a monthly allowance', async () => {
    const a = await ask('How fast is the internet?');
    expect(a.abstained).toBe(false);
    expect(a.text).toContain('1 Gbps');
  });
});

describe('contractions typed without the apostrophe', () => {
  it('reads "shes" as "she\'s", so a question with it is answered', async () => {
    const a = await ask('dogspay price? shes a springer', 'dev3');
    expect(a.abstained).toBe(false);
    expect(pages(a)).toEqual(['/prices']);
    expect(a.text).toContain('Dog spay');
  });
});

describe('a count of what was asked', () => {
  it('answers "how many vets" with the sentence that counts vets, not with a number under a heading that says "vet"', async () => {
    const a = await ask('how many vets do u have', 'dev3');
    expect(a.abstained).toBe(false);
    expect(pages(a)).toEqual(['/team']);
    expect(a.text).toContain('9 vets');
  });
});
