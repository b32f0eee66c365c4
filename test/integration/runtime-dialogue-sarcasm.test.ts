import { describe, expect, it } from 'vitest';
import { dialogueHarness, type Lead } from '../helpers/dialogue.js';
import { say, streamText } from '../helpers/runtime.js';

/**
 * Round of 2026-12-07 (ninth), through the runtime API: sarcasm beside a bad situation is a complaint, a wait
 * for a span with an email is handed over as urgent with the lead, the n-th time with a request for a person
 * is apologised for and urgent, "a real one" after the agent said it is automated is a request for a person, a
 * name given with a request for a call back is kept whole on a lead, and a buying statement that ends in a
 * question clause is a sales hand-over with the qualifying question. Phrasings of my own.
 */
const { visit } = dialogueHarness();

describe('sarcasm, waits, repetition, "a real one", names (round of 2026-12-07, ninth)', () => {
  it('praise beside a breakdown is apologised for and handed over as urgent', async () => {
    const { anon, v, followUps } = await visit();
    const reply = streamText((await say(anon, v, 'Na wunderbar. Mein Konto ist gesperrt. Spitze!')).raw);
    expect(reply).toMatch(/tut mir/i);
    expect((await followUps()).map((f) => f.reason)).toEqual(['urgent: complaint']);
  });

  it('a wait for a span with an email is urgent, and the email makes the lead', async () => {
    const { api, anon, v, followUps } = await visit();
    const reply = streamText(
      (await say(anon, v, 'Ainda estou à espera da minha fatura corrigida há três semanas. rita@example.pt')).raw,
    );
    expect(reply).toMatch(/sinto muito/i);
    expect((await followUps()).map((f) => f.reason)).toEqual(['urgent: complaint']);
    const leads = (await api.get(`/v1/leads?visitorId=${v.visitorId}`)).body.items as Lead[];
    expect(leads.map((l) => l.email)).toEqual(['rita@example.pt']);
  });

  it('the n-th time with a request for a person is apologised for and urgent', async () => {
    const { anon, v, followUps } = await visit();
    const reply = streamText(
      (
        await say(
          anon,
          v,
          "C'est la quatrième fois que je signale ce souci. Je veux parler à quelqu'un. rene@example.fr",
        )
      ).raw,
    );
    expect(reply).toMatch(/désolé/i);
    expect((await followUps()).map((f) => f.reason)).toEqual(['urgent: complaint']);
  });

  it('"a real one" after the agent said it is automated asks for a person; before it, it does not', async () => {
    const { anon, v, followUps } = await visit();
    expect(streamText((await say(anon, v, 'is this a bot?')).raw)).toMatch(/automated/i);
    await say(anon, v, 'fine, get me an actual one then');
    expect((await followUps()).map((f) => f.reason)).toEqual(['asked for a person']);
    const other = await visit();
    await say(other.anon, other.v, 'fine, get me an actual one then');
    expect(await other.followUps()).toEqual([]);
  });

  it('a name given with a request for a call back is kept whole on a lead', async () => {
    const { api, anon, v } = await visit();
    await say(anon, v, 'Ich hätte gern einen Rückruf von einem Menschen. Mein Name ist Anna-Lena Groß-Überall.');
    const leads = (await api.get(`/v1/leads?visitorId=${v.visitorId}`)).body.items as Lead[];
    expect(leads.map((l) => [l.name, l.email])).toEqual([['Anna-Lena Groß-Überall', null]]);
  });

  it('a buying statement ending in a question clause is a sales hand-over with the qualifying question', async () => {
    const { anon, v, followUps } = await visit();
    const reply = streamText(
      (await say(anon, v, 'we are thinking of upgrading to Scale soon, how does that work')).raw,
    );
    expect(reply).not.toMatch(/How can I help with that/);
    expect(reply).toMatch(/What is your role|roughly how many/);
    expect((await followUps()).map((f) => f.reason)).toEqual(['wants to buy: sales hand-over']);
  });
});
