import { describe, expect, it } from 'vitest';
import { englishQuery } from '../../src/agent/glossary.js';

/**
 * The cross-language look-up's glossary widened with the everyday vocabulary of visitors to shops,
 * software products, clinics and vets, rental firms, schools and coworking spaces (glossary-shop.ts,
 * glossary-calendar.ts, glossary-services.ts, glossary-places.ts): a question in German, Dutch,
 * French, Spanish or Portuguese about these now has English words to be looked up by, where before
 * its topic words were unknown and it was handed to the team. And the words that are a different
 * common word in another language, or in the same one, are not read as the glossary's.
 */
const has = (q: string, words: string[]) => {
  const english = englishQuery(q);
  expect(english, q).not.toBeNull();
  for (const w of words) expect(english, q).toContain(w);
};

describe('the English words of questions to shops, software, clinics, rental firms, schools and coworking', () => {
  it('knows shipping, exchanges, refunds, gift cards, loyalty points and ways to pay', () => {
    has('Verschickt ihr auch nach Österreich?', ['shipping', 'austria']);
    has('Kan ik mijn spaarpunten inwisselen voor een cadeaukaart?', ['redeem', 'voucher']);
    has('Puis-je échanger un article contre une autre taille ?', ['exchange', 'item']);
    has('¿Aceptan transferencia bancaria o Bizum?', ['bank transfer', 'bizum']);
    has('Quanto tempo demora o reembolso por estorno?', ['refund']);
    has('Gibt es Gewährleistung auf defekte Jacken?', ['warranty', 'defective', 'jacket']);
  });

  it('knows countries, months, expiry and times of day', () => {
    has('¿Hacéis envíos a Irlanda y Bélgica?', ['shipping', 'ireland', 'belgium']);
    has('Wanneer verloopt de geldigheid van de tegoedbon?', ['expire', 'validity', 'voucher']);
    has('Êtes-vous ouverts en décembre pendant la pause déjeuner ?', ['open', 'december', 'lunch']);
  });

  it('knows API limits, webinars and sessions, vets, rental and coworking words', () => {
    has('¿Cuántas peticiones por minuto permite la API?', ['requests', 'minutes', 'api']);
    has('Y a-t-il un webinaire ou des séances de formation le samedi ?', ['webinar', 'session', 'saturday']);
    has('Vocês vacinam gatinhos e fazem castração?', ['vaccination', 'kitten', 'neutering']);
    has('Chippen jullie ook pups en doen jullie een tandheelkundige controle?', ['microchip', 'puppy', 'dental']);
    has('Wie hoch ist die Selbstbeteiligung und gibt es einen Kindersitz?', ['excess', 'child seat']);
    has('Hoeveel kost een flexplek met een kluisje per maand?', ['hot desk', 'lockers', 'month']);
    has('Le bâtiment est-il accessible, y a-t-il un ascenseur ?', ['lift', 'elevator']);
  });

  it('does not read a word of one language as the look-alike of another', () => {
    const reads = (q: string, words: string[], not: RegExp) => {
      has(q, words);
      expect(englishQuery(q), q).not.toMatch(not);
    };
    // German "fahren" (to drive) is not the ferry ("Fähre" folds to "fahre").
    reads('Dürfen wir mit dem Mietwagen nach Österreich fahren?', ['drive', 'austria'], /ferry/);
    // Portuguese "passar" (to come by) is no day pass; German "sitzen" (to be based) is no seat.
    reads('Posso passar na loja para trocar o casaco?', ['exchange', 'jacket'], /\bpass\b/);
    reads('Wo sitzen Sie, und habt ihr Schließfächer?', ['lockers'], /seat/);
    // Dutch "direct" is "at once", not the direct of a direct debit; French "pain" is bread.
    reads('Kan ik de bestelling direct ophalen?', ['pick up', 'order'], /direct/);
    reads('Avez-vous du pain au magasin ?', ['bread'], /pain/);
    // German "zugreifen" (to access) is no train with tyres; Dutch "voertaal" is no pet food.
    reads('Wer kann auf die API-Schlüssel zugreifen?', ['api', 'key'], /train|tyres/);
    reads('Wat is de voertaal van het webinar en de workshop?', ['webinar', 'workshop'], /pet food/);
  });
});
