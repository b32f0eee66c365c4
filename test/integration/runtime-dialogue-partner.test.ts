import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { say, seededVisit, streamChunks, streamText } from '../helpers/runtime.js';

/**
 * Third round of 2026-12-07 (issue 27), through the runtime API on both databases: a visitor who asks for a
 * human is told the agent is automated as well as handed over; asking who is there is answered, not filed; a
 * call the product makes is not a call the visitor asks for; the visitor taking up the times the agent offered
 * gets the times, and the meeting's day is not recorded as their buying timeline. Each test was seen failing
 * with its mechanism switched off (docs/quality.md, "Round of 2026-12-07 (third)").
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

const visit = () => seededVisit(h);
const slots = (raw: string) => streamChunks(raw).filter((c) => c !== '[DONE]' && c.type === 'data-slots');

describe('honesty about whom the visitor is talking to', () => {
  it('hands a request for an actual human over and says the agent is automated', async () => {
    const { anon, v, followUps } = await visit();
    const reply = streamText((await say(anon, v, 'get me an actual human, not this bot')).raw);
    expect(reply).toContain('I am an automated assistant');
    expect((await followUps()).map((f) => f.reason)).toEqual(['asked for a person']);
  });

  it('answers "am I talking to a person?" in the visitor\'s language, files nothing and offers no times', async () => {
    const { anon, v, followUps } = await visit();
    for (const [text, said] of [
      ['schreibe ich hier gerade mit einem Menschen?', 'automatisierter Assistent'],
      ['r u an ai', 'automated assistant'],
    ] as const) {
      const res = await say(anon, v, text);
      expect(streamText(res.raw), text).toContain(said);
      expect(slots(res.raw), text).toEqual([]);
    }
    expect(await followUps()).toEqual([]);
  });
});

describe('calls and meetings', () => {
  it('a question about calls the product handles offers no meeting times', async () => {
    const { anon, v } = await visit();
    const res = await say(anon, v, 'Can the software log incoming phone calls from our clients?');
    expect(slots(res.raw)).toEqual([]);
  });

  it('taking up the offered times gets the times again, and records no answer', async () => {
    const { api, anon, v } = await visit();
    expect(slots((await say(anon, v, 'can someone from your team ring me?')).raw)).toHaveLength(1);
    const res = await say(anon, v, 'sure, a call on thursday afternoon sounds fine');
    expect(slots(res.raw)).toHaveLength(1);
    // The transcript's tool calls, as the team reads them: the meeting's day is not recorded as a qualifying answer.
    const conversations = (await api.get(`/v1/conversations?visitorId=${v.visitorId}`)).body.items as Array<{
      id: string;
    }>;
    const tools: string[] = [];
    for (const c of conversations) {
      const d = (await api.get(`/v1/conversations/${c.id}`)).body as {
        messages: Array<{ role: string; content: string }>;
      };
      for (const m of d.messages) if (m.role === 'tool') tools.push(m.content);
    }
    expect(tools.some((t) => t.includes('check_availability'))).toBe(true);
    expect(tools.filter((t) => t.includes('record_answer'))).toEqual([]);
  });
});
