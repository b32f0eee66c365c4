import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import { readSites } from './knowledge/sites.js';
import { testGuard } from './knowledge/site.js';
import path from 'node:path';
import { DEV3_DIR, SPENT_DIR } from '../../bench/answers/serve.js';
import { answerQuestion } from '../../src/resources/knowledge/ask.js';

/**
 * Round 13 of the answerer (docs/quality.md): a page states a value, not the word naming its kind. "Phone: 01632
 * 960772" is the telephone number and "14 Orchard Lane, …" the street address, though neither says "number" or
 * "address", and "Monday to Friday, 8:00 to 18:00" gives the opening hours (answer/kinds.ts). The Thistlewood Vets
 * development site (bench/answers/dev3) and the spent Paybridge site (bench/answers/spent/payroll) read by the worker.
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
    { name: 'dev3', dir: DEV3_DIR },
    { name: 'payroll', dir: path.join(SPENT_DIR, 'payroll') },
  ]));
}, 180_000);
afterAll(async () => {
  await h?.close();
  await closeSites();
});

const ask = (question: string, site = 'dev3') => answerQuestion(h.deps, ws.id, { question, baseIds: [bases[site]!] });
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

  it('answers "opening hours" and "open on Saturdays" with the lines that give a range of clock times', async () => {
    const hours = await ask('What are your support opening hours?', 'payroll');
    expect(hours.abstained).toBe(false);
    expect(pages(hours)).toContain('/support');
    expect(hours.text).toContain('8:00 to 18:00');
    const saturday = await ask('r u open on saturdays?', 'payroll');
    expect(saturday.abstained).toBe(false);
    expect(saturday.text).toContain('Saturday from 9:00 to 13:00');
  });
});
