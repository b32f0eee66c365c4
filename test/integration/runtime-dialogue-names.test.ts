import { describe, expect, it } from 'vitest';
import { dialogueHarness, type Lead } from '../helpers/dialogue.js';
import { say, streamText } from '../helpers/runtime.js';

/**
 * Fifth session of 2026-12-07, through the runtime API: a full name introduced while only browsing is kept whole
 * on an email-less lead (particles and Gaelic forms included) and files nothing; a quote asked for a plan is a
 * sales hand-over with the qualifying question; praise with thanks asks nothing. Phrasings of my own.
 */
const { visit } = dialogueHarness();

describe('names joined by particles, quotes, praise (2026-12-07, fifth session)', () => {
  it('a full name introduced while browsing is kept whole on an email-less lead, and nothing is filed', async () => {
    const { api, anon, v, followUps } = await visit();
    await say(anon, v, 'Evening, my name is Eoghan Mac an Bhaird, just reading for now.');
    const leads = (await api.get(`/v1/leads?visitorId=${v.visitorId}`)).body.items as Lead[];
    expect(leads.map((l) => [l.name, l.email])).toEqual([['Eoghan Mac an Bhaird', null]]);
    expect(await followUps()).toEqual([]);
  });

  it('a one-word predicate after "I\'m" makes no lead', async () => {
    const { api, anon, v } = await visit();
    await say(anon, v, "Hi! I'm Based in Leeds, just having a look around.");
    expect((await api.get(`/v1/leads?visitorId=${v.visitorId}`)).body.items).toEqual([]);
  });

  it('a quote asked for a plan is a sales hand-over with the qualifying question', async () => {
    const { anon, v, followUps } = await visit();
    const reply = streamText((await say(anon, v, 'We would like a quote for the Growth plan for our office.')).raw);
    expect(reply).toMatch(/What is your role|roughly how many/);
    expect((await followUps()).map((f) => f.reason)).toEqual(['wants to buy: sales hand-over']);
  });

  it('praise of a feature with thanks asks no qualifying question', async () => {
    const { anon, v, followUps } = await visit();
    const reply = streamText(
      (await say(anon, v, 'honestly the invoice templates are brilliant, my clients pay now. thank you!!')).raw,
    );
    expect(reply).not.toMatch(/What is your role|roughly how many/);
    expect(await followUps()).toEqual([]);
  });
});
