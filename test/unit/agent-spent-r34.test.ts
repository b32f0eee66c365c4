import { describe, expect, it } from 'vitest';
import { justLooking } from '../../src/agent/browse-words.js';
import { needsFromWhen } from '../../src/agent/buy-words.js';
import { findName } from '../../src/agent/recognise.js';
import { asksSomeoneTo } from '../../src/agent/someone-asked.js';
import { actNames as acts } from '../helpers/acts.js';

// Mechanisms built from the misses of held-out set r34 (read and spent in the ninth session, while r35 and r36 stood
// unread), each in general form and tried here in other words than the set's.

describe('a need of the offer with when it starts', () => {
  it('is buying interest, not a request for a person', () => {
    expect(needsFromWhen('We are four designers and want a shared studio from September.')).toBe(true);
    expect(needsFromWhen('Wir brauchen ab Mai zwei Transporter für unsere Umzüge.')).toBe(true);
    expect(needsFromWhen('My daughter starts school in September.')).toBe(false);
    expect(acts("We're a 4-person agency leaving our flat in May and want to move into one of your offices.")).toEqual([
      'statement',
    ]);
  });
});

describe('names', () => {
  it('a Dutch particle group opened by a preposition, and a name after the contact and a full stop', () => {
    expect(findName('Bellen mag op 06 1234 5678. Groeten, Joris uit den Bogaard', 'nl')).toBe('Joris uit den Bogaard');
    expect(findName('Erreichbar per Mail: petra.lang@web.example. Petra Lang', 'de')).toBe('Petra Lang');
  });
});

describe('someone asked to do it for the visitor', () => {
  it('"could someone in billing do that for us?" with a contact', () => {
    expect(
      asksSomeoneTo('we need the old invoice back, could someone in billing do that for us? a@b.example', true),
    ).toBe(true);
    expect(asksSomeoneTo('can someone do this kind of thing with your app?', false)).toBe(false);
  });
});

describe('browsing', () => {
  it('European Portuguese and Spanish with the verb first', () => {
    expect(justLooking('Olá, estou só a ver os preços por agora.')).toBe(true);
    expect(justLooking('estamos solo mirando opciones')).toBe(true);
  });
});
