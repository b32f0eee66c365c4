import type { ReadChunk } from '../../src/resources/knowledge/answer/extractive.js';
import { midSentenceCapitals, peopleIn } from '../../src/resources/knowledge/answer/spans.js';
import type { Facet } from '../../src/resources/knowledge/search/facets.js';

/**
 * Fixtures for the extractive answerer's unit tests: a chunk as the answerer reads it, and a facet of a question,
 * built by hand so a test states exactly the sentences and weights it is about.
 */

/** A chunk read for answering; each sentence's terms are its lower-cased words (the answerer treats terms as opaque). */
export function chunk(
  rank: number,
  title: string,
  heading: string,
  lines: string[],
  headings = heading.split(' > '),
): ReadChunk {
  const terms = (s: string) =>
    new Set(
      s
        .toLowerCase()
        .match(/[a-z0-9$.,]+/g)
        ?.map((w) => w.replace(/[.,]$/, '')) ?? [],
    );
  const sentenceTerms = lines.map(terms);
  const fieldTerms = terms(`${title} ${heading}`);
  return {
    hit: {
      chunkId: `c${rank}`,
      text: lines.join('\n'),
      title,
      heading,
      url: `https://shop.test/${rank}`,
      sourceId: 's',
      chunkIndex: rank,
      baseId: 'b',
      score: 1 - rank / 10,
    },
    rank,
    sentences: lines,
    heading: lines.map((l) => headings.includes(l)),
    sentenceTerms,
    fieldTerms,
    parentTerms: terms(heading.split(' > ').at(-2) ?? ''),
    allTerms: new Set([...fieldTerms, ...sentenceTerms.flatMap((s) => [...s])]),
    names: midSentenceCapitals(lines),
    people: peopleIn(lines),
  };
}
export const facet = (label: string, weight: number, extra: Partial<Facet> = {}): Facet => ({
  label,
  distinctive: false,
  light: false,
  focus: false,
  own: [label.toLowerCase()],
  index: [label.toLowerCase()],
  alternatives: [{ terms: [label.toLowerCase()], factor: 1 }],
  opposites: [],
  weight,
  ...extra,
});
