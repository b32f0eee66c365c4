import { describe, expect, it } from 'vitest';
import { cosine, haveVectors, nearest } from '../../src/resources/knowledge/search/vectors.js';
import { coKinds, commonNoun, knownToWordNet } from '../../src/resources/knowledge/search/wordnet.js';
import { analyseQuestion } from '../../src/resources/knowledge/search/question.js';
import { extract, THRESHOLDS, type Prepared, type ReadChunk } from '../../src/resources/knowledge/answer/extractive.js';
import type { Facet } from '../../src/resources/knowledge/search/facets.js';
import { chunk, facet } from '../helpers/answer-chunks.js';

/** Round 14 (docs/quality.md): word vectors for words a page does not say, WordNet for the co-kinds they must not be. */
describe('the word vector store', () => {
  it('is built from the installed package and places related words near each other', () => {
    expect(haveVectors()).toBe(true);
    expect(cosine('toddler', 'child')).toBeGreaterThan(0.55);
    expect(cosine('holiday', 'vacation')).toBeGreaterThan(0.65);
    expect(cosine('weight', 'payload')).toBeGreaterThan(0.4);
    // Unrelated words are far apart; unknown words have no vector.
    expect(cosine('toddler', 'invoice')!).toBeLessThan(0.2);
    expect(cosine('toddler', 'xqzvw')).toBeNull();
    expect(nearest('toddler', ['invoice', 'child', 'infant', 'tractor'], 0.5).map((n) => n.word)).toEqual([
      'infant',
      'child',
    ]);
  });

  it('places co-kinds nearest of all, which is why WordNet must tell them apart', () => {
    expect(cosine('dog', 'cat')).toBeGreaterThan(0.8);
    expect(cosine('week', 'day')).toBeGreaterThan(0.8);
  });
});

describe('WordNet: co-kinds and opposites', () => {
  it('takes two kinds of one kind for co-kinds, and antonyms for opposites', () => {
    for (const [a, b] of [
      ['dog', 'cat'],
      ['week', 'day'],
      ['monday', 'tuesday'],
      ['month', 'year'],
      ['cheap', 'expensive'],
      ['import', 'export'],
      ['motorbikes', 'vans'],
    ])
      expect([a, b, coKinds(a!, b!)]).toEqual([a, b, true]);
  });

  it('does not take a word directly below another, a synonym or an unrelated word for a co-kind', () => {
    for (const [a, b] of [
      ['toddler', 'child'],
      ['kids', 'children'],
      ['bike', 'bicycle'],
      ['passengers', 'seats'],
      ['holiday', 'vacation'],
    ])
      expect([a, b, coKinds(a!, b!)]).toEqual([a, b, false]);
  });

  it('tells common nouns from verbs and names', () => {
    expect(commonNoun('toddler')).toBe(true);
    expect(commonNoun('children')).toBe(true);
    expect(commonNoun('try')).toBe(false);
    expect(commonNoun('french')).toBe(false);
    expect(knownToWordNet('xqzvw')).toBe(false);
  });
});

describe('a related word fills a sentence gap, it does not make one', () => {
  const prepared = (question: string, facets: Facet[], chunks: ReadChunk[]): Prepared => ({
    question,
    analysis: analyseQuestion(question),
    facets,
    chunks,
  });
  const extras = chunk(0, 'Extras', 'Extras', ['Extras', 'Child seats cost £6 a day.']);
  const related = (label: string, weight: number, word: string) =>
    facet(label, weight, {
      alternatives: [
        { terms: [label], factor: 1 },
        { terms: [word], factor: 0.6, related: true },
      ],
    });

  it('credits the one word the sentence does not say', () => {
    const q = 'How much is a seat for my toddler?';
    expect(extract(prepared(q, [facet('seats', 2), related('toddler', 4, 'child')], [extras]))).toMatchObject({
      kind: 'answer',
      quotes: expect.arrayContaining(['Child seats cost £6 a day.']),
    });
    expect(extract(prepared(q, [facet('seats', 2), facet('toddler', 4)], [extras]))).toMatchObject({
      kind: 'abstain',
    });
  });

  it('counts for nothing when another word of the question is missing too', () => {
    const q = 'How much is a booster seat for my toddler?';
    const facets = [facet('seats', 2), facet('booster', 4), related('toddler', 4, 'child')];
    expect(extract(prepared(q, facets, [extras]), { ...THRESHOLDS, answer: 0.6 })).toMatchObject({
      kind: 'abstain',
    });
    // With room for one more gap the related word counts, and the lower bar answers: the rule, not the bar, abstains.
    expect(extract(prepared(q, facets, [extras]), { ...THRESHOLDS, answer: 0.6, relatedGaps: 1 })).toMatchObject({
      kind: 'answer',
    });
  });
});
