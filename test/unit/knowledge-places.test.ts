import { describe, expect, it } from 'vitest';
import { regionsOf } from '../../src/resources/knowledge/search/places.js';
import { applyFacetWeights } from '../../src/resources/knowledge/answer/reading.js';
import { credit, type Facet } from '../../src/resources/knowledge/search/facets.js';

/** Round 11 (docs/quality.md): a country is said, as a synonym, by the region a page names instead. */
const germany = (): Facet => ({
  label: 'Germany',
  distinctive: true,
  light: false,
  focus: false,
  own: ['germani'],
  index: ['germani'],
  alternatives: [
    { terms: ['germani'], factor: 1 },
    { terms: ['european', 'union'], factor: 0.8, region: true },
  ],
  opposites: [],
  weight: 0,
});

describe('a country and its region', () => {
  it('names the regions of a country, and none for the Northern Ireland of the United Kingdom', () => {
    expect(regionsOf('Germany', 'to')).toEqual(['eu', 'european union', 'europe']);
    expect(regionsOf('switzerland', undefined)).toEqual(['europe']);
    expect(regionsOf('scotland', 'in')).toContain('uk');
    expect(regionsOf('ireland', 'in')).toContain('eu');
    expect(regionsOf('ireland', 'northern')).toEqual([]);
    expect(regionsOf('shipping', 'the')).toEqual([]);
  });

  it('keeps the region while the bases never name the country, and drops it when they do', () => {
    const sentence = new Set(['order', 'european', 'union', 'pay', 'import', 'duti']);
    const unnamed = germany();
    applyFacetWeights(
      [unnamed],
      [
        { term: '', df: 1, idf: 3 },
        { term: 'germani', df: 0, idf: 3 },
      ],
    );
    expect(credit(unnamed, sentence)).toBe(0.8);
    const named = germany();
    applyFacetWeights(
      [named],
      [
        { term: '', df: 1, idf: 3 },
        { term: 'germani', df: 2, idf: 2 },
      ],
    );
    expect(credit(named, sentence)).toBe(0);
    expect(credit(named, new Set(['germani']))).toBe(1);
  });
});
