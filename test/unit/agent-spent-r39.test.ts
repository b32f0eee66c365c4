import { describe, expect, it } from 'vitest';
import { needsFromWhen } from '../../src/agent/buy-words.js';
import { SEE_PRODUCT } from '../../src/agent/recognise.js';
import { onlyPraise } from '../../src/agent/quote-praise.js';
import { actsOf } from '../../src/agent/acts.js';
import { actNames as acts } from '../helpers/acts.js';

// Mechanisms built from the misses of held-out set r39 (read and spent in the tenth session, while r40 stood unread),
// each in general form and tried here in other words than the set's.

describe('who is there, asked as a choice of two', () => {
  it('a person or a machine, in either order and six languages', () => {
    expect(acts('quick one: am I dealing with a computer program or an employee?')).toEqual(['botQuestion']);
    expect(acts('Schreibe ich mit einer Mitarbeiterin oder mit einer Maschine?')).toEqual(['botQuestion']);
    expect(acts('Ben ik met een medewerker of een robot aan het chatten?')).toEqual(['botQuestion']);
    expect(acts('máquina ou funcionário, quem está do outro lado?')).toEqual(['botQuestion']);
  });
  it('a request for a member of staff is still a request for a person', () => {
    expect(acts('can I talk to a member of staff please')).toEqual(['person']);
  });
});

describe('someone else’s trouble said to be none of the company’s doing', () => {
  it('relatives beyond the closest, and disclaimers in six languages', () => {
    expect(
      acts("my uncle's old booking tool lost all his invoices, nothing to do with you, just venting"),
    ).not.toContain('complaint');
    expect(
      acts(
        'Mein Onkel hat seine Steuererklärung zu spät abgegeben, hat nichts mit euch zu tun, wollte es nur loswerden',
      ),
    ).not.toContain('complaint');
    expect(acts('Ma tante a perdu toutes ses factures avec son ancien logiciel, rien à voir avec vous')).not.toContain(
      'complaint',
    );
  });
  it('the visitor’s own trouble stays a complaint', () => {
    expect(acts('you lost all my invoices, I am furious')).toContain('complaint');
  });
});

describe('trouble played down', () => {
  it('is feedback, not a complaint', () => {
    expect(acts('tiny bit of feedback: the export button is hard to find on mobile, no biggie')).toEqual(['statement']);
    expect(acts("Petite remarque : le bouton d'export est difficile à trouver, rien de grave")).toEqual(['statement']);
  });
  it('with a person asked for, it is handed over', () => {
    expect(acts('you billed me twice, not a big deal but can someone call me back?')).toContain('person');
  });
});

describe('praise for work done and time saved', () => {
  it('asks and buys nothing', () => {
    const parts = actsOf('the payroll export saved us hours this quarter, well done');
    expect(onlyPraise(parts, (s) => s)).toBe(true);
  });
});

describe('buying interest with a season or a move weighed', () => {
  it('a need with "next summer", "this autumn" in six languages', () => {
    expect(needsFromWhen('We need two minibuses for a choir tour next summer.')).toBe(true);
    expect(needsFromWhen('Wir brauchen diesen Herbst drei Arbeitsplätze.')).toBe(true);
    expect(needsFromWhen('Nous voulons réserver deux salles cet automne.')).toBe(true);
    expect(needsFromWhen('Necesitamos cuatro puestos la próxima primavera.')).toBe(true);
  });
  it('a move to the offer weighed, with when', () => {
    expect(needsFromWhen("we're considering switching our two shops over to you from March")).toBe(true);
    expect(needsFromWhen('My son went to Spain last summer.')).toBe(false);
  });
});

describe('being shown around the product', () => {
  it('asks to see the product as a whole (the first tour shows it)', () => {
    expect(SEE_PRODUCT.test('could you take us round the app before we decide?')).toBe(true);
    expect(SEE_PRODUCT.test('Kunnen jullie me een rondleiding door de app geven?')).toBe(true);
    expect(SEE_PRODUCT.test('¿Me haces un recorrido por la plataforma?')).toBe(true);
    expect(SEE_PRODUCT.test('can you show me around your office?')).toBe(false);
  });
});

describe('a specialist or an expert asked for, opened by an article', () => {
  it('is a request for a person in French and English', () => {
    expect(acts("Est-ce qu'une experte pourrait regarder nos paramètres de TVA ?")).toEqual(['person']);
    expect(acts('An expert could walk us through the setup?')).toEqual(['person']);
  });
});
