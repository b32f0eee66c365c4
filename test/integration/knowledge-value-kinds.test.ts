import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import { readSites } from './knowledge/sites.js';
import { testGuard } from './knowledge/site.js';
import { DEV3_DIR } from '../../bench/answers/serve.js';
import { answerQuestion } from '../../src/resources/knowledge/ask.js';

/**
 * Round 13 of the answerer (docs/quality.md): a page states a value, not the word naming its kind. "Phone: 01632
 * 960772" is the telephone number and "14 Orchard Lane, …" the street address, though neither says "number" or
 * "address" (answer/kinds.ts). The Thistlewood Vets development site (bench/answers/dev3) read by the worker.
 */
let h: Harness;
let ws: TestWorkspace;
let bases: Record<string, string> = {};
let closeSites = async () => {};

beforeAll(async () => {
  h = await createHarness();
  h.deps.outbound = testGuard();
  ws = await h.workspace();
  ({ bases, close: closeSites } = await readSites(h, ws, [{ name: 'dev3', dir: DEV3_DIR }]));
}, 180_000);
afterAll(async () => {
  await h?.close();
  await closeSites();
});

const ask = (question: string) => answerQuestion(h.deps, ws.id, { question, baseIds: [bases.dev3!] });
const pages = (a: { citations: Array<{ url: string | null }> }) =>
  a.citations.map((c) => (c.url ? new URL(c.url).pathname : null));

describe('a value says the word naming its kind', () => {
  it('answers "telephone number" with the line that gives the number', async () => {
    const a = await ask('What is the telephone number for the Millford surgery?');
    expect(a.abstained).toBe(false);
    expect(pages(a)).toContain('/contact');
    expect(a.text).toContain('01632 960772');
  });

  it('answers "street address" with the line that gives the house number and street', async () => {
    const a = await ask('What is the street address of your Ashby Green surgery?');
    expect(a.abstained).toBe(false);
    expect(pages(a)).toContain('/branches');
    expect(a.text).toContain('14 Orchard Lane');
  });
});
