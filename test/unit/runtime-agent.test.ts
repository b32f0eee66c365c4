import { describe, expect, it } from 'vitest';
import {
  findCompany,
  findEmail,
  findName,
  isQuestion,
  wantsMeeting,
  wantsTour,
  withoutContact,
} from '../../src/agent/recognise.js';
import { nextQuestion, qualifyingQuestions } from '../../src/agent/qualify.js';
import { hasBuyingSignal, interestOf, isBuyingPage, stageOf } from '../../src/agent/intent.js';
import { gridStarts, openSlots, zonedInstant } from '../../src/resources/meetings/slots.js';
import { findBuiltin } from '../../src/resources/skills/builtins.js';
import { readState, summarise } from '../../src/agent/state.js';
import { matchTour, verdictOf } from '../../src/agent/deterministic.js';

describe('what the deterministic agent recognises', () => {
  it('finds emails, names and companies, and leaves ordinary words alone', () => {
    expect(findEmail('reach me at Dana.Example+chat@northwind.example.')).toBe('Dana.Example+chat@northwind.example');
    expect(findEmail('no address here @ all')).toBeNull();
    expect(findName("Hi, I'm Dana Example, from Northwind")).toBe('Dana Example');
    expect(findName('my name is Lee')).toBe('Lee');
    expect(findName("I'm looking for pricing")).toBeNull();
    expect(findName("I'm Interested in the Growth plan")).toBeNull();
    expect(findCompany('I work at Northwind Traders and we have 40 people')).toBe('Northwind Traders');
    expect(findCompany("I'm Sam from Contoso Example, hi")).toBe('Contoso Example');
    expect(findCompany('our company is Contoso')).toBe('Contoso');
    expect(findCompany('I came from google')).toBeNull();
    expect(withoutContact("I'm Dana Example, dana@northwind.example")).toBe(',');
  });

  it('tells questions, meeting and tour requests apart', () => {
    expect(isQuestion('Where is my data stored')).toBe(true);
    expect(isQuestion('About 40 people.')).toBe(false);
    expect(wantsMeeting('Can I book a demo?')).toBe(true);
    expect(wantsMeeting('I would like to talk to sales')).toBe(true);
    expect(wantsMeeting('What does the demo plan cost?')).toBe(false);
    expect(wantsTour('Can you show me how the setup works?')).toBe(true);
    expect(wantsTour('Where is the data stored?')).toBe(false);
  });
});

describe('qualifying questions from the qualify-lead skill', () => {
  it('reads the labels and keys of the skill text, and asks each once', () => {
    const questions = qualifyingQuestions({
      ...findBuiltin('qualify-lead')!,
      source: 'builtin',
      version: 0,
      updatedAt: null,
    });
    expect(questions.map((q) => q.key)).toEqual(['role', 'company_size', 'need', 'timeline']);
    expect(nextQuestion(questions, { role: 'CTO' }, ['company_size'])?.key).toBe('need');
    expect(nextQuestion(questions, { role: 1, company_size: 2, need: 3, timeline: 4 }, [])).toBeNull();
    const forked = qualifyingQuestions({
      slug: 'qualify-lead',
      name: 'Q',
      description: '',
      source: 'fork',
      version: 1,
      updatedAt: null,
      body: '## What to learn\n- **Budget**: how much they can spend.\n\nRecord each answer with tool:record_answer under a short key (`budget`).\n',
    });
    expect(forked).toEqual([
      { key: 'budget', label: 'Budget', question: 'Could you tell me about your budget (how much they can spend)?' },
    ]);
  });
});

describe('intent signals and agent state', () => {
  it('scores buying pages and words, labels interests and stages', () => {
    expect(isBuyingPage('https://www.example.com/pricing?x=1')).toBe(true);
    expect(isBuyingPage('https://www.example.com/blog/pricing-history-of-tea')).toBe(false);
    expect(hasBuyingSignal('How much for 30 seats?')).toBe(true);
    expect(hasBuyingSignal('Where is the office?')).toBe(false);
    expect(interestOf('Do you support SAML single sign-on (SSO)?')).toBe('security');
    expect(stageOf(75, 70)).toBe('ready-to-buy');
    expect(stageOf(40, 70)).toBe('evaluating');
  });

  it('reads a stored state defensively and summarises it', () => {
    const s = readState({ questions: ['Where?', 3], asked: 'role', buying: 'yes', turns: 2 });
    expect(s).toMatchObject({ questions: ['Where?'], asked: [], buying: false, turns: 2, pending: null });
    expect(
      summarise({ ...s, name: 'Dana', company: 'Northwind', email: 'd@x.example', escalated: ['a'] }, { booked: true }),
    ).toBe(
      'Visitor: Dana from Northwind. Asked: Where?. Left an email. Handed 1 question(s) to the team. Booked a meeting.',
    );
  });

  it('gives a verdict from the qualifying answers', () => {
    expect(
      verdictOf([
        ['company_size', 'About 40 people'],
        ['timeline', 'next quarter'],
      ]).fit,
    ).toBe('strong');
    expect(
      verdictOf([
        ['company_size', 'just me'],
        ['timeline', 'next quarter'],
      ]),
    ).toEqual({ fit: 'possible', reasons: 'company_size: just me; timeline: next quarter' });
  });

  it('matches a published tour by its openWhen phrases, name and step titles', () => {
    const tours = [
      {
        id: 't1',
        publicId: 'p1',
        name: 'Reporting tour',
        description: null,
        steps: [{ title: 'Dashboards', openWhen: [] }],
      },
      {
        id: 't2',
        publicId: 'p2',
        name: 'Setup walkthrough',
        description: null,
        steps: [{ title: 'Install', openWhen: ['how do I install'] }],
      },
    ];
    expect(matchTour('how do I install the widget?', tours)?.id).toBe('t2');
    expect(matchTour('show me the dashboards', tours)?.id).toBe('t1');
    expect(matchTour('show me pricing', tours)).toBeNull();
  });
});

describe('meeting slots', () => {
  const booking = {
    timezone: 'Europe/Berlin',
    durationMinutes: 30,
    minimumNoticeMinutes: 60,
    horizonDays: 14,
    availability: [
      { day: 'sun' as const, start: '01:00', end: '04:00' },
      { day: 'mon' as const, start: '09:00', end: '10:00' },
    ],
    repUserId: null,
  };

  it('turns wall-clock times of a zone into instants, skipping daylight-saving gaps', () => {
    expect(new Date(zonedInstant(2026, 7, 6, 9 * 60, 'Europe/Berlin')!).toISOString()).toBe('2026-07-06T07:00:00.000Z');
    expect(new Date(zonedInstant(2026, 1, 5, 9 * 60, 'Europe/Berlin')!).toISOString()).toBe('2026-01-05T08:00:00.000Z');
    // 29 March 2026, 02:30 does not exist in Berlin.
    expect(zonedInstant(2026, 3, 29, 150, 'Europe/Berlin')).toBeNull();
    // 25 October 2026, 02:30 happens twice: the earlier instant.
    expect(new Date(zonedInstant(2026, 10, 25, 150, 'Europe/Berlin')!).toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('cuts windows into meetings across a change of clocks, after the notice, without booked slots', () => {
    const from = Date.parse('2026-03-28T00:00:00Z');
    const starts = gridStarts(booking, from, from + 3 * 86_400_000).map((t) => new Date(t).toISOString());
    // Sunday 29 March: 01:00, 01:30 in winter time, then 03:00, 03:30 in summer time (02:00–03:00 does not exist).
    expect(starts).toEqual([
      '2026-03-29T00:00:00.000Z',
      '2026-03-29T00:30:00.000Z',
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T01:30:00.000Z',
      '2026-03-30T07:00:00.000Z',
      '2026-03-30T07:30:00.000Z',
    ]);
    // An hour's notice from 07:50 Berlin leaves 09:00 and 09:30; 09:30 is booked.
    const now = Date.parse('2026-03-30T05:50:00Z');
    const open = openSlots(booking, {
      from: now,
      to: now + 86_400_000,
      now,
      taken: [{ start: Date.parse('2026-03-30T07:30:00Z'), end: Date.parse('2026-03-30T08:00:00Z') }],
    });
    expect(open.map((t) => new Date(t).toISOString())).toEqual(['2026-03-30T07:00:00.000Z']);
    expect(
      openSlots(booking, { from: now, to: now + 86_400_000, now: Date.parse('2026-03-30T06:10:00Z'), taken: [] }).map(
        (t) => new Date(t).toISOString(),
      ),
    ).toEqual(['2026-03-30T07:30:00.000Z']);
  });
});
