import { describe, expect, it } from 'vitest';
import { dialogueHarness, expectUrgentComplaint, type Lead } from '../helpers/dialogue.js';
import { say, streamText } from '../helpers/runtime.js';

/**
 * Round of 2026-12-07 (eleventh), through the runtime API: a complaint told by its shape (a counted repeat, a
 * message in capitals, a wait in minutes) is apologised for and urgent; a person asked for right after a
 * complaint is urgent too; a person declined for now files nothing; goodwill gets no qualifying question; a
 * person asked to write files a hand-over; a name announced with "it's" goes on the lead. Phrasings of my own.
 */
const { visit } = dialogueHarness();

describe('tone and structure (round of 2026-12-07, eleventh)', () => {
  it('a counted repeat beside trouble, capitals, a wait in minutes: apology and urgent', async () => {
    await expectUrgentComplaint(visit, [
      'The invoice run failed twice this week and nobody told me. Twice.',
      'WHY DOES THE EXPORT KEEP FAILING, I NEED IT TODAY',
      'waited 30 mins in your chat queue, can someone call me 020 7946 0999',
    ]);
  });

  it('a person asked for right after a complaint is urgent and apologised for', async () => {
    const { anon, v, followUps } = await visit();
    await say(anon, v, 'The bank sync has been broken for a week and nobody fixes it.');
    const reply = streamText((await say(anon, v, 'ok, can someone senior phone me on 020 7946 0888')).raw);
    expect(reply).toMatch(/sorry/i);
    expect((await followUps()).map((f) => f.reason)).toEqual(['urgent: complaint', 'urgent: complaint']);
  });

  it('a person declined for now files nothing and offers no times', async () => {
    const { anon, v, followUps } = await visit();
    const res = await say(anon, v, "just looking for now, I'm not ready to talk to anybody yet");
    expect(await followUps()).toEqual([]);
    expect(res.raw).not.toContain('data-slots');
  });

  it('goodwill told in passing is thanked without a qualifying question', async () => {
    const { anon, v } = await visit();
    const reply = streamText(
      (await say(anon, v, 'the invoice reminders have saved my sanity this quarter, just wanted to say')).raw,
    );
    expect(reply).not.toMatch(/What is your role|how many people/i);
  });

  it('someone asked to email the visitor files a hand-over; an announced name goes on the lead', async () => {
    const { api, anon, v, followUps } = await visit();
    await say(anon, v, "Hi, it's Marta de Boer, I'd rather someone from your sales team emailed me: marta@example.nl");
    expect((await followUps()).map((f) => f.reason)).toEqual(['asked for a person']);
    const leads = (await api.get(`/v1/leads?visitorId=${v.visitorId}`)).body.items as Lead[];
    expect(leads.map((l) => [l.name, l.email])).toEqual([['Marta de Boer', 'marta@example.nl']]);
  });
});
