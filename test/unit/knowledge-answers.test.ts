import { describe, expect, it } from 'vitest';
import { analyseQuestion } from '../../src/resources/knowledge/search/question.js';
import { hasSpan, midSentenceCapitals, negates, peopleIn } from '../../src/resources/knowledge/answer/spans.js';
import { chunk, facet } from '../helpers/answer-chunks.js';
import { extract, THRESHOLDS, type Prepared, type ReadChunk } from '../../src/resources/knowledge/answer/extractive.js';
import type { Facet } from '../../src/resources/knowledge/search/facets.js';
import { composeQuotes, pageName, withSource } from '../../src/resources/knowledge/ask.js';

describe('question analysis', () => {
  it('tells what kind of answer a question wants, and what a count or amount is of', () => {
    const cases: Array<[string, string, string | null]> = [
      ['how much is the cheapest plan?', 'amount', 'plan'],
      ['what does the biggest plan cost a month?', 'amount', null],
      ['how long does it take to get set up?', 'duration', null],
      ['how often do you back stuff up?', 'duration', null],
      ['how many shipping labels can I print in one go?', 'count', 'labels'],
      ['is there a maximum number of lines in a spreadsheet import?', 'count', 'lines'],
      ["what's the maximum file size for a CSV import?", 'count', 'size'],
      ['when did forecasting come out?', 'date', null],
      ['who started the company?', 'person', null],
      ['where are your servers?', 'place', null],
      ['which credit cards do you take?', 'named', null],
      ['hey, so can I try it before paying?', 'yesno', null],
      ['what happens to my stuff if I leave?', 'open', null],
    ];
    for (const [q, type, focus] of cases) expect({ q, ...analyseQuestion(q) }).toMatchObject({ q, type, focus });
    expect(analyseQuestion('how much is the cheapest plan?').extreme).toBe('min');
    expect(analyseQuestion('what does the biggest plan cost a month?').extreme).toBe('max');
  });

  it('drops filler, contractions, "the company" and the words that only ask for a kind of answer', () => {
    const words = (q: string) => analyseQuestion(q).words.map((w) => w.lower);
    expect(words('do you guys work with our warehouse software?')).toEqual([
      'do',
      'you',
      'work',
      'with',
      'our',
      'warehouse',
      'software',
    ]);
    expect(words('who started the company?')).toEqual(['who', 'started']);
    expect(words("how quickly will you get back to me if I'm on Growth?")).not.toContain("i'm");
    expect(words('how long is the demo?')).not.toContain('long');
    // "us" is the visitor; "US" the country.
    expect(words('will you help us move?')).not.toContain('us');
    expect(words("where's your office in the US?")).toContain('us');
    expect(analyseQuestion('take it').words.find((w) => w.lower === 'take')?.light).toBe(true);
  });

  it('does not take how many of a thing for what the question is about, unless a unit follows', () => {
    const words = (q: string) => analyseQuestion(q).words.map((w) => w.lower);
    expect(words('can one order be shipped from two warehouses?')).toEqual([
      'can',
      'order',
      'be',
      'shipped',
      'from',
      'warehouses',
    ]);
    expect(words('can I run several brands from one login?')).not.toContain('several');
    expect(words('do you keep backups for thirty days?')).toContain('thirty');
  });

  it('knows when a question negates, typed with or without the apostrophe', () => {
    expect(analyseQuestion("which plans don't include SSO?").negated).toBe(true);
    expect(analyseQuestion('what did the treaty not cover?').negated).toBe(true);
    expect(analyseQuestion('why cant I log in').negated).toBe(true);
    expect(analyseQuestion('why cant I log in').words.map((w) => w.lower)).not.toContain('cant');
    expect(analyseQuestion('which plans include SSO?').negated).toBe(false);
    expect(analyseQuestion('is there a notification when stock runs low?').negated).toBe(false);
    // A condition or reason is not what is asked: its negation does not negate the question.
    expect(analyseQuestion("how much notice should I give if I can't make an appointment?").negated).toBe(false);
    expect(analyseQuestion("if I don't pay on time, what happens?").negated).toBe(false);
    expect(analyseQuestion("what happens when I don't pay").negated).toBe(false);
    expect(analyseQuestion("when can't I cancel?").negated).toBe(true);
  });

  it('tells questions from keyword queries and claims', () => {
    expect(analyseQuestion('does it work without internet').isQuestion).toBe(true);
    expect(analyseQuestion('what happens to my data').isQuestion).toBe(true);
    expect(analyseQuestion('0-dimensional biomaterials show inductive properties.').isQuestion).toBe(false);
    expect(analyseQuestion('widget temperature calibration').isQuestion).toBe(false);
  });
});

describe('answer spans', () => {
  const none = { names: new Set<string>(), people: new Set<string>() };
  it('finds prices, durations, counts and dates as written', () => {
    expect(hasSpan('amount', '$39 per month', none)).toBe(true);
    expect(hasSpan('amount', 'Registered nonprofit organisations get 25% off any plan.', none)).toBe(false);
    expect(hasSpan('duration', 'Every plan starts with a 14-day free trial.', none)).toBe(true);
    expect(hasSpan('duration', 'Every database is backed up every six hours.', none)).toBe(true);
    expect(hasSpan('count', '10 user seats', none)).toBe(true);
    expect(hasSpan('count', 'One stock count for every channel', none)).toBe(false);
    expect(hasSpan('date', 'Version 4.0: May 2024', none)).toBe(true);
    expect(hasSpan('date', 'You may cancel at any time.', none)).toBe(false);
    expect(hasSpan('date', 'Orders ship within two business days.', none)).toBe(true);
    expect(hasSpan('place', 'Live system status is published at status.brightshelf.example.', none)).toBe(true);
  });

  it('tells a sentence that negates or excludes from one that states', () => {
    expect(negates('Data never leaves the region you chose.')).toBe(true);
    expect(negates("We don't charge setup fees.")).toBe(true);
    expect(negates('There are no long contracts.')).toBe(true);
    expect(negates('Every plan starts with a 14-day free trial.')).toBe(false);
    expect(negates('Notifications go out at noon.')).toBe(false);
  });

  it('takes runs of capitalised words for people, and their parts wherever they stand', () => {
    const text = [
      'Brightshelf was founded in 2018 by Maya Lindqvist and Tomás Herrera.',
      'Maya is our chief executive.',
      'Connect your channels from the Integrations page.',
    ];
    const ctx = { names: midSentenceCapitals(text), people: peopleIn(text) };
    expect([...ctx.people].sort()).toEqual(['Herrera', 'Lindqvist', 'Maya', 'Tomás']);
    expect(hasSpan('person', text[1]!, ctx)).toBe(true);
    expect(hasSpan('person', text[2]!, ctx)).toBe(false);
    expect(hasSpan('named', text[2]!, ctx)).toBe(true);
  });
});

const prepared = (question: string, facets: Facet[], chunks: ReadChunk[]): Prepared => ({
  question,
  analysis: analyseQuestion(question),
  facets,
  chunks,
});

describe('the extractive answerer', () => {
  const plans = [
    chunk(0, 'Pricing', 'Pricing > Plans > Growth', ['Growth', '$119 per month', 'For established shops.']),
    chunk(1, 'Pricing', 'Pricing > Billing', [
      'Billing',
      'If you go over your plan limit, each extra order costs $0.05.',
    ]),
    chunk(
      2,
      'Pricing',
      'Pricing > Plans > Starter',
      ['Plans', 'Starter', '$39 per month', 'For new shops.'],
      ['Pricing', 'Plans', 'Starter'],
    ),
  ];

  it('compares sibling sections for "the cheapest", quoting the section heading with a short sentence', () => {
    const out = extract(
      prepared(
        'how much is the cheapest plan?',
        [
          facet('plan', 1, {
            alternatives: [
              { terms: ['plan'], factor: 1 },
              { terms: ['plans'], factor: 1 },
            ],
          }),
        ],
        plans,
      ),
    );
    expect(out).toMatchObject({ kind: 'answer', quotes: ['Starter', '$39 per month'] });
  });

  it('abstains when a name of the question is in no chunk, or when no sentence holds the span asked for', () => {
    const iso = prepared(
      'are you ISO certified?',
      [facet('ISO', 3, { distinctive: true }), facet('certified', 2)],
      plans,
    );
    expect(extract(iso)).toEqual({ kind: 'abstain', reason: 'missing-term', detail: 'ISO' });
    const launch = chunk(0, 'Pricing', 'Pricing > Growth', [
      'Growth',
      'The Growth plan was introduced for established shops.',
    ]);
    const when = prepared(
      'when was the Growth plan introduced?',
      [facet('Growth', 2, { distinctive: true }), facet('plan', 1), facet('introduced', 2)],
      [launch],
    );
    expect(extract(when)).toMatchObject({ kind: 'abstain', reason: 'no-answer-span' });
  });

  it('wants a count of what was asked: rows are not a file size', () => {
    const rows = chunk(0, 'Onboarding', 'Onboarding > Importing', [
      'Importing',
      'CSV imports accept up to 50,000 rows per file.',
    ]);
    const size = prepared(
      "what's the maximum file size for a CSV import?",
      [facet('file', 2), facet('size', 3, { focus: true }), facet('csv', 2), facet('import', 2)],
      [rows],
    );
    expect(extract(size)).toMatchObject({ kind: 'abstain' });
    const count = prepared(
      'what is the maximum number of rows in a CSV import?',
      [facet('rows', 3, { focus: true }), facet('csv', 2), facet('import', 2)],
      [rows],
    );
    expect(extract(count)).toMatchObject({
      kind: 'answer',
      quotes: ['CSV imports accept up to 50,000 rows per file.'],
    });
  });
});

describe('the extractive answerer reads polarity and topic', () => {
  it('answers a negated question only with a sentence that negates too', () => {
    const plan = chunk(0, 'Pricing', 'Pricing > Scale', [
      'Scale',
      'The Scale plan includes single sign-on.',
      'The Scale plan does not include phone onboarding.',
    ]);
    const facets = () => [facet('scale', 2), facet('plan', 1), facet('include', 1)];
    expect(extract(prepared('what does the Scale plan not include?', facets(), [plan]))).toMatchObject({
      kind: 'answer',
      quotes: ['The Scale plan does not include phone onboarding.'],
    });
    const positive = chunk(0, 'Pricing', 'Pricing > Scale', ['Scale', 'The Scale plan includes single sign-on.']);
    expect(extract(prepared('what does the Scale plan not include?', facets(), [positive]))).toMatchObject({
      kind: 'abstain',
    });
    expect(extract(prepared('what does the Scale plan include?', facets(), [positive]))).toMatchObject({
      kind: 'answer',
    });
  });

  it('does not answer with a sentence that says the opposite of a word of the question', () => {
    const lakes = chunk(0, 'Lakes', 'Lakes', [
      'The smallest lake of the region is Lake Mir.',
      'Its largest lake is Lake Oda.',
    ]);
    const largest = facet('largest', 2, { opposites: [['smallest']] });
    const out = extract(
      prepared('what is the largest lake of the region?', [largest, facet('lake', 1), facet('region', 1)], [lakes]),
    );
    expect(out).toMatchObject({ kind: 'answer', quotes: ['Its largest lake is Lake Oda.'] });
    const onlySmallest = chunk(0, 'Lakes', 'Lakes', ['The smallest lake of the region is Lake Mir.']);
    expect(
      extract(
        prepared(
          'what is the largest lake of the region?',
          [largest, facet('lake', 1), facet('region', 1)],
          [onlySmallest],
        ),
      ),
    ).toMatchObject({ kind: 'abstain' });
  });

  it('does not quote a question in running text, and reads it as the heading of what follows', () => {
    const report = chunk(0, 'Security', 'Security > Report a vulnerability', [
      'Report a vulnerability',
      'Found a security problem?',
      'Email security@shop.test.',
    ]);
    const find = facet('find', 1, {
      alternatives: [
        { terms: ['find'], factor: 1 },
        { terms: ['found'], factor: 1 },
      ],
    });
    const out = extract(
      prepared(
        'what should I do if I find a security problem?',
        [find, facet('security', 2), facet('problem', 2)],
        [report],
      ),
    );
    expect(out).toMatchObject({ kind: 'answer', quotes: ['Report a vulnerability', 'Email security@shop.test.'] });
  });

  it('prefers a section whose headings say the question to a passing mention that says its words', () => {
    const support = chunk(0, 'Support', 'Support > Languages', [
      'Languages',
      'Support is offered in English and German.',
    ]);
    const careers = chunk(1, 'Careers', 'Careers > Open positions', [
      'Open positions',
      'Support specialist, German speaking.',
    ]);
    const facets = [
      facet('support', 2),
      facet('speak', 4, {
        alternatives: [
          { terms: ['speak'], factor: 1 },
          { terms: ['speaking'], factor: 1 },
          { terms: ['languages'], factor: 0.8 },
        ],
      }),
      facet('German', 3.5, { distinctive: true }),
    ];
    const out = extract(prepared('does support speak German?', facets, [careers, support]));
    expect(out).toMatchObject({ kind: 'answer', quotes: ['Support is offered in English and German.'] });
    expect(
      extract(prepared('does support speak German?', facets, [careers, support]), { ...THRESHOLDS, topic: 0 }),
    ).toMatchObject({
      quotes: ['Open positions', 'Support specialist, German speaking.'],
    });
  });
});

describe('page names in answers', () => {
  it('names the page by its title without the site name, links it, and quotes a text source by title', () => {
    expect(pageName({ title: 'Pricing | Brightshelf', url: 'https://b.test/pricing' })).toBe('the Pricing page');
    expect(pageName({ title: 'Brightshelf: stock for shops', url: 'https://b.test/' })).toBe('the home page');
    expect(pageName({ title: null, url: 'https://b.test/docs/getting-started' })).toBe('the getting started page');
    expect(pageName({ title: 'Fleet', url: null })).toBe('“Fleet”');
    expect(pageName({ title: 'Status page', url: 'https://b.test/status' })).toBe('the Status page');
    expect(pageName({ title: null, url: 'https://b.test/%E0%A4%A' })).toBe('the %E0%A4%A page');
    expect(
      withSource('Yes.', [
        { title: 'FAQ — Brightshelf', url: 'https://b.test/faq' },
        { title: 'FAQ — Brightshelf', url: 'https://b.test/faq' },
      ]),
    ).toBe('From the FAQ page (https://b.test/faq): Yes.');
  });
});

describe('answer wording', () => {
  const security = { title: 'Security and data residency | Brightshelf', url: 'https://b.test/security' };
  const answer = (quotes: string[], headings: string[], page = security) => {
    const c = composeQuotes(quotes, new Set(headings), page);
    return { text: withSource(c.body, [page], { under: c.under }), dropped: [...c.dropped] };
  };

  it('names the section a heading leads instead of running it into the sentence after it', () => {
    expect(answer(['Data residency', 'Customer data is stored in Frankfurt, Germany.'], ['Data residency']).text).toBe(
      'From the Security and data residency page (https://b.test/security), under “Data residency”: Customer data is stored in Frankfurt, Germany.',
    );
    // A question as the heading (an FAQ) reads the same way.
    const faq = { title: 'FAQ | Brightshelf', url: 'https://b.test/faq' };
    expect(
      answer(
        ['Can I try it before paying?', 'Yes, every plan starts with a 14-day free trial'],
        ['Can I try it before paying?'],
        faq,
      ).text,
    ).toBe(
      'From the FAQ page (https://b.test/faq), under “Can I try it before paying?”: Yes, every plan starts with a 14-day free trial.',
    );
  });

  it('leaves out a heading that only repeats the page name, and leads a later section with its heading', () => {
    const pricing = { title: 'Pricing | Brightshelf', url: 'https://b.test/pricing' };
    expect(answer(['Pricing', 'Starter costs $39 per month.'], ['Pricing'], pricing)).toEqual({
      text: 'From the Pricing page (https://b.test/pricing): Starter costs $39 per month.',
      dropped: ['Pricing'],
    });
    expect(
      answer(['Starter costs $39 per month.', 'Growth', 'Growth costs $99 per month.'], ['Growth'], pricing).text,
    ).toBe(
      'From the Pricing page (https://b.test/pricing): Starter costs $39 per month. Under “Growth”: Growth costs $99 per month.',
    );
    // Two headings in a row name the section by both; a lone trailing heading is a sentence.
    expect(answer(['Plans', 'Growth', 'Growth costs $99 per month.'], ['Plans', 'Growth'], pricing).text).toBe(
      'From the Pricing page (https://b.test/pricing), under “Plans: Growth”: Growth costs $99 per month.',
    );
    expect(answer(['Growth costs $99 per month.', 'Enterprise'], ['Enterprise'], pricing).text).toBe(
      'From the Pricing page (https://b.test/pricing): Growth costs $99 per month. Enterprise.',
    );
  });

  it('keeps every quote verbatim in the text', () => {
    const quotes = ['Data residency', 'Customer data is stored in Frankfurt, Germany.', 'Backups stay in the EU'];
    const { text } = answer(quotes, ['Data residency']);
    for (const q of quotes) expect(text).toContain(q);
  });

  it('links the page in Markdown for the chat', () => {
    expect(
      withSource('Yes.', [{ title: 'FAQ (old) | Brightshelf', url: 'https://b.test/faq (old)' }], {
        style: 'markdown',
        under: 'Trials',
      }),
    ).toBe('From [the FAQ (old) page](https://b.test/faq%20%28old%29), under “Trials”: Yes.');
    expect(withSource('Yes.', [{ title: 'Notes', url: null }], { style: 'markdown' })).toBe('From “Notes”: Yes.');
  });
});

describe('one calibrated score decides whether to answer', () => {
  // Half the question's words said by the sentence (support 0.5, under the old support-only bar of 0.55).
  const facets = () => [facet('remote', 1), facet('work', 1), facet('portugal', 1), facet('spain', 1)];
  const question = 'can I do remote work from portugal or spain?';

  it('answers from the section about the question, and not from a passing mention that says as much', () => {
    const section = chunk(0, 'Careers', 'Careers > Remote work', [
      'Remote work',
      'Every role allows remote and office work.',
    ]);
    const passing = chunk(0, 'Careers', 'Careers > Jobs', ['Jobs', 'Every role allows remote and office work.']);
    expect(extract(prepared(question, facets(), [section]))).toMatchObject({ kind: 'answer', support: 0.5 });
    expect(extract(prepared(question, facets(), [passing]))).toMatchObject({ kind: 'abstain' });
  });

  it('moves with the bar chosen on the development set, and nothing else', () => {
    const section = chunk(0, 'Careers', 'Careers > Remote work', [
      'Remote work',
      'Every role allows remote and office work.',
    ]);
    expect(extract(prepared(question, facets(), [section]), { ...THRESHOLDS, answer: 1.05 })).toMatchObject({
      kind: 'abstain',
    });
    expect(extract(prepared(question, facets(), [section]), { ...THRESHOLDS, answer: 0.95 })).toMatchObject({
      kind: 'answer',
    });
  });
});
