import { describe, expect, it } from 'vitest';
import { englishQuery } from '../../src/agent/glossary.js';
import { analyseQuestion } from '../../src/resources/knowledge/search/question.js';

/**
 * The cross-language look-up widened (round of 2026-12-07, eighth): the particles and adverbs of
 * German, Dutch, French, Spanish and Portuguese questions carry no topic (glossary-particles.ts), their
 * common verbs and a company's own nouns have English (glossary-verbs.ts, glossary-company.ts), German
 * capitalised nouns are read as nouns, the question phrases keep the kind of answer asked for
 * (glossary-questions.ts), and a request to be called is not looked up.
 */
const has = (q: string, words: string[]) => {
  const english = englishQuery(q);
  expect(english, q).not.toBeNull();
  for (const w of words) expect(english, q).toContain(w);
};
/** The kind of answer the English answerer reads from the question's English words. */
const kind = (q: string) => analyseQuestion(englishQuery(q) ?? '').type;

describe('everyday particles and verbs no longer block a question', () => {
  it('reads past adverbs and particles and knows the verbs of questions in five languages', () => {
    has('Kann ich die Rechnungen eigentlich auch herunterladen?', ['invoices', 'download']);
    has('Kunnen we het abonnement eigenlijk ook tijdelijk pauzeren?', ['plan', 'pause']);
    has("Est-ce qu'on peut encore changer de formule après l'inscription ?", ['change', 'plan', 'register']);
    has('¿Todavía se puede recuperar una cuenta eliminada?', ['get back', 'account']);
    has('Vocês ainda mantêm os dados depois de cancelar a assinatura?', ['keep', 'data', 'cancel', 'plan']);
  });

  it("knows a company's own nouns: administrators, headquarters, notice, counters, policies", () => {
    has('Hoeveel beheerders kan ik toevoegen?', ['admin', 'add']);
    has('Wo ist euer Hauptsitz?', ['where', 'headquarters']);
    has('Quel est le délai de préavis pour résilier ?', ['notice', 'cancel']);
    has('¿Tienen mostrador en el aeropuerto de Málaga?', ['counter', 'airport', 'Málaga']);
    has('Qual é a política de privacidade para os dados dos funcionários?', ['policy', 'privacy', 'data']);
  });
});

describe('question phrases keep the kind of answer asked for', () => {
  it('reads a length of time, a time, a place and a person as the English answerer does', () => {
    expect(kind('Pendant combien de temps gardez-vous les sauvegardes ?')).toBe('duration');
    expect(kind('¿Hasta qué hora está abierta la oficina los viernes?')).toBe('date');
    expect(kind('Em que ano começou a empresa?')).toBe('date');
    expect(kind('Um wie viel Uhr beginnt der Kurs?')).toBe('date');
    expect(kind('Hoe laat gaat de balie morgen open?')).toBe('date');
    expect(kind('In welcher Stadt liegt euer Lager?')).toBe('place');
    expect(kind('Wie heeft het bedrijf opgericht?')).toBe('person');
  });
});

describe('capitals, languages and requests', () => {
  it('reads a German capitalised noun loosely, and a hyphenated name as written', () => {
    has('Bekommt jeder Kunde eine Rechnung?', ['customers', 'invoices']);
    const english = englishQuery('Was kostet der Starter-Tarif pro Person?');
    expect(english).toContain('Starter');
    expect(english).toContain('people');
  });

  it('keeps a function word capitalised inside a sentence as a name', () => {
    has('Combien coûte la formule Plus ?', ['Plus', 'plan']);
  });

  it("reads each language's particles only in it", () => {
    // Portuguese "ou" is "or", not the French "où" (where); Portuguese "usa" is "uses", not the USA.
    expect(englishQuery('Posso pagar com cartão ou transferência?')).not.toMatch(/where/);
    expect(englishQuery('Que banco usa a vossa integração?')).not.toMatch(/\bus\b|usa/);
  });

  it('does not look up a request to be called back', () => {
    expect(englishQuery('Kan iemand van jullie winkel in Gent me morgen terugbellen?')).toBeNull();
    expect(englishQuery('¿Alguien de la oficina de Sevilla me puede llamar mañana?')).toBeNull();
  });
});
