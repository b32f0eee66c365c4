import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import { readSites } from './knowledge/sites.js';
import { testGuard } from './knowledge/site.js';
import { SPENT_DIR } from '../../bench/answers/serve.js';
import { answerQuestion } from '../../src/resources/knowledge/ask.js';

/**
 * Round 8 of the answerer (docs/quality.md): table rows carry their column
 * headers. Two development sites (bench/answers/spent: a payroll SaaS whose
 * plans and limits are tables, a shop whose delivery costs and size guide are
 * tables) read by the worker; a question that names a column ("minimum monthly
 * fee", "cost", "chest") is answered from the row that holds the value.
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
    { name: 'payroll', dir: path.join(SPENT_DIR, 'payroll') },
    { name: 'shop', dir: path.join(SPENT_DIR, 'shop') },
  ]));
}, 180_000);
afterAll(async () => {
  await h?.close();
  await closeSites();
});

const ask = (site: string, question: string) => answerQuestion(h.deps, ws.id, { question, baseIds: [bases[site]!] });
const pages = (a: { citations: Array<{ url: string | null }> }) =>
  a.citations.map((c) => (c.url ? new URL(c.url).pathname : null));

describe('table rows labelled by their column headers', () => {
  it('answers a question that names a column from the row that holds it, quoting that row alone', async () => {
    const a = await ask('payroll', 'how many admins do we get on core');
    expect(a.abstained).toBe(false);
    expect(pages(a)).toEqual(['/pricing']);
    expect(a.citations[0]!.quote).toBe(
      'Feature: Admin users | Core: 2 admins | Plus: 10 admins | Premium: Unlimited admins',
    );
    const fee = await ask('payroll', "what's the minimum monthly fee on core");
    expect(fee.abstained).toBe(false);
    expect(fee.text).toContain('Minimum monthly fee: €49');
    // The other plans' rows are alternatives, not more of the answer.
    expect(fee.text).not.toContain('€99');
  });

  it('answers a price asked by the column name of a delivery table', async () => {
    const a = await ask('shop', 'How much does next-day delivery cost?');
    expect(a.abstained).toBe(false);
    expect(pages(a)).toContain('/delivery');
    expect(a.text).toContain('£6.95');
  });

  it("answers from the sibling table the question names, and not from its parallel sibling's row", async () => {
    const medium = await ask('shop', "What chest size is a women's medium jacket?");
    expect(medium.abstained).toBe(false);
    expect(medium.text).toContain('92 to 96');
    // The men's table has an XXL row, the women's none: the question's "women's" is said by the women's heading.
    const xxl = await ask('shop', "What chest size is a women's XXL jacket?");
    expect(xxl.abstained).toBe(true);
  });
});
