import { describe, expect, it } from 'vitest';
import { englishQuery } from '../../src/agent/glossary.js';
import { detectLanguage, type Lang } from '../../src/agent/language.js';

/**
 * Round of 2026-12-07: casual English read as Dutch ("wat kind of encrpytion r u using" got a Dutch reply),
 * a greeting alone in another language answered in English ("Hallo!"), and a borrowed English courtesy word
 * pulling a conversation out of its language. Messages of my own, not the benchmark's.
 */
const CASUAL_ENGLISH = [
  'wat kind of plans r u selling',
  'hw much 4 the big plan',
  'wat happens if i cancel',
  'do u support my bank',
  'r ur servers in europe',
  'im a tax advisor',
  'can u send me an invoice pls',
  'wat languages do u do invoices in',
  'tbh the pricing is confusing',
  'is ther an app for my phone',
];

const GREETINGS: Array<[string, Lang]> = [
  ['Hallo!', 'de'],
  ['Hallo', 'de'],
  ['Servus!', 'de'],
  ['Hallo zusammen!', 'de'],
  ['Hoi', 'nl'],
  ['Hallo allemaal', 'nl'],
  ['Goedemorgen!', 'nl'],
  ['Salut !', 'fr'],
  ['Bonsoir', 'fr'],
  ['Hola', 'es'],
  ['Buenas tardes', 'es'],
  ['Olá', 'pt'],
  ['Boa tarde!', 'pt'],
];

describe('the language of casual messages', () => {
  it('reads short, misspelt English with chat abbreviations as English', () => {
    for (const m of CASUAL_ENGLISH) expect(detectLanguage(m), m).toBe('en');
  });

  it('still reads Dutch that shares "wat" and "u" with chat English as Dutch', () => {
    for (const m of ['Wat kost het?', 'Kunt u mij bellen?', 'wat is dat', 'Wat bieden jullie aan voor teams?'])
      expect(detectLanguage(m), m).toBe('nl');
  });

  it('answers a greeting alone in its own language; between German and Dutch it takes the conversation, else German', () => {
    for (const [m, lang] of GREETINGS) expect(detectLanguage(m), m).toBe(lang);
    expect(detectLanguage('Hallo!', { previous: 'nl' })).toBe('nl');
    expect(detectLanguage('Hallo!', { speaks: ['en', 'nl'] })).toBe('nl');
  });

  it('keeps the conversation language when the visitor borrows an English courtesy word', () => {
    expect(detectLanguage('top, thanks', { previous: 'nl' })).toBe('nl');
    expect(detectLanguage('ok cool, merci', { previous: 'fr' })).toBe('fr');
    expect(detectLanguage('top, thanks')).toBe('en');
    expect(detectLanguage('Danke!', { previous: 'en' })).toBe('de');
  });
});

describe('the English words of a question in another language (glossary)', () => {
  it('knows the words of certification, versions, use, addresses, validity and the EU, and looks past an elided article', () => {
    const cases: Array<[string, string[]]> = [
      ['Sind Sie zertifiziert?', ['certified']],
      ['Quelle version de TLS utilisez-vous ?', ['version', 'use', 'TLS']],
      ["C'est quoi l'adresse du magasin ?", ['address', 'store']],
      ['Hoe lang is een cadeaubon geldig?', ['valid']],
      ['¿Envían a la Unión Europea?', ['european']],
      ['Vocês têm certificação ISO?', ['certification', 'ISO']],
    ];
    for (const [q, words] of cases) for (const w of words) expect(englishQuery(q) ?? '', q).toContain(w);
  });
});
