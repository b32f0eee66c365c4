import { describe, expect, it } from 'vitest';
import { analyseQuestion } from '../../src/resources/knowledge/search/question.js';
import { chunk, facet } from '../helpers/answer-chunks.js';
import { extract, THRESHOLDS, type Prepared, type ReadChunk } from '../../src/resources/knowledge/answer/extractive.js';
import type { Facet } from '../../src/resources/knowledge/search/facets.js';
import { applyFacetWeights, facetStatTerms } from '../../src/resources/knowledge/answer/reading.js';

/** Round 12: words that frame a question weigh little when a sentence does not say them; compounds count by their parts. */
const prepared = (question: string, facets: Facet[], chunks: ReadChunk[]): Prepared => ({
  question,
  analysis: analyseQuestion(question),
  facets,
  chunks,
});

const vans = chunk(0, 'Prices', 'Prices > Vans', [
  'Vans',
  'Class: V4 – Luton van | Per day: £95 | Week (7 days): £540',
  'Fuel is not included.',
]);

describe('frame words', () => {
  // "What would a Luton van cost me for a whole week?": the page says the price of a week in its own words.
  const luton = (frame: boolean) => [
    facet('would', 4, { frame }),
    facet('Luton', 2, { distinctive: true }),
    facet('van', 1),
    facet('cost', 2),
    facet('whole', 4, { frame }),
    facet('week', 3),
  ];

  it('answers when only frame words of the question go unsaid (abstains when they count in full)', () => {
    const q = 'What would a Luton van cost me for a whole week?';
    expect(extract(prepared(q, luton(true), [vans]))).toMatchObject({
      kind: 'answer',
      quotes: ['Class: V4 – Luton van | Per day: £95 | Week (7 days): £540'],
    });
    // The same facets without the frame mark: the missing "would" and "whole" sink the sentence.
    expect(extract(prepared(q, luton(false), [vans]))).toMatchObject({ kind: 'abstain', reason: 'weak-support' });
    // Frame words off in the thresholds: abstains too (the mechanism, not the fixture, answers).
    expect(extract(prepared(q, luton(true), [vans]), { ...THRESHOLDS, frame: 1 })).toMatchObject({ kind: 'abstain' });
  });

  it('still abstains when a specific word is missing, however many frame words surround it', () => {
    const q = 'What would a Luton van cost me for a whole week in Glasgow?';
    const facets = [...luton(true), facet('Glasgow', 4, { distinctive: true })];
    expect(extract(prepared(q, facets, [vans]))).toMatchObject({ kind: 'abstain', reason: 'missing-term' });
    // A rare noun the page does not say, not a name: still too little support.
    const minibus = [facet('would', 4, { frame: true }), facet('minibus', 4), facet('cost', 2), facet('week', 3)];
    expect(extract(prepared('What would a minibus cost for a week?', minibus, [vans]))).toMatchObject({
      kind: 'abstain',
    });
  });

  it('counts a frame word the sentence says in full', () => {
    const held = chunk(0, 'Insurance', 'Insurance > Your own cover', [
      'Your own cover',
      'If you do, we still hold the full deposit.',
    ]);
    const facets = [facet('still', 4, { frame: true }), facet('deposit', 2)];
    const out = extract(prepared('do you still take the deposit?', facets, [held]));
    expect(out).toMatchObject({ kind: 'answer', support: 1 });
  });
});

describe('hyphenated words the site never uses whole', () => {
  const compound = (): Facet =>
    facet('medium-sized', 0, {
      own: ['medium', 'size'],
      index: ['medium-s', 'medium', 'size'],
      alternatives: [{ terms: ['medium', 'size'], factor: 1 }],
      whole: 'medium-s',
      parts: [facet('medium', 0), facet('size', 0, { own: ['size'], alternatives: [{ terms: ['size'], factor: 1 }] })],
    });
  const stats = (wholeUsed: boolean) => [
    { term: '', idf: 4, df: 0 },
    { term: 'medium', idf: 2, df: 3 },
    { term: 'size', idf: 4, df: 0 },
    ...(wholeUsed ? [{ term: 'medium-s', idf: 3, df: 1 }] : []),
  ];

  it('asks for the whole term and the parts', () => {
    expect(facetStatTerms([compound()])).toEqual(expect.arrayContaining(['medium', 'size', 'medium-s']));
  });

  it('replaces the word by its parts, each weighed on its own, when the bases never use it whole', () => {
    const facets = [facet('van', 0), compound()];
    applyFacetWeights(facets, stats(false));
    expect(facets.map((f) => [f.label, f.weight])).toEqual([
      ['van', 4],
      ['medium', 2],
      ['size', 4],
    ]);
    const kept = [compound()];
    applyFacetWeights(kept, stats(true));
    expect(kept.map((f) => f.label)).toEqual(['medium-sized']);
  });

  it('answers "the medium-sized van" from a row that says "Medium van"', () => {
    const rows = chunk(0, 'Vans', 'Vans > Classes', [
      'Classes',
      'Class: V1 – Small van | Load space: 3.0 m³',
      'Class: V2 – Medium van | Load space: 6.0 m³',
    ]);
    const facets = [facet('space', 0), facet('van', 0), compound()];
    // "size" is a word the site uses elsewhere ("Size guide"); "medium-sized" it never says whole.
    const used = [
      { term: 'space', idf: 3, df: 2 },
      { term: 'van', idf: 1, df: 9 },
      { term: 'size', idf: 2.5, df: 1 },
    ];
    applyFacetWeights(facets, [...stats(false), ...used]);
    const q = 'How much space is in the medium-sized van?';
    expect(extract(prepared(q, facets, [rows]))).toMatchObject({
      kind: 'answer',
      quotes: ['Class: V2 – Medium van | Load space: 6.0 m³'],
    });
    // Whole, the word is said nowhere: no answer.
    const whole = [facet('space', 3), facet('van', 1), { ...compound(), weight: 4 }];
    expect(extract(prepared(q, whole, [rows]))).toMatchObject({ kind: 'abstain' });
  });
});
