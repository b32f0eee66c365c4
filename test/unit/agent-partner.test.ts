import { describe, expect, it } from 'vitest';
import { setsHumanAgainstMachine, takesUpOffer } from '../../src/agent/partner.js';
import { actNames as acts } from '../helpers/acts.js';

/**
 * Third round of 2026-12-07 (issue 27): whom the visitor is talking to, read from the form of the sentence
 * (src/agent/partner.ts), and calls or meetings that belong to the product rather than to the visitor
 * (acts.ts, `asksWhatAThingDoes`). Phrasings of my own, none from a benchmark script.
 */

describe('asking who is there is a question about the agent, not a request for a person', () => {
  it('a verb of talking in the present, without a wish, about a human or a machine', () => {
    for (const text of [
      'am i chatting with an actual human right now?',
      'schreibe ich gerade mit einer Maschine?',
      'spreek ik nu met een robot?',
      'je parle à un humain là ?',
      '¿estoy escribiendo con una persona?',
      'tô conversando com uma máquina?',
    ])
      expect(acts(text), text).toEqual(['botQuestion']);
  });

  it('a short question putting a machine word to the agent', () => {
    for (const text of ['r u an ai', 'is this thing a chatbot or what?', 'anybody here or only robots?'])
      expect(acts(text), text).toEqual(['botQuestion']);
  });

  it('a wish to talk to a human stays a request for a person; a product question about bots stays a question', () => {
    for (const text of ['can I talk to a human please?', 'Ich möchte mit einem Menschen sprechen'])
      expect(acts(text), text).toContain('person');
    for (const text of ['do you have a bot for our Slack workspace?', 'does the app use AI to sort receipts?'])
      expect(acts(text), text).toEqual(['question']);
  });

  it('a request for a person that names a human or a machine is told the agent is automated', () => {
    expect(setsHumanAgainstMachine('get me an actual person, not this bot')).toBe(true);
    expect(setsHumanAgainstMachine('Ik wil een mens spreken')).toBe(true);
    expect(setsHumanAgainstMachine('can someone from billing call me back')).toBe(false);
  });
});

describe('calls and meetings a thing does are product questions', () => {
  it('"can your X handle calls?" is a question, "can your team do a demo?" a meeting', () => {
    for (const text of [
      'Could the app log incoming calls from customers?',
      'can your software book appointments for my patients?',
    ])
      expect(acts(text), text).toEqual(['question']);
    for (const text of [
      'can your team do a demo for us?',
      'could we set up a call next week?',
      'Kann Ihr Team eine Demo zeigen?',
      'could it be a video call?',
    ])
      expect(acts(text), text).toEqual(['meeting']);
  });
});

describe('taking up meeting times the agent offered', () => {
  it('a statement naming the meeting after an offer, turning nothing down', () => {
    expect(takesUpOffer('sure, a quick call on friday works', true)).toBe(true);
    expect(takesUpOffer('een gesprek volgende week is prima', true)).toBe(true);
    expect(takesUpOffer('sure, a quick call on friday works', false)).toBe(false);
    expect(takesUpOffer("no call needed, I'll just read the docs", true)).toBe(false);
    expect(takesUpOffer('how long is the call?', true)).toBe(false);
  });
});
