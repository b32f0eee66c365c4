import { describe, expect, it } from 'vitest';
import { actsOf, says } from '../../src/agent/acts.js';
import { findName } from '../../src/agent/recognise.js';
import { dayWished, localDay } from '../../src/agent/day-wish.js';
import { buysNow } from '../../src/agent/buy-words.js';
import { actNames as acts } from '../helpers/acts.js';

/**
 * Round of 2026-12-07 (seventh): complaints told as a situation, questions whose question word is not first,
 * a person asked for by title, a name said as "<Name> here", a day wished for after times were offered, buying
 * asked for as an act, and no bare greeting for a message that says something. Phrasings of my own.
 */

describe('complaints told as a situation, without a word of complaint', () => {
  it('waiting long, nobody answering or coming, still nothing received, unwell after a procedure', () => {
    for (const text of [
      "we've been calling since 9 and nobody answers the phone",
      "I've been on hold for 40 minutes",
      'nobody came to the house although we booked the visit',
      "still haven't received the certificate you promised",
      "my dog hasn't eaten anything since his dental on tuesday",
      'Wir warten schon seit drei Wochen auf die Gutschrift',
      'Bei Ihnen geht niemand ans Telefon, niemand meldet sich',
      'We wachten al twee weken op ons geld',
      'Ik bel al de hele ochtend en niemand neemt op',
      'Cela fait deux heures que j’attends à l’accueil',
      'Personne ne répond au téléphone depuis ce matin',
      'Llevo tres días esperando una respuesta',
      'Nadie contesta el teléfono en la tienda',
      'Há duas semanas que espero pelo reembolso',
      'Ninguém atende o telefone da loja',
      // Told with a question mark, the situation is still told, not asked about.
      'five days and still no answer??',
      'seit zwei Wochen keine Rückmeldung, wirklich?',
    ])
      expect(acts(text), text).toContain('complaint');
  });

  it('asking about waiting, or telling a span that is no complaint, stays what it is', () => {
    for (const text of [
      'how long will I be waiting for a refund?',
      'we have been using it for three weeks and love it',
      "Ça fait trois semaines que j'utilise l'appli",
      'Llevo dos años como cliente',
      'what happens if nobody picks up at the branch?',
    ])
      expect(acts(text), text).not.toContain('complaint');
  });
});

describe('questions whose question word is not first', () => {
  it('a lead-in of approximation or hesitation before the question word', () => {
    for (const text of [
      'roughly how long does a filling take',
      'approximately what would a full service cost',
      'ungefähr wie lange dauert das',
      'en gros combien ça coûte',
      'más o menos cuánto cuesta',
    ])
      expect(acts(text), text).toEqual(['question']);
  });
});

describe('a person asked for by title or as one of the team', () => {
  it('"a word with dr …", "speak to Mrs …", "<name> from your team"', () => {
    for (const text of [
      'could I have a word with Dr Okafor about the results?',
      'can I speak to mrs patel please',
      'I would like to talk to Anna from your team',
      'Kann ich mit Frau Keller sprechen?',
      'Kan ik meneer Jansen even spreken?',
      'Je voudrais parler à Madame Roux',
    ])
      expect(acts(text), text).toContain('person');
  });

  it('a role with no one named stays a question', () => {
    expect(acts('does the doctor speak Spanish?')).not.toContain('person');
  });
});

describe('a name said as "<Name> here"', () => {
  it('kept whole, with hyphens, accents and apostrophes', () => {
    expect(findName("Máire O'Brien here, can someone phone me back")).toBe("Máire O'Brien");
    expect(findName('hi, Jean-Luc Picard here. Quick question')).toBe('Jean-Luc Picard');
    expect(findName('Karl-Heinz Müller hier: bitte um Rückruf')).toBe('Karl-Heinz Müller');
  });

  it('a question about someone, a team or a single word is no name', () => {
    expect(findName('Is Anna here, please?')).toBeNull();
    expect(findName('The Sales Team here, hello')).toBeNull();
    expect(findName('Max here')).toBeNull();
  });
});

describe('a day wished for after meeting times were offered', () => {
  // Weekdays as Date.getUTCDay: today is a Wednesday (3).
  it('a weekday, tomorrow or next week, with a word of preference or as a short question', () => {
    expect(dayWished('hmm actually thursday would work better for us', 3)).toEqual({ offset: 1, days: 1 });
    expect(dayWished('anything on monday?', 3)).toEqual({ offset: 5, days: 1 });
    expect(dayWished('next week better?', 3)).toEqual({ offset: 5, days: 7 });
    expect(dayWished('wednesday?', 3)).toEqual({ offset: 7, days: 1 });
    expect(dayWished('Lieber am Freitag', 3)).toEqual({ offset: 2, days: 1 });
    expect(dayWished('plutôt mardi', 3)).toEqual({ offset: 6, days: 1 });
    expect(dayWished("friday doesn't work, what about tuesday?", 3)).toEqual({ offset: 6, days: 1 });
  });

  it('a day only mentioned is no wish', () => {
    expect(dayWished('are you open on saturday afternoons for check-ups at the branch', 3)).toBeNull();
    expect(dayWished('do you work on sundays and public holidays as well', 3)).toBeNull();
  });

  it('reads today and midnight in the booking time zone', () => {
    // 23:30 UTC on Tuesday 8 December 2026 is already Wednesday in Berlin.
    const day = localDay(new Date('2026-12-08T23:30:00Z'), 'Europe/Berlin');
    expect(day.weekday).toBe(3);
    expect(day.startOf(1).toISOString()).toBe('2026-12-09T23:00:00.000Z');
  });
});

describe('buying asked for as an act', () => {
  it('signing up, switching or getting seats, for a team or soon', () => {
    for (const text of [
      'could we get 12 licences set up by friday?',
      "we'd like to move to the Pro plan with the whole team",
      "We'd like to move the whole team to the Growth plan",
      'Wir wollen mit dem ganzen Team auf das Business-Abo umsteigen',
      'We gaan volgende maand over naar het Pro-pakket, kunnen we overstappen?',
      'Nous voudrions souscrire au forfait Équipe',
      'Queremos contratar el plan anual para todo el equipo',
    ])
      expect(buysNow(text), text).toBe(true);
  });

  it('questions about buying are not acts of buying', () => {
    for (const text of [
      'can I upgrade my plan later?',
      'what would 12 seats cost per month?',
      'does the Pro plan include exports?',
      'is it possible to switch plans if we grow?',
      'We want to buy: do you integrate with Xero?',
    ])
      expect(buysNow(text), text).toBe(false);
  });
});

describe('no bare greeting for a message that says something', () => {
  it('content words beyond courtesy', () => {
    expect(says(actsOf('hmm, the parking at your place is tricky'))).toBe(true);
    expect(says(actsOf('hi there'))).toBe(false);
    expect(says(actsOf('ok thanks, good morning'))).toBe(false);
  });
});
