import { describe, expect, it } from 'vitest';
import { englishQuery } from '../../src/agent/glossary.js';
import { analyseQuestion } from '../../src/resources/knowledge/search/question.js';

/**
 * A question's structure kept in its English words (glossary-structure.ts): its prepositions and infinitive
 * markers as English ones, the German and Dutch infinitive brought forward, "minimum" before its noun and
 * "cost" after what costs, so the English answerer reads what a count or a limit is of (question.ts focusOf)
 * as it does from an English question. Word for word, "Quel âge faut-il avoir au minimum pour louer une
 * voiture ?" was "how old minimum rent hire car", and the answerer took "car".
 */
const focus = (q: string, lang: Parameters<typeof englishQuery>[1]) =>
  analyseQuestion(englishQuery(q, lang) ?? '').focus;

describe('the structure of a question in its English words', () => {
  it('keeps what a minimum, a maximum or a count is of', () => {
    expect(englishQuery('Quel âge faut-il avoir au minimum pour louer une voiture ?', 'fr')).toContain(
      'what age minimum to rent',
    );
    expect(focus('Quel âge faut-il avoir au minimum pour louer une voiture ?', 'fr')).not.toBe('car');
    expect(focus('Qual é a idade mínima para conduzir a carrinha?', 'pt')).toBe('age');
    expect(focus('Combien d’élèves maximum par collectif ?', 'fr')).toBe('student');
    expect(focus('Wie viele Nutzer sind im Growth-Tarif drin?', 'de')).toBe('users');
  });

  it('puts the prepositions of the five languages as English ones, "to" before an infinitive', () => {
    expect(englishQuery('Quel est le prix de la formation pour les élèves ?', 'fr')).toContain(
      'price of course for student',
    );
    expect(englishQuery('¿Qué documentos necesito para alquilar una furgoneta?', 'es')).toContain('to rent');
    expect(englishQuery('Hoeveel kost het Growth-abonnement per maand?', 'nl')).toMatch(/per month/);
  });

  it('brings the infinitive of "um … zu", "om … te" forward, as English has it', () => {
    expect(englishQuery('Wie alt muss man sein, um ein Auto zu mieten?', 'de')).toContain('to rent hire car');
    expect(englishQuery('Hoe oud moet je zijn om een auto te huren?', 'nl')).toContain('to rent hire car');
    // "om 10 uur" is at ten: no clause, no "to".
    expect(englishQuery('Is de receptie om 10 uur open?', 'nl')).not.toMatch(/\bto\b/);
  });

  it('puts "cost" after what costs, and no preposition inside a name', () => {
    expect(englishQuery('Hallo, was kostet der Versand mit DHL Express in die EU?', 'de')).toContain(
      'how much shipping cost with DHL',
    );
    expect(englishQuery('Hoi, ik ben Maarten van den Berg. Hoeveel kost een dagpas?', 'nl')).not.toMatch(/\bof\b/);
  });
});
