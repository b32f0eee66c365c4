import { describe, expect, it } from 'vitest';
import { englishQuery } from '../../src/agent/glossary.js';
import { reading } from '../../src/agent/glossary-lookup.js';

/**
 * The cross-language glossary reads a question in its own language (glossary-entry.ts, glossary-lookup.ts):
 * an entry may say which languages its words are of, a question in one of them reads that entry first, and a
 * question in another reads it only for the word as listed, never through an ending or a shared stem, where a
 * word of one language was read as the look-alike of another (Spanish "segundo" as Portuguese "segunda",
 * Monday). And the everyday words of visitors' questions the lists lacked (glossary-asked.ts).
 */
const en = (word: string, lang: Parameters<typeof reading>[1]) => reading(word, lang)?.en;
const has = (q: string, lang: Parameters<typeof englishQuery>[1], words: string[], not?: RegExp) => {
  const english = englishQuery(q, lang);
  expect(english, q).not.toBeNull();
  for (const w of words) expect(english, q).toContain(w);
  if (not) expect(english, q).not.toMatch(not);
};

describe('a question reads the glossary in its own language', () => {
  it('reads a word said to be of one language as that language has it, and as another has it in that one', () => {
    expect(en('segunda', 'pt')).toBe('~monday');
    expect(en('segunda', 'es')).toBe('~second');
    expect(en('Termine', 'de')).toBe('appointment');
    expect(en('termine', 'fr')).toBe('~end finish');
    expect(en('firma', 'de')).toBe('company');
    expect(en('firma', 'es')).toBe('signature sign');
  });

  it("does not reach another language's word through an ending or a shared stem", () => {
    // French "dîner" (dinner) shared "diner" with Spanish "dinero" (money); "montage" began as German "Montag".
    expect(en('dîner', 'fr')).toBeUndefined();
    expect(en('montage', 'fr')).toBeUndefined();
    // Spanish and Portuguese "gasto" (an expense) is no German "Gast"; German "Inhalt" no Dutch "inhalen".
    expect(en('gasto', 'es')).toBe('~expenses');
    expect(en('Inhalt', 'de')).toBeUndefined();
    has('¿Cuánto cuesta añadir un segundo conductor?', 'es', ['second', 'driver'], /monday/);
    has('Abrem na segunda?', 'pt', ['open', 'monday']);
  });

  it('reads the word listed with the accents as typed', () => {
    expect(en('élève', 'fr')).toBe('student');
    expect(en('élevé', 'fr')).toBe('~high');
    expect(en('livre', 'fr')).toBe('books');
    expect(en('livre', 'pt')).toBe('~available');
  });
});

describe('the everyday words of visitors questions', () => {
  it('knows non-profits, pupils, groups, places, level tests and event rooms', () => {
    has('Y a-t-il une réduction pour les associations à but non lucratif ?', 'fr', ['discount', 'nonprofit']);
    has('Combien d’élèves maximum par collectif ?', 'fr', ['student', 'maximum', 'group']);
    has('¿Tienen una sala de eventos?', 'es', ['room', 'events']);
    has('Moet ik eerst een niveautest doen?', 'nl', ['placement test']);
    has('¿Quedan plazas para el curso de verano?', 'es', ['places', 'course', 'summer']);
    has('Kann man ohne Termin vorbeikommen?', 'de', ['walk-in']);
  });

  it('reads years and months too short for an ending, and doubled consonants', () => {
    has('¿Hay descuento para niños menores de 12 años?', 'es', ['discount', 'children', 'year']);
    has('Quanto custa a mensalidade para 6 meses?', 'pt', ['monthly fee', 'month']);
    has('Hoe lang zijn jullie cadeaubonnen geldig?', 'nl', ['voucher', 'valid']);
    has('Wie viel kostet das Mikrochippen?', 'de', ['microchip']);
  });

  it('reads a separable verb written apart or with "zu" inside as the verb', () => {
    has('Hoeveel dagen heb ik om iets terug te sturen?', 'nl', ['return']);
    has('Ist es möglich, die Jacke zurückzuschicken?', 'de', ['return', 'jacket']);
  });
});
