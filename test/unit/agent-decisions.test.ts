import { describe, expect, it } from 'vitest';
import { decidedParts, decidesToBuy } from '../../src/agent/decision-words.js';

/**
 * Round of 2026-12-07 (thirteenth): a buying decision stated is a sale, never the answer to a qualifying
 * question; deciding to wait, not being ready, or wanting a date only is no decision. Phrasings of my own.
 */

describe('a buying decision stated', () => {
  it('decided, ready to, or wanting a named plan, in six languages', () => {
    for (const text of [
      "so we've made our decision and will purchase the Pro package for everyone",
      'we are ready to leave our current vendor and buy the yearly subscription',
      'I want to subscribe to the Basic plan',
      'Wir haben uns entschlossen, das Jahresabo zu buchen',
      'Wir sind bereit, den Team-Tarif zu kaufen',
      'We hebben gekozen en willen het Pro-pakket aanschaffen',
      'Ik heb besloten om het jaarabonnement af te sluiten',
      'Nous avons choisi de prendre le forfait Annuel',
      'Je suis prête à souscrire à la formule Solo',
      'He decidido comprar la suscripción anual',
      'Estamos listos para contratar el plan Equipo',
      'Decidimos aderir ao plano anual',
      'Estamos prontas para assinar o plano Equipe',
    ])
      expect(decidesToBuy(text), text).toBe(true);
  });

  it('waiting, not yet ready, asking whether, a greeting, or a date alone is no decision', () => {
    for (const text of [
      "we've decided to hold off until the audit is done",
      'ready to go?',
      "honestly I'm not ready to buy anything yet",
      'we want to know if we could buy extra seats later',
      'Wir möchten nächsten Monat starten',
      'Wir haben uns noch nicht entschieden',
      'We willen nog even wachten met kopen',
      "On n'est pas encore prêts à acheter",
      'Todavía no hemos decidido si comprar',
      'Ainda não decidimos se vamos assinar',
    ])
      expect(decidesToBuy(text), text).toBe(false);
  });

  it('covers the decision and a short question after it ("how do we start?"), not a question before it', () => {
    const parts = [
      { text: 'is there a discount for charities?', act: 'question' },
      { text: "we've decided to buy the Growth plan.", act: 'statement' },
      { text: 'how do we start?', act: 'question' },
    ];
    const covered = decidedParts(parts, (s) => s);
    expect(parts.map((p) => covered.has(p))).toEqual([false, true, true]);
  });
});
