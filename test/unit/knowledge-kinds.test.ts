import { describe, expect, it } from 'vitest';
import { analyseQuestion } from '../../src/resources/knowledge/search/question.js';
import { midSentenceCapitals, peopleIn } from '../../src/resources/knowledge/answer/spans.js';
import { extract, type ReadChunk } from '../../src/resources/knowledge/answer/extractive.js';
import type { Facet } from '../../src/resources/knowledge/search/facets.js';

/** A one-section chunk read for answering; each sentence's terms are its lower-cased words. */
function chunk(title: string, heading: string, lines: string[]): ReadChunk {
  const terms = (s: string) => new Set(s.toLowerCase().match(/[a-z0-9]+/g) ?? []);
  const sentenceTerms = lines.map(terms);
  const fieldTerms = terms(`${title} ${heading}`);
  return {
    hit: {
      chunkId: 'c0',
      text: lines.join('\n'),
      title,
      heading,
      url: 'https://cowork.test/page',
      sourceId: 's',
      chunkIndex: 0,
      baseId: 'b',
      score: 1,
    },
    rank: 0,
    sentences: lines,
    heading: lines.map((l) => heading.split(' > ').includes(l)),
    sentenceTerms,
    fieldTerms,
    parentTerms: new Set(),
    allTerms: new Set([...fieldTerms, ...sentenceTerms.flatMap((s) => [...s])]),
    names: midSentenceCapitals(lines),
    people: peopleIn(lines),
  };
}
const facet = (label: string, weight: number): Facet => ({
  label,
  distinctive: false,
  light: false,
  focus: false,
  own: [label],
  index: [label],
  alternatives: [{ terms: [label], factor: 1 }],
  opposites: [],
  weight,
});
const ask = (question: string, facets: Facet[], c: ReadChunk) =>
  extract({ question, analysis: analyseQuestion(question), facets, chunks: [c] });

describe('a question read two ways (round 10)', () => {
  it('reads "how much" of something that is not money as a count or a length of time, "how fast" as a time or a number', () => {
    expect(analyseQuestion('How much notice do I need to give to cancel?')).toMatchObject({
      type: 'count',
      also: 'duration',
    });
    expect(analyseQuestion('How fast is the internet?')).toMatchObject({ type: 'duration', also: 'count' });
    // Money, "how long" and "how many" keep one reading.
    expect(analyseQuestion('How much is the Flex membership?')).toMatchObject({ type: 'amount', also: undefined });
    expect(analyseQuestion('How long is the trial?')).toMatchObject({ type: 'duration', also: undefined });
    expect(analyseQuestion('How many guests can I bring?')).toMatchObject({ type: 'count', also: undefined });
  });

  it('answers "how much notice" with a length of time said in words, and "how fast" with a speed', () => {
    const billing = chunk('Memberships', 'Memberships > Billing', [
      'Billing',
      "You can cancel with one month's notice.",
    ]);
    expect(
      ask('How much notice do I need to give to cancel?', [facet('notice', 3), facet('cancel', 3)], billing),
    ).toMatchObject({ kind: 'answer', quotes: ["You can cancel with one month's notice."] });
    const net = chunk('Amenities', 'Amenities > Internet', ['Internet', 'Every building has 1 Gbps fibre internet.']);
    expect(ask('How fast is the internet?', [facet('internet', 3)], net)).toMatchObject({
      kind: 'answer',
      quotes: ['Every building has 1 Gbps fibre internet.'],
    });
    // A count question of another wording still wants a count: "how many" is not answered by "one month".
    expect(ask('How many notices do I need to give?', [facet('notice', 3)], billing)).toMatchObject({
      kind: 'abstain',
    });
  });
});
