import { describe, expect, it } from 'vitest';
import { daySets } from '../../src/resources/insights/fold.js';
import { normalizeQuestion } from '../../src/resources/insights/knowledge-gaps.js';

describe('normalizeQuestion', () => {
  it('lowercases, drops punctuation and collapses spaces', () => {
    expect(normalizeQuestion('  Do you have   SSO?? ')).toBe('do you have sso');
    expect(normalizeQuestion('Is there an ON-PREM version')).toBe('is there an on prem version');
    expect(normalizeQuestion('Ça coûte combien ?')).toBe('ça coûte combien');
  });

  it('keeps different questions apart: no stemming, no clustering', () => {
    expect(normalizeQuestion('Do you have SSO?')).not.toBe(normalizeQuestion('Do you support SSO?'));
    expect(normalizeQuestion('price')).not.toBe(normalizeQuestion('prices'));
  });
});

describe('daySets', () => {
  it('groups days close together and splits distant ones', () => {
    const sets = daySets(['2026-03-10', '2026-01-01', '2026-03-03', '2026-03-10', '2026-01-02']);
    expect(sets.map((s) => [s.days, s.start.toISOString(), s.end.toISOString()])).toEqual([
      [['2026-01-01', '2026-01-02'], '2026-01-01T00:00:00.000Z', '2026-01-03T00:00:00.000Z'],
      [['2026-03-03', '2026-03-10'], '2026-03-03T00:00:00.000Z', '2026-03-11T00:00:00.000Z'],
    ]);
    expect(daySets([])).toEqual([]);
  });
});
