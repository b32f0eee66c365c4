import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import type { Client } from '../helpers/client.js';
import { seedTour } from './support/tours.js';

/**
 * Every lint rule of the contract through proposeTourSpec: a spec that triggers
 * it and a near-identical one that does not. The tour has image screens s1, s2,
 * a 20-second video v1, and steps a (s1), b (s2), c (v1 at 5 s).
 */
let h: Harness;
let api: Client;
let selfPlaying: string;
let agentLed: string;

beforeAll(async () => {
  h = await createHarness();
  const ws = await h.workspace();
  api = await ws.live();
  selfPlaying = (await seedTour(h, ws.id)).tour.id;
  agentLed = (await seedTour(h, ws.id, { file: { mode: 'agent_led' } })).tour.id;
});
afterAll(() => h?.close());

type Step = Record<string, unknown>;
/** The three stored steps, with overrides by ref, plus extra steps. */
const steps = (over: Record<string, Step> = {}, extra: Step[] = []): Step[] => [
  { ref: 'a', ...over.a },
  { ref: 'b', ...over.b },
  { ref: 'c', ...over.c },
  ...extra,
];

interface Case {
  rule: string;
  code: string;
  path: string;
  severity: 'error' | 'warning';
  triggers: Step[];
  clean: Step[];
  tour?: () => string;
}

const long = (n: number) => 'x'.repeat(n);

const CASES: Case[] = [
  {
    rule: 'unknown screen',
    code: 'unknown-screen',
    path: 'steps[3].screen',
    severity: 'error',
    triggers: steps({}, [{ ref: 'n', screen: 'zz', body: 'New.' }]),
    clean: steps({}, [{ ref: 'n', screen: 's1', body: 'New.' }]),
  },
  {
    rule: 'new step without a screen',
    code: 'unknown-screen',
    path: 'steps[3].screen',
    severity: 'error',
    triggers: steps({}, [{ ref: 'n', body: 'New.' }]),
    clean: steps({}, [{ ref: 'n', screen: 's2', body: 'New.' }]),
  },
  {
    rule: 'empty body',
    code: 'empty',
    path: 'steps[1].body',
    severity: 'error',
    triggers: steps({ b: { body: '  \n ' } }),
    clean: steps({ b: { body: 'Said.' } }),
  },
  {
    rule: 'new step without a body',
    code: 'empty',
    path: 'steps[3].body',
    severity: 'error',
    triggers: steps({}, [{ ref: 'n', screen: 's1' }]),
    clean: steps({}, [{ ref: 'n', screen: 's1', body: 'Said.' }]),
  },
  {
    rule: 'duplicate ref',
    code: 'duplicate-ref',
    path: 'steps[3].ref',
    severity: 'error',
    triggers: steps({}, [{ ref: 'a', screen: 's1', body: 'Again.' }]),
    clean: steps({}, [{ ref: 'a-2', screen: 's1', body: 'Again.' }]),
  },
  {
    rule: 'missing ref',
    code: 'missing-ref',
    path: 'steps[3].ref',
    severity: 'error',
    triggers: steps({}, [{ screen: 's1', body: 'No ref.' }]),
    clean: steps({}, [{ ref: 'r', screen: 's1', body: 'No ref.' }]),
  },
  {
    rule: 'blank ref',
    code: 'missing-ref',
    path: 'steps[3].ref',
    severity: 'error',
    triggers: steps({}, [{ ref: ' ', screen: 's1', body: 'Blank.' }]),
    clean: steps({}, [{ ref: 'r', screen: 's1', body: 'Blank.' }]),
  },
  {
    rule: 'ask on a self-playing tour',
    code: 'ask-self-playing',
    path: 'steps[0].advance',
    severity: 'error',
    triggers: steps({ a: { advance: 'ask' } }),
    clean: steps({ a: { advance: 'ask' } }),
    tour: () => agentLed,
  },
  {
    rule: 'auto without a duration',
    code: 'auto-no-duration',
    path: 'steps[0].advanceAfterSecs',
    severity: 'error',
    triggers: steps({ a: { advance: 'auto' } }),
    clean: steps({ a: { advance: 'auto', advanceAfterSecs: 3 } }),
  },
  {
    rule: 'auto with a zero duration',
    code: 'auto-no-duration',
    path: 'steps[0].advanceAfterSecs',
    severity: 'error',
    triggers: steps({ a: { advance: 'auto', advanceAfterSecs: 0 } }),
    clean: steps({ a: { advance: 'click', advanceAfterSecs: 0 } }),
  },
  {
    rule: "at past the screen's end",
    code: 'at-past-end',
    path: 'steps[2].at',
    severity: 'error',
    triggers: steps({ c: { at: 20.5 } }),
    clean: steps({ c: { at: 20 } }),
  },
  {
    rule: 'a step moved to another screen',
    code: 'screen-moved',
    path: 'steps[0].screen',
    severity: 'error',
    triggers: steps({ a: { screen: 's2' } }),
    clean: steps({ a: { screen: 's1' } }),
  },
  {
    rule: 'vocabulary: demo',
    code: 'vocab-demo',
    path: 'steps[0].title',
    severity: 'error',
    triggers: steps({ a: { title: 'Book a DEMO' } }),
    clean: steps({ a: { title: 'We demonstrate it' } }),
  },
  {
    rule: 'vocabulary: demos in a body',
    code: 'vocab-demo',
    path: 'steps[1].body',
    severity: 'error',
    triggers: steps({ b: { body: 'See our demos.' } }),
    clean: steps({ b: { body: 'See our tours.' } }),
  },
  {
    rule: 'vocabulary: project',
    code: 'vocab-project',
    path: 'steps[0].body',
    severity: 'error',
    triggers: steps({ a: { body: 'Open a Project.' } }),
    clean: steps({ a: { body: 'Mind the projection.' } }),
  },
  {
    rule: 'vocabulary: projects',
    code: 'vocab-project',
    path: 'steps[0].title',
    severity: 'error',
    triggers: steps({ a: { title: 'Your projects' } }),
    clean: steps({ a: { title: 'Your hubs' } }),
  },
  {
    rule: 'vocabulary: folio',
    code: 'vocab-folio',
    path: 'steps[0].body',
    severity: 'error',
    triggers: steps({ a: { body: 'Each folio holds tours.' } }),
    clean: steps({ a: { body: 'The foliage is green.' } }),
  },
  {
    rule: 'vocabulary: portfolio',
    code: 'vocab-folio',
    path: 'steps[2].title',
    severity: 'error',
    triggers: steps({ c: { title: 'Portfolio' } }),
    clean: steps({ c: { title: 'Collection' } }),
  },
  {
    rule: 'vocabulary: folios',
    code: 'vocab-folio',
    path: 'steps[1].body',
    severity: 'error',
    triggers: steps({ b: { body: 'All folios.' } }),
    clean: steps({ b: { body: 'All collections.' } }),
  },
  {
    rule: 'two steps within half a second',
    code: 'too-close',
    path: 'steps[3].at',
    severity: 'warning',
    triggers: steps({}, [{ ref: 'd', screen: 'v1', at: 5.4, body: 'Close.' }]),
    clean: steps({}, [{ ref: 'd', screen: 'v1', at: 5.5, body: 'Close.' }]),
  },
  {
    rule: 'a screen with no steps',
    code: 'screen-no-steps',
    path: 'screens[1]',
    severity: 'warning',
    triggers: [{ ref: 'a' }, { ref: 'c' }],
    clean: steps(),
  },
  {
    rule: 'an unverified selector',
    code: 'unverified-selector',
    path: 'steps[0].anchor',
    severity: 'warning',
    triggers: steps({ a: { anchor: { element: '#signup' } } }),
    clean: steps({ a: { anchor: { region: [0.1, 0.1, 0.5, 0.5] } } }),
  },
  {
    rule: 'a long title',
    code: 'too-long',
    path: 'steps[0].title',
    severity: 'warning',
    triggers: steps({ a: { title: long(81) } }),
    clean: steps({ a: { title: long(80) } }),
  },
  {
    rule: 'a long body',
    code: 'too-long',
    path: 'steps[1].body',
    severity: 'warning',
    triggers: steps({ b: { body: long(601) } }),
    clean: steps({ b: { body: long(600) } }),
  },
  {
    rule: 'at on a screen that is not a video',
    code: 'at-not-video',
    path: 'steps[0].at',
    severity: 'warning',
    triggers: steps({ a: { at: 1 } }),
    clean: steps({ a: { at: null } }),
  },
];

async function propose(tour: string, s: Step[]) {
  const res = await api.post(`/v1/tours/${tour}/propose`, { spec: { steps: s } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe.each(CASES.map((c) => [c.rule, c] as const))('%s', (_rule, c) => {
  it(`reports ${c.code} at ${c.path} when triggered`, async () => {
    const body = await propose(selfPlaying, c.triggers);
    const hit = body.problems.filter((p: any) => p.code === c.code);
    expect(hit).toEqual([{ path: c.path, code: c.code, message: expect.stringMatching(/\w/), severity: c.severity }]);
    expect(body.applicable).toBe(c.severity === 'warning');
  });

  it('reports nothing for the near miss', async () => {
    const body = await propose(c.tour?.() ?? selfPlaying, c.clean);
    expect(body.problems).toEqual([]);
    expect(body.applicable).toBe(true);
  });
});

it('reports every problem of a spec, errors and warnings together', async () => {
  const body = await propose(selfPlaying, [
    { ref: 'a', title: 'demo', body: '' },
    { ref: 'a', screen: 's2' },
    { ref: 'c', at: 99, advance: 'auto' },
  ]);
  expect(body.problems.map((p: any) => [p.path, p.code])).toEqual([
    ['steps[0].body', 'empty'],
    ['steps[0].title', 'vocab-demo'],
    ['steps[1].ref', 'duplicate-ref'],
    ['steps[1].screen', 'screen-moved'],
    ['steps[2].advanceAfterSecs', 'auto-no-duration'],
    ['steps[2].at', 'at-past-end'],
  ]);
  expect(body.applicable).toBe(false);
});
