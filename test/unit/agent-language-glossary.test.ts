import { describe, expect, it } from 'vitest';
import { englishQuery } from '../../src/agent/glossary.js';

/**
 * The cross-language look-up's glossary widened (issue 27 item 4, round of 2026-12-07, sixth): the
 * everyday words of questions to any company's site in German, Dutch, French, Spanish and Portuguese,
 * matched past plural and verb endings and inside German compounds; and a question whose topic words
 * the glossary does not know is not looked up by its remaining general words.
 */
const has = (q: string, words: string[]) => {
  const english = englishQuery(q) ?? '';
  for (const w of words) expect(english, q).toContain(w);
};

describe('the English words of everyday questions (glossary widened)', () => {
  it('knows fees, instalments, discounts, students, courses, vehicles, pets and opening hours in five languages', () => {
    has('Gibt es Ermäßigungen für Studierende?', ['discount', 'student']);
    has('Kunnen wij in termijnen betalen?', ['instalments']);
    has('Combien coûtent les cours intensifs ?', ['cost', 'course', 'intensive']);
    has('¿Tienen furgonetas grandes para alquilar?', ['van', 'large', 'rent']);
    has('Vocês ensinam alemão para crianças?', ['teach', 'german', 'children']);
    has('Is de dierenkliniek op zaterdag open?', ['vet', 'saturday', 'open']);
    has('Wann ist euer Kundenservice erreichbar?', ['when', 'support']);
    has('Quel est le prix de la domiciliation ?', ['price', 'registered address']);
  });

  it('reads plural and verb endings, accents left out and German compounds', () => {
    has('Gibt es Rabatte?', ['discount']);
    has('Cuanto cuestan las habitaciones dobles?', ['how much', 'cost', 'room']);
    has('Gibt es einen Studentenrabatt?', ['student', 'discount']);
    has('Wie hoch ist der Monatspreis?', ['month', 'price']);
  });

  it('keeps a name as written rather than reading an ending off it', () => {
    expect(englishQuery('¿Cuánto cuesta el plan Starter?')).toContain('Starter');
    expect(englishQuery('¿Cuánto cuesta el plan Starter?')).not.toMatch(/\bstart\b/);
  });

  it('does not look a question up by its general words alone, nor when its topic words are unknown', () => {
    // Only "call" is known, and it names no topic: a request to be called, not a question.
    expect(englishQuery('Kan iemand mij even bellen?')).toBeNull();
    // "hydrothérapie" and "acupuncture" are unknown: "cat" alone would find some other answer.
    expect(englishQuery("Proposez-vous de l'hydrothérapie et de l'acupuncture pour chats ?")).toBeNull();
  });
});
