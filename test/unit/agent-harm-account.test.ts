import { describe, expect, it } from 'vitest';
import { exasperated, harmAccount, neutralLoss } from '../../src/agent/harm-account.js';
import { actNames as acts } from '../helpers/acts.js';

/**
 * Round of 2026-12-07 (fifth session): a complaint told as a plain account of a harm, with no word of complaint
 * (harm-account.ts). Phrasings of my own, not the held-out set's.
 */

describe('a harm told plainly is a complaint', () => {
  it('something lost, crashed, failed or broken, in the six languages', () => {
    for (const text of [
      'the import wiped out a month of categorised transactions last night. all of it, gone.',
      'the bank reconciliation crashed and took three hours of my work with it',
      'Your update broke the VAT report. Our filing is due Friday.',
      'Na super. Der Export hat meine komplette Buchhaltung vom März gelöscht.',
      'Echt top. De koppeling is vannacht gecrasht en alle facturen van vorige week zijn weg.',
      "Franchement, deux heures de saisie perdues parce que l'appli a planté.",
      'Genial. La app se cerró y perdí todas las facturas de hoy.',
      'Perdemos o fecho do mês inteiro quando a sincronização falhou.',
    ])
      expect(acts(text), text).toContain('complaint');
  });

  it('a charge beyond a quote, a refund not come back, a wait past a time', () => {
    for (const text of [
      'We were told the plan was £25 a month and got charged £79 without any warning.',
      'On nous a facturé 80 € de plus que le devis, sans prévenir.',
      "my refund STILL hasn't arrived and it's been a month. i want to speak to a manager",
      'O reembolso ainda não voltou e já faz três semanas.',
      'spent 50 minutes on hold past the callback time you gave me. I would like someone senior to get in touch.',
    ])
      expect(acts(text), text).toContain('complaint');
  });

  it('a weaker account with two marks of exasperation (a word said thrice, an ironic opener, a face)', () => {
    expect(acts("cool cool cool. the payslips went out with last year's tax codes.")).toContain('complaint');
    expect(exasperated('ordered it two weeks ago, still nothing 🙄')).toBe(true);
    expect(harmAccount('ordered the card reader two weeks ago, paid for express, still nothing 🙄')).toBe(true);
  });

  it('a promise said to be broken in the present tense ("the one thing you promise won\'t happen")', () => {
    expect(acts("so we overbooked 12 rooms. isn't that the one thing you promise won't happen")).toContain('complaint');
  });
});

describe('near-misses stay calm', () => {
  it('a harm asked about, supposed, or beside a how-to question', () => {
    for (const text of [
      'if i cancel do i lose all my data?',
      'what happens if the sync fails while i am offline?',
      'if it crashes do i lose my work?',
      "Est-ce que je perds mes factures si je change d'offre ?",
      'how do i charge a client for a late payment?',
    ])
      expect(acts(text), text).not.toContain('complaint');
    expect(harmAccount('payroll failed to send, how do I retry?')).toBe(false);
  });

  it('a charge as agreed, praise, a task told beside a loss', () => {
    for (const text of [
      'I was charged £30 today as agreed, all good',
      'we paid extra for the premium plan and love it',
      'ok cool. we lost a client this month, need to remove them from payroll',
      'Todavía no hemos decidido nada, solo estamos mirando.',
      'Ainda não estamos prontos para comprar, só a comparar.',
    ])
      expect(acts(text), text).not.toContain('complaint');
  });

  it('a loss of something former told as the reason for looking', () => {
    for (const text of [
      "we lost our old bookkeeper so we're looking for something simpler",
      'Wir haben unseren alten Steuerberater verloren und suchen jetzt eine Lösung.',
      'Perdimos a nuestro contable, así que buscamos una herramienta nueva.',
      "my old tool crashed constantly, that's why we're switching to you",
    ]) {
      expect(neutralLoss(text), text).toBe(true);
      expect(acts(text), text).not.toContain('complaint');
    }
  });
});
