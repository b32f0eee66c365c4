import { describe, expect, it } from 'vitest';
import { analyseQuestion } from '../../src/resources/knowledge/search/question.js';
import { chunk as answerChunk, facet } from '../helpers/answer-chunks.js';
import {
  extract,
  THRESHOLDS,
  type ReadChunk,
  type Thresholds,
} from '../../src/resources/knowledge/answer/extractive.js';
import type { Facet } from '../../src/resources/knowledge/search/facets.js';

/** A one-section chunk read for answering, first by default, every chunk retrieved with the same score. */
const chunk = (title: string, heading: string, lines: string[], rank = 0): ReadChunk => {
  const c = answerChunk(rank, title, heading, lines);
  return { ...c, hit: { ...c.hit, score: 1 } };
};
const ask = (question: string, facets: Facet[], c: ReadChunk | ReadChunk[], t?: Thresholds) =>
  extract({ question, analysis: analyseQuestion(question), facets, chunks: Array.isArray(c) ? c : [c] }, t);

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

describe('a count of what was asked (round 10)', () => {
  // A section whose heading says the question's word, and a sentence that counts it: the heading's section used
  // to win on its section credit and topic with any number ("about 3 working days").
  const moving = chunk(
    'Register your pet',
    'Register your pet > Moving from another vet',
    ['Moving from another vet', 'This usually takes about 3 working days.'],
    0,
  );
  // Ranked a little below the team page, as on the development site.
  moving.hit.score = 0.9;
  const team = chunk('Our team', 'Our team', ['Our team', 'We have 9 vets and 14 registered veterinary nurses.'], 1);
  const vets = facet('vet', 0.01);

  it('answers "how many" with the sentence whose number counts what was asked', () => {
    // The team sentence says "vets"; the test's terms are plain words, so the facet says both forms.
    vets.alternatives.push({ terms: ['vets'], factor: 1 });
    expect(ask('how many vets do you have', [vets], [moving, team])).toMatchObject({
      kind: 'answer',
      quotes: ['We have 9 vets and 14 registered veterinary nurses.'],
    });
    expect(ask('how many vets do you have', [vets], [moving, team], { ...THRESHOLDS, counted: 0 })).toMatchObject({
      kind: 'answer',
      quotes: ['This usually takes about 3 working days.'],
    });
  });
});

describe('FAQ entries are not parallel sections (round 12)', () => {
  // Two entries of one FAQ page: their question headings share "can", "car", yet each answers its own question.
  const ferry = chunk('FAQ', 'FAQ > Can I take the car to the Isle of Man?', [
    'Can I take the car to the Isle of Man?',
    'Yes, ferry crossings within the British Isles are allowed for cars, but not for vans.',
  ]);
  const uber = chunk(
    'FAQ',
    'FAQ > Can I use a hire car for Uber or delivery work?',
    ['Can I use a hire car for Uber or delivery work?', 'No, our cars are for private hire only.'],
    1,
  );
  uber.hit.url = ferry.hit.url;
  const facets = () => [
    facet('take', 1.3),
    facet('hire', 0.7),
    facet('car', 0.8, { alternatives: [{ terms: ['cars'], factor: 1 }] }),
    facet('ferry', 4),
    facet('Isle', 4, { distinctive: true }),
    facet('Man', 4, { distinctive: true }),
  ];
  const q = 'Can I take a hire car on the ferry to the Isle of Man?';

  it('answers from an entry though a sibling entry says a word of the question it does not ("hire")', () => {
    expect(ask(q, facets(), [ferry, uber])).toMatchObject({
      kind: 'answer',
      quotes: ['Yes, ferry crossings within the British Isles are allowed for cars, but not for vans.'],
    });
  });

  it('still passes over a section when a parallel sibling, not headed by a question, names the word', () => {
    const men = chunk('Sizes', 'Sizes > Men’s jackets', ['Men’s jackets', 'XXL: chest 124 cm.']);
    const women = chunk('Sizes', 'Sizes > Women’s jackets', ['Women’s jackets', 'XL: chest 112 cm.'], 1);
    women.hit.url = men.hit.url;
    const xxl = [facet('women', 3), facet('xxl', 3), facet('jackets', 1), facet('chest', 2)];
    const out = ask('what is the chest of a women’s xxl jackets?', xxl, [men, women]);
    expect(out.kind === 'answer' ? out.quotes : []).not.toContain('XXL: chest 124 cm.');
  });
});
