import { describe, expect, it } from 'vitest';
import { unmarkedClause } from '../../src/agent/acts.js';
import { findName } from '../../src/agent/recognise.js';
import { REAL_ONE } from '../../src/agent/person-words.js';
import { actNames as acts } from '../helpers/acts.js';

/**
 * Round of 2026-12-07 (ninth): praise beside a bad situation is sarcasm (a complaint), trouble that comes back or
 * has lasted a span, a wait for a span told in any order, nobody answering in either word order, the n-th time,
 * "a real one" after the agent said it is automated, names with hyphens and accents, and statements that end in
 * a question clause. Phrasings of my own, not the held-out set's.
 */

describe('sarcasm: praise beside a bad situation is a complaint', () => {
  it('in one sentence and across sentences, in the six languages', () => {
    for (const text of [
      'Fantastic, my parcel never arrived.',
      'Brilliant, the account is locked out.',
      'Na wunderbar. Mein Konto ist gesperrt.',
      'Klasse, das Paket ist nicht angekommen.',
      'Top hoor. Mijn bestelling is niet aangekomen.',
      'Parfait, le colis est bloqué à la douane.',
      'Estupendo, el pedido no ha llegado.',
      'Maravilha, a encomenda não chegou.',
    ])
      expect(acts(text), text).toContain('complaint');
  });

  it('praise beside something that works again, or no longer broken, stays praise or thanks', () => {
    for (const text of [
      'great, the export works again, thanks',
      'Super, das Konto ist nicht mehr gesperrt. Danke!',
      'Top, alles is aangekomen!',
      'Génial, le colis est arrivé, merci',
      'wow the van was spotless',
      'Boa tarde, adorei a nova versão',
      // Thanks beside trouble is a polite request for help; praise beside a question for help asks for help.
      'Thanks, my bank feed is disconnected.',
      'Great app! My bank feed is disconnected, how do I reconnect it?',
      'Thanks! The order was cancelled as I asked.',
    ])
      expect(acts(text), text).not.toContain('complaint');
  });
});

describe('trouble that comes back, lasts, or is waited on', () => {
  it('again, the n-th time, for a span', () => {
    for (const text of [
      'the bank feed got disconnected again',
      'Die Verbindung ist erneut abgebrochen',
      'de app is alweer vastgelopen',
      'Das ist jetzt das vierte Mal, dass die Abrechnung falsch ist',
      'Het is de vierde keer dat ik dit meld',
      "C'est la troisième fois que j'écris",
      'Es la segunda vez que pasa esto',
      'É a terceira vez que isto acontece',
      'Seit einer Woche kommen die Mails nicht an',
    ])
      expect(acts(text), text).toContain('complaint');
  });

  it('a wait for a span with words in between, and "still waiting" in other orders', () => {
    for (const text of [
      "I've been waiting on the credit note from your billing team for two weeks now",
      'Ich warte immer noch auf die Rechnungskorrektur',
      'Ik wacht nog steeds op een reactie',
      'Ainda estou à espera da fatura corrigida há três semanas',
      'Todavía estoy esperando la factura',
      'J’attends la réponse de votre service depuis deux semaines',
    ])
      expect(acts(text), text).toContain('complaint');
  });

  it('nobody answering in either word order', () => {
    for (const text of [
      'seit einer Stunde meldet sich keiner',
      'und keiner ruft zurück',
      'er reageert niemand op mijn mails',
      'no contesta nadie en la tienda',
      'não atende ninguém',
    ])
      expect(acts(text), text).toContain('complaint');
  });

  it('asking about waits, or a day without trouble, is no complaint', () => {
    for (const text of ['how long do I wait for a refund, two weeks?', 'Wie lange dauert die Lieferung?'])
      expect(acts(text), text).not.toContain('complaint');
  });
});

describe('"a real one", names, and statements that end in a question', () => {
  it('reads "a real one" in the six languages, not "a real bargain"', () => {
    for (const text of [
      'get me an actual one',
      'Einen echten bitte',
      'geef me een echte',
      'un vrai svp',
      'quiero uno de verdad',
      'quero um de verdade',
    ])
      expect(REAL_ONE.test(text), text).toBe(true);
    expect(REAL_ONE.test('that is a real bargain')).toBe(false);
  });

  it('keeps names with hyphens and accents whole', () => {
    expect(findName('Bitte um Rückruf. Mein Name ist Anna-Lena Groß-Überall.', 'de')).toBe('Anna-Lena Groß-Überall');
    expect(findName("Je m'appelle Zoé Lefèvre-Côté.", 'fr')).toBe('Zoé Lefèvre-Côté');
  });

  it('finds the question clause in the six languages', () => {
    expect(unmarkedClause('we plan to change plans next month, how does that work')).toBe('how does that work');
    expect(unmarkedClause('Wir wollen den Tarif wechseln, wie läuft das')).toBe('wie läuft das');
    expect(unmarkedClause('we willen een ander abonnement, hoe werkt dat')).toBe('hoe werkt dat');
    expect(unmarkedClause('on veut changer de formule, comment ça marche')).toBe('comment ça marche');
    expect(unmarkedClause('queremos cambiar de plan, cómo funciona')).toBe('cómo funciona');
    expect(unmarkedClause('the van was spotless, thanks')).toBeNull();
  });
});
