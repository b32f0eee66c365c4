import { describe, expect, it } from 'vitest';
import { endsInUnmarkedQuestion } from '../../src/agent/acts.js';
import { justLooking, hasBuyingSignal } from '../../src/agent/intent.js';
import { actNames as acts } from '../helpers/acts.js';

/**
 * Fourth round of 2026-12-07 (issue 27): sentence forms that tell a hand-over, a meeting, a complaint and a
 * question apart (src/agent/act-forms.ts, act-words.ts, complaint-words.ts, courtesy-words.ts, acts.ts, intent.ts). Phrasings of my own, none from a
 * benchmark script.
 */

describe('someone of the team asked to get in touch, with the contact in the same message', () => {
  it('German subordinate order: "…, dass sich jemand bei mir meldet"', () => {
    expect(acts('Ich würde mich freuen, wenn sich jemand von Ihnen bei mir meldet: lena.w@example.de')).toContain(
      'person',
    );
  });

  it('settling the matter with someone of the team', () => {
    for (const text of [
      "I'd prefer to work this out with a person from your team",
      'je préfère régler ça avec quelqu’un de votre équipe',
    ])
      expect(acts(text), text).toContain('person');
  });

  it("the visitor's details passed on to someone", () => {
    expect(acts('could you forward my details to someone about the annual plan? sam@example.com')).toContain('person');
  });

  it('talking to someone named by their role, in a wish or request form', () => {
    for (const text of [
      'I want to speak with one of your accountants before signing up',
      'Ich möchte vorher mit einem Steuerberater sprechen',
      'je voudrais parler à un conseiller fiscal',
      'quisiera hablar con un abogado primero',
    ])
      expect(acts(text), text).toContain('person');
    // Not a request: a question about how people talk, or someone the visitor knows.
    expect(acts('do your coaches talk to a parent after each lesson?')).not.toContain('person');
    expect(acts('I need to talk to the kids first')).not.toContain('person');
  });
});

describe('a meeting welcomed or asked for as a possibility', () => {
  it('welcomed: the meeting with a verb of being and a word of approval', () => {
    for (const text of [
      'a short phone call would be really helpful',
      'Une réunion serait utile.',
      'Ein Gespräch wäre super',
      'una llamada sería perfecta',
    ])
      expect(acts(text), text).toEqual(['meeting']);
    expect(acts('a call would not be helpful, thanks')).not.toContain('meeting');
  });

  it('asked for as a possibility, or a conversation arranged', () => {
    for (const text of [
      'any possibility of a video call with your sales folks next week?',
      'Posso agendar uma conversa com a vossa equipa?',
    ])
      expect(acts(text), text).toEqual(['meeting']);
  });
});

describe('not meeting requests', () => {
  it('asking whom to call', () => {
    for (const text of ['my cat ate chocolate at midnight, who do I call?', 'à qui dois-je écrire pour une facture ?'])
      expect(acts(text), text).toEqual(['question']);
  });

  it('a meeting word naming a thing', () => {
    for (const text of [
      'can we book the meeting room for a whole day and what does it cost?',
      'combien coûte la salle de réunion ?',
    ])
      expect(acts(text), text).toEqual(['question']);
  });
});

describe('complaints', () => {
  it('courtesy with exclamation marks is not a complaint', () => {
    for (const text of ['thanks!!', 'Danke!!!', 'great, cheers!!']) expect(acts(text), text).not.toContain('complaint');
    expect(acts('still no reply after a week!!')).toContain('complaint');
  });

  it('a mishap told to ask what to do next is a question', () => {
    for (const text of ['I lost my badge, what should I do?', 'ik ben mijn pas kwijt, wat moet ik doen?'])
      expect(acts(text), text).toEqual(['question']);
  });

  it('anger, a disputed charge, a no-show, a second time', () => {
    for (const text of [
      'completely livid right now',
      'you charged me £80 for cleaning and the flat was spotless',
      'the tutor didnt turn up',
      'this is the 2nd time this happens',
      'i need this fixed',
    ])
      expect(acts(text), text).toContain('complaint');
  });
});

describe('greetings and browsing', () => {
  it('a greeting ending in an accented letter is a greeting', () => {
    expect(acts('Olá!')).toEqual(['greeting']);
    expect(acts('Olá, tudo bem?')).toEqual(['greeting', 'smallTalk']);
  });

  it('just looking, in the six languages', () => {
    for (const text of [
      "I'm just looking at prices",
      'ich schaue mich nur um',
      'ik kijk even rond',
      'je jette juste un œil aux prix',
      'solo estoy mirando los precios',
      'só estou a olhar',
    ])
      expect(justLooking(text), text).toBe(true);
    expect(justLooking('we are looking for a new payroll tool')).toBe(false);
  });

  it('"buying" is a buying word', () => {
    expect(hasBuyingSignal('we are thinking about buying it')).toBe(true);
  });
});

describe('a question without its question mark', () => {
  it('a statement ending in an unmarked question clause', () => {
    expect(endsInUnmarkedQuestion('planning to move our books over, how much does it cost')).toBe(true);
    expect(endsInUnmarkedQuestion('planning to move our books over, how much does it cost?')).toBe(false);
    expect(endsInUnmarkedQuestion('we tried it, what a mess')).toBe(false);
  });
});
