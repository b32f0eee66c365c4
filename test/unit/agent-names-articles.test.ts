import { describe, expect, it } from 'vitest';
import { findName } from '../../src/agent/recognise.js';

/**
 * Round of 2026-12-07 (thirteenth): a Portuguese article before the name after "sou", "<Name> here" after a
 * greeting and a dash, and a family name with an elided particle ("d'…") standing alone before the email.
 */
describe('names with an article, a dash after the greeting, an elided particle', () => {
  it('"sou a/o <Name>" gives the name without the article', () => {
    expect(findName('Olá! Sou a Mariana Lopes-Teixeira, mariana@exemplo.example', 'pt')).toBe('Mariana Lopes-Teixeira');
    expect(findName('Bom dia, eu sou o Rui Barros', 'pt')).toBe('Rui Barros');
  });

  it('"hi - <Name> here" names the speaker', () => {
    expect(findName('hi – Tariq Ben-Youssef here, can someone call me back?', 'en')).toBe('Tariq Ben-Youssef');
  });

  it("a name with d' stands alone before the email", () => {
    expect(findName("Merci d'avance. Margaux d'Estienne, margaux@exemple.example", 'fr')).toBe("Margaux d'Estienne");
  });

  it('an article without a name, or a sentence, gives no name', () => {
    expect(findName('sou a favor da mudança', 'pt')).toBeNull();
    expect(findName("hi - d'accord, merci", 'fr')).toBeNull();
  });
});
