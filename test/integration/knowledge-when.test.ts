import { describe, expect, it } from 'vitest';
import { withSpentSites } from './knowledge/spent.js';

/**
 * Round 9 of the answerer (docs/quality.md): a "when" question is answered by the
 * event it waits for ("when your order is dispatched"), not only by a date or a
 * duration. Two development sites (bench/answers/spent: a shop, a payroll SaaS) read by the worker.
 */
const ask = withSpentSites(['payroll', 'shop']);

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
