import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { say, seededVisit, streamChunks, streamText } from '../helpers/runtime.js';

/**
 * Round of 2026-12-07 (seventh), through the runtime API: a complaint told as a situation is handed over as
 * urgent, a statement is never answered with the bare greeting, a name and a phone left for a call back make a
 * lead, a day wished for after times were offered gets times from that day, and buying asked for as an act is a
 * sales hand-over with the qualifying question. Phrasings of my own.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

const visit = () => seededVisit(h);
const chunks = (raw: string, type: string) =>
  streamChunks(raw).filter((c) => c !== '[DONE]' && c.type === type) as Array<{ data: { slots: string[] } }>;

describe('situations, statements and requests (round of 2026-12-07, seventh)', () => {
  it('a complaint told as a situation is apologised for and handed over as urgent', async () => {
    const { anon, v, followUps } = await visit();
    const reply = streamText((await say(anon, v, "we've been ringing the clinic all morning, nobody picks up")).raw);
    expect(reply).toMatch(/sorry/i);
    expect((await followUps()).map((f) => f.reason)).toEqual(['urgent: complaint']);
  });

  it('a statement gets no bare greeting and files nothing', async () => {
    const { anon, v, followUps } = await visit();
    const reply = streamText((await say(anon, v, 'the parking near your office is tricky')).raw);
    expect(reply).not.toBe('Hi! What would you like to know?');
    expect(reply).toContain('How can I help');
    expect(await followUps()).toEqual([]);
  });

  it('a name and a phone left for a call back make a lead with the name, and the request is handed over', async () => {
    const { api, anon, v, followUps } = await visit();
    await say(anon, v, "Máire O'Brien here, could someone ring me back? 07700 900777");
    const leads = (await api.get(`/v1/leads?visitorId=${v.visitorId}`)).body.items as Array<{
      email: string | null;
      name: string;
    }>;
    expect(leads.map((l) => [l.name, l.email])).toEqual([["Máire O'Brien", null]]);
    expect((await followUps()).map((f) => f.reason)).toEqual(['asked for a person']);
  });

  it('a day wished for after times were offered gets times from that day', async () => {
    const { anon, v } = await visit();
    expect(chunks((await say(anon, v, 'Can we book a demo call?')).raw, 'data-slots')).toHaveLength(1);
    const again = chunks((await say(anon, v, 'hmm, thursday would suit us better')).raw, 'data-slots');
    expect(again).toHaveLength(1);
    const day = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', weekday: 'long' });
    expect(day.format(new Date(again[0]!.data.slots[0]!))).toBe('Thursday');
  });

  it('buying asked for as an act is a sales hand-over with the qualifying question, not an abstention', async () => {
    const { anon, v, followUps } = await visit();
    const reply = streamText(
      (await say(anon, v, "We'd like to move the whole team to the Growth plan. How do we go about that?")).raw,
    );
    expect(reply).not.toMatch(/do not have that information/);
    expect(reply).toMatch(/What is your role/);
    expect((await followUps()).map((f) => f.reason)).toEqual(['wants to buy: sales hand-over']);
  });
});
