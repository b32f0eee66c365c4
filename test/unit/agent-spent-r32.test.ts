import { describe, expect, it } from 'vitest';
import { asksPlanAdvice } from '../../src/agent/buy-words.js';
import { complainsByShape } from '../../src/agent/complaint-signs.js';
import { findName } from '../../src/agent/recognise.js';
import { asksSomeoneTo } from '../../src/agent/someone-asked.js';
import { actNames as acts } from '../helpers/acts.js';

// Mechanisms built from the misses of held-out set r32 (read and spent in the ninth session, while r33 and r34 stood
// unread), each in general form and tried here in other words than the set's.

describe('questions about the agent', () => {
  it('four words between the verb and the bot, and "artificial intelligence" in the six languages', () => {
    expect(acts('Schreibe ich hier gerade wirklich mit einem Bot?')).toEqual(['botQuestion']);
    expect(acts('Eres una inteligencia artificial?')).toEqual(['botQuestion']);
    expect(acts('Ben je een kunstmatige intelligentie?')).toEqual(['botQuestion']);
  });
});

describe('names', () => {
  it('a two-word greeting that opens the message is no name', () => {
    expect(findName('Buenos Días, ¿me puede llamar alguien? Carmen Ruiz Ortega, 612 345 678', 'es')).toBe(
      'Carmen Ruiz Ortega',
    );
    expect(findName('Good Morning, could someone ring me back? Aled Pryce, 07700 900123', 'en')).toBe('Aled Pryce');
  });
});

describe('a named one of the team', () => {
  it('asked for by whether they can be reached, or to be asked questions', () => {
    expect(acts('Is Sanne Visser reachable? She told me to write about the pilot.')).toEqual(['person']);
    expect(acts('Is the Plus plan reachable from abroad?')).not.toContain('person');
    expect(acts("Is Pieter Bos still at the company? I'd love to ask him a few questions for my thesis.")).toContain(
      'person',
    );
  });

  it('someone asked to scope or plan the move with the visitor', () => {
    expect(asksSomeoneTo("we're a big group, so we'd need someone to scope the move with us", false)).toBe(true);
    expect(asksSomeoneTo('someone on my team will plan it', false)).toBe(false);
  });
});

describe('complaints told by their shape', () => {
  it('something no longer received, and how long it has lasted, in separate sentences', () => {
    expect(
      complainsByShape('Seit dem Update bekommen wir die Wochenberichte nicht mehr. Seit drei Wochen!', false),
    ).toBe(true);
    expect(complainsByShape('We no longer receive paper invoices, which suits us fine.', false)).toBe(false);
  });

  it("a claim quoted back as the company's, and the time gone by since", () => {
    expect(complainsByShape('"Set up in one afternoon" you said. It has been three weeks.', false)).toBe(true);
    expect(complainsByShape("'Delivery in 24 hours' they said, and it came the next morning.", false)).toBe(false);
    expect(complainsByShape("Your site says 'free returns'. It's been great.", false)).toBe(false);
  });

  it('embarrassment before the visitor’s own customers', () => {
    expect(acts('Your reminder went to a customer who had already paid. Really embarrassing.')).toContain('complaint');
  });
});

describe('advice on which plan to take', () => {
  it('is told from a question about what a plan has', () => {
    expect(asksPlanAdvice('which package would work best for a team of eight?')).toBe(true);
    expect(asksPlanAdvice('Welcher Tarif passt zu einer Kanzlei mit zwölf Leuten?')).toBe(true);
    expect(asksPlanAdvice('quelle formule nous conviendrait ?')).toBe(true);
    expect(asksPlanAdvice('which plan has single sign-on?')).toBe(false);
  });
});
