import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import { answerQuestion, prepareAsk } from '../../src/resources/knowledge/ask.js';
import { RELATED } from '../../src/resources/knowledge/answer/related.js';

/**
 * Round 14 (docs/quality.md): a question's word the pages never say ("toddler") credited by a word of the page
 * near it in English ("Child seats"), from word vectors, unless WordNet takes the two for co-kinds ("cat" and
 * "dog"). Each test turns a part off to show that part decides.
 */
let h: Harness;
let ws: TestWorkspace;
let agentId: string;
let baseId: string;
const saved = { ...RELATED };

beforeAll(async () => {
  h = await createHarness();
  ws = await h.workspace();
  const api = await ws.live();
  const agent = (await api.post('/v1/agents', { name: 'Hire desk' })).body;
  agentId = agent.id;
  baseId = agent.personalBaseId;
  const res = await api.post(`/v1/knowledge/bases/${baseId}/sources/text`, {
    title: 'Hire extras',
    text: [
      '# Extras',
      '',
      'Child seats cost £6 a day, fitted by our staff.',
      '',
      '# Kennels',
      '',
      'A dog bed in our kennels costs £9 a night, blankets included.',
      '',
      '# Claims',
      '',
      'A policy charge of £20 applies to every claim.',
      '',
      '# Returns',
      '',
      'Cars are returned to the branch they were hired from, with a full tank.',
      '',
      '# Opening hours',
      '',
      'Every branch is open from 8am to 6pm, Monday to Saturday.',
    ].join('\n'),
  });
  expect(res.status).toBe(201);
}, 120_000);
afterAll(() => h?.close());
afterEach(() => Object.assign(RELATED, saved));

const ask = (question: string) => answerQuestion(h.deps, ws.id, { question, baseIds: [baseId] });

describe('words near the question in English (word vectors)', () => {
  it('answers a question whose word the page never says from the page word near it, and abstains without it', async () => {
    RELATED.on = 1;
    const p = await prepareAsk(h.deps, ws.id, { question: 'How much is a seat for my toddler?', baseIds: [baseId] });
    const toddler = p.facets.find((f) => f.label === 'toddler');
    expect(toddler?.alternatives.some((a) => a.related && a.terms[0] === 'child')).toBe(true);
    const a = await ask('How much is a seat for my toddler?');
    expect(a.abstained).toBe(false);
    expect(a.text).toContain('£6 a day');
    RELATED.on = 0;
    const off = await ask('How much is a seat for my toddler?');
    expect(off.abstained).toBe(true);
  });

  it('never takes a co-kind for the word: a bed for a cat is not a bed for a dog', async () => {
    RELATED.on = 1;
    expect((await ask('How much is a bed for my cat?')).abstained).toBe(true);
    RELATED.siblings = 0;
    const p = await prepareAsk(h.deps, ws.id, { question: 'How much is a bed for my cat?', baseIds: [baseId] });
    expect(p.facets.find((f) => f.label === 'cat')?.alternatives.some((a) => a.related && a.terms[0] === 'dog')).toBe(
      true,
    );
    expect((await ask('How much is a bed for my cat?')).abstained).toBe(false);
  });

  it('does not stand a word near one part of a compound for it: "administration charge" is not "policy charge"', async () => {
    RELATED.on = 1;
    expect((await ask('Is there an administration charge?')).abstained).toBe(true);
    RELATED.compounds = 0;
    const p = await prepareAsk(h.deps, ws.id, { question: 'Is there an administration charge?', baseIds: [baseId] });
    const administration = p.facets.find((f) => f.label === 'administration');
    expect(administration?.alternatives.some((a) => a.related && a.terms[0] === 'polici')).toBe(true);
    expect((await ask('Is there an administration charge?')).abstained).toBe(false);
  });

  it('answers nothing related when off', async () => {
    RELATED.on = 0;
    const p = await prepareAsk(h.deps, ws.id, { question: 'How much is a seat for my toddler?', baseIds: [baseId] });
    expect(p.facets.every((f) => f.alternatives.every((a) => !a.related))).toBe(true);
    expect(agentId).toBeTruthy();
  });
});
