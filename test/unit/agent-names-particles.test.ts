import { describe, expect, it } from 'vitest';
import { actsOf } from '../../src/agent/acts.js';
import { plainEnglish } from '../../src/agent/chat-english.js';
import { asksForQuote, onlyPraise, quoteRequests } from '../../src/agent/quote-praise.js';
import { findName } from '../../src/agent/recognise.js';

/**
 * Fifth session of 2026-12-07: a name is a run of capitalised words joined by the closed class of name particles
 * and the Gaelic patronyms with their mutated words, kept whole after the introductions of six languages; a
 * one-word predicate after "I'm" is no name; a quote asked for a plan is buying; praise with thanks is not.
 * Phrasings of my own (none from a benchmark set).
 */
describe('a name joined by particles', () => {
  it('is kept whole, particles and Gaelic forms included', () => {
    expect(findName('hello, Ciarán Ó hAodha here, only browsing')).toBe('Ciarán Ó hAodha');
    expect(findName('Evening, my name is Eoghan Mac an Bhaird, a joiner')).toBe('Eoghan Mac an Bhaird');
    expect(findName('hi there, Síle Nic an tSionnaigh here from Cork, any demos?')).toBe('Síle Nic an tSionnaigh');
    expect(findName('Me llamo Luis Alberto Gómez de la Serna y Ortega, 07700 900455', 'es')).toBe(
      'Luis Alberto Gómez de la Serna y Ortega',
    );
    expect(findName('Oi, sou Ana Luísa da Conceição, só dando uma olhada', 'pt')).toBe('Ana Luísa da Conceição');
    expect(findName('Salut, je suis Jean-Baptiste d’Anjou, je regarde', 'fr')).toBe('Jean-Baptiste d’Anjou');
    expect(findName("Goedemiddag, ik ben Els ten Brink-'t Hart", 'nl')).toBe("Els ten Brink-'t Hart");
    expect(findName('Könnte mich jemand anrufen? Mein Name ist Friedrich von dem Bussche', 'de')).toBe(
      'Friedrich von dem Bussche',
    );
    expect(findName('hey there its Maeve Ní Dhomhnaill, having a nosey')).toBe('Maeve Ní Dhomhnaill');
  });

  it('is not read from a predicate, a role or a day after the introduction words', () => {
    for (const text of [
      "I'm Keen to learn more",
      "Hi! I'm Based in Leeds, just looking",
      "I'm CTO at a small firm",
      'this is great, just looking around',
      "it's Monday and I'm only browsing",
      "Name's not important",
    ])
      expect(findName(text), text).toBeNull();
    expect(findName('Ich bin Neu hier und schaue mich um', 'de')).toBeNull();
    // A particle closing the words is no part of the name; a lone Gaelic mutation needs its patronym.
    expect(findName("I'm Tom de")).toBe('Tom');
    expect(findName("I'm Tom hAodha")).toBe('Tom');
  });
});

const parts = (text: string) => actsOf(text, plainEnglish);

describe('a quote asked for a plan', () => {
  it('is a buying question in the six languages', () => {
    for (const text of [
      'We would like a quote for the Growth plan for 12 people.',
      'can u send over a proposal for the Scale plan',
      'Wir hätten gern ein Angebot für den Growth-Tarif.',
      'Graag een offerte voor het Growth-abonnement.',
      'Nous voudrions un devis pour le plan Growth.',
      'Quisiéramos un presupuesto para el plan Growth.',
      'Gostaríamos de um orçamento para o plano Growth.',
    ]) {
      const p = parts(text);
      expect(quoteRequests(p, (s) => s).size, text).toBe(1);
      expect(p[0]!.act).toBe('question');
    }
  });

  it('is not read from a quote turned down, a price question, or a quote of no plan', () => {
    expect(asksForQuote("we don't need a proposal for the Growth plan")).toBe(false);
    expect(asksForQuote("what's the pricing of the Growth plan?")).toBe(false);
    expect(asksForQuote('can you quote me on that sentence')).toBe(false);
  });
});

describe('praise with thanks', () => {
  it('is only praise, whatever priced thing it names', () => {
    expect(onlyPraise(parts('the invoice templates are brilliant, my clients pay now. thank you!!'), (s) => s)).toBe(
      true,
    );
    expect(onlyPraise(parts('Die Rechnungserinnerungen sind super, danke!'), (s) => s)).toBe(true);
  });

  it('is more than praise when it buys or asks', () => {
    expect(onlyPraise(parts('love the invoices, we want to upgrade to the Scale plan'), (s) => s)).toBe(false);
    expect(onlyPraise(parts('the invoices are great, how much is the Scale plan?'), (s) => s)).toBe(false);
  });
});
