import { describe, expect, it } from 'vitest';
import { detectLanguage, type Lang } from '../../src/agent/language.js';

/**
 * Issue 27, item 4: short messages, where a statistical detector guesses. Written before the fix of
 * "Tu es un robot ?" (detected as Spanish): each language's function words and its writing conventions
 * (the French space before "?" and "!", the Spanish opening "¿" and "¡", letters only one language uses)
 * must carry a message of two to five words.
 */
const SHORT: Record<Lang, string[]> = {
  en: ['Are you a robot?', 'ok thanks', 'Is it free?', 'who is this', 'Can you help?', 'any discounts?'],
  de: [
    'Bist du ein Roboter?',
    'Ist das kostenlos?',
    'Wer bist du?',
    'Geht das?',
    'Gibt es Rabatte?',
    'Können Sie helfen?',
  ],
  nl: ['Ben jij een robot?', 'Is het gratis?', 'Wie ben jij?', 'Kan dat?', 'Zijn er kortingen?', 'Kunt u helpen?'],
  fr: [
    'Tu es un robot ?',
    "C'est gratuit ?",
    'Qui es-tu ?',
    'Vous êtes là ?',
    'Il y a des remises ?',
    'Pouvez-vous aider ?',
  ],
  es: ['¿Eres un robot?', '¿Es gratis?', '¿Quién eres?', '¿Hay descuentos?', '¿Me puedes ayudar?', '¡Hola!'],
  pt: ['Você é um robô?', 'É grátis?', 'Quem é você?', 'Tem descontos?', 'Pode me ajudar?', 'Oi, tudo bem?'],
};

describe('the language of short messages', () => {
  for (const [lang, messages] of Object.entries(SHORT) as Array<[Lang, string[]]>)
    it(`tells ${lang} from two to five words`, () => {
      for (const m of messages) expect(detectLanguage(m), m).toBe(lang);
    });

  it('keeps the conversation language for a message without words of any one language', () => {
    expect(detectLanguage('ok', { previous: 'nl' })).toBe('nl');
    expect(detectLanguage('25 !', { previous: 'de' })).toBe('de');
  });
});
