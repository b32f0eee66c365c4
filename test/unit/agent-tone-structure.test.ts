import { describe, expect, it } from 'vitest';
import { actsOf } from '../../src/agent/acts.js';
import { plainEnglish } from '../../src/agent/chat-english.js';
import { complainsByShape, shouted } from '../../src/agent/complaint-signs.js';
import { personAfterComplaint } from '../../src/agent/contact-after.js';
import { detectLanguage } from '../../src/agent/language.js';
import { findName } from '../../src/agent/recognise.js';

/**
 * Round of 2026-12-07 (eleventh): complaints told by the message's shape (a counted repeat beside trouble, a
 * count of unanswered requests, capitals, a shouted "again", a broken promise, scare quotes with a contrast, a
 * wait in minutes), a person asked right after a complaint, declined-for-now person requests, goodwill told in
 * passing, a person asked to write, a visit booked, names announced with "it's". Phrasings of my own.
 */
const acts = (text: string) => {
  const lang = detectLanguage(text);
  return actsOf(text, lang === 'en' ? plainEnglish : undefined).map((p) => p.act);
};

describe('complaints told by the shape of the message', () => {
  it('repeats counted, unanswered requests, capitals, a shouted again, a broken promise, scare quotes, minutes', () => {
    for (const text of [
      'The payment page froze on me three times today and nobody can tell me why.',
      'Ik heb vijf keer gebeld en niemand weet iets.',
      'Dreimal angerufen, nie hat jemand zurückgerufen.',
      "J'ai écrit quatre fois et toujours rien.",
      'Dos correos sin respuesta desde el lunes.',
      'Quatro mensagens sem resposta.',
      'Fifth booking in a row that shows the wrong room.',
      'MY RECEIPTS ARE NOT UPLOADING AND THE DEADLINE IS TOMORROW',
      'Double-booked AGAIN on the calendar sync',
      'the migration broke the totals, exactly what your sales rep told us would never happen',
      'nice, the "one click" export takes twelve clicks lol',
      'stuck in the chat queue for 25 mins now',
    ])
      expect(acts(text), text).toContain('complaint');
  });

  it('the same forms told with pleasure, or asked about, stay calm', () => {
    for (const text of [
      "We've booked with you twice now and it was lovely both times",
      'THIS NEW DASHBOARD IS GREAT',
      'the second colour theme is the nicest one',
      'Drie keer geprobeerd en elke keer prima gelukt.',
      'Zum dritten Mal dabei und wieder zufrieden.',
      'is the "smart sync" option on every plan?',
      'J’ai commandé deux fois, super service.',
    ])
      expect(acts(text), text).not.toContain('complaint');
    expect(shouted('WHY IS EVERYTHING BROKEN TODAY')).toBe(true);
    expect(shouted('Why is everything broken today')).toBe(false);
    expect(complainsByShape('ALL GOOD HERE, LOVE IT, THANKS', true)).toBe(false);
  });
});

describe('a person asked for right after a complaint', () => {
  it('turns the request into the complaint when the last reply answered one, not otherwise', () => {
    const parts = () => actsOf('can somebody phone me about it please');
    const after = parts();
    personAfterComplaint({ complained: true }, after);
    expect(after.map((p) => p.act)).toEqual(['complaint']);
    const fresh = parts();
    personAfterComplaint({ complained: false }, fresh);
    expect(fresh.map((p) => p.act)).toEqual(['person']);
  });
});

describe('persons declined for now, goodwill, a person asked to write, a visit', () => {
  it('a person declined for now asks nothing of the team', () => {
    for (const text of [
      "I'm not quite ready to speak to anybody yet, just reading",
      "don't fetch anyone, I'm fine reading the pages",
      'Roep er nog niemand bij, ik kijk eerst rond.',
      'Ich bin noch nicht bereit, mit jemandem zu sprechen.',
    ])
      expect(acts(text), text).not.toContain('person');
  });

  it('goodwill told in passing is praise', () => {
    for (const text of [
      'the mobile app has saved my bacon more than once, just wanted to say',
      'Ich wollte nur mal sagen, dass die Erinnerungen super funktionieren.',
      'Só queria dizer que a vossa equipa é impecável.',
    ])
      expect(acts(text), text).toEqual(['compliment']);
  });

  it('someone asked to write or email the visitor is a request for a person', () => {
    for (const text of [
      "I'd prefer that somebody in your finance department wrote to me",
      'Mir wäre lieber, wenn mir jemand aus der Buchhaltung schreibt.',
    ])
      expect(acts(text), text).toContain('person');
  });

  it('a visit to arrange is a meeting; asking how to book one is a question', () => {
    expect(acts("we'd like to arrange a viewing of the studio")).toContain('meeting');
    expect(acts('Ich möchte eine Besichtigung vereinbaren.')).toContain('meeting');
    expect(acts('how do I book a visit?')).not.toContain('meeting');
  });
});

describe('names announced at the start', () => {
  it('"it\'s …", "hier ist …", "c\'est …" name the visitor when the name closes its clause', () => {
    expect(findName("Hey, it's Lotte van der Meer, quick one about invoices", 'en')).toBe('Lotte van der Meer');
    expect(findName('Guten Tag, hier ist Jonas Albrecht. Ich habe eine Frage.', 'de')).toBe('Jonas Albrecht');
    expect(findName("Bonjour, c'est Amélie Fournier, j'ai une question", 'fr')).toBe('Amélie Fournier');
    expect(findName("It's Monday Morning Sync I can't find", 'en')).toBeNull();
    expect(findName("hi, it's Friday and I'm stuck", 'en')).toBeNull();
  });
});
