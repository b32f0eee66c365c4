import { describe, expect, it } from 'vitest';
import { findName } from '../../src/agent/recognise.js';
import { onlyComparing, weighsBuying } from '../../src/agent/weigh-words.js';

/**
 * Sixth session of 2026-12-07: a full name given without "I'm" (after a greeting and a pause, closing its clause with
 * "here", "from …" or a comma; Dutch "met <name>" at any sentence's start), buying weighed or decided with no price
 * word, and comparing with no rush as browsing. Phrasings of my own (none from a benchmark set).
 */
describe('a full name after a greeting', () => {
  it('is read when it closes its clause, in six languages', () => {
    expect(findName('hello, Tobias Lindqvist-Öberg from a small joinery, just having a look')).toBe(
      'Tobias Lindqvist-Öberg',
    );
    expect(findName('hi! Radka Dvořáková-Mráz, new in town with two old cats')).toBe('Radka Dvořáková-Mráz');
    expect(findName('Morning - Priyanka Raghunathan-Shah, illustrator, figuring things out')).toBe(
      'Priyanka Raghunathan-Shah',
    );
    expect(findName('hiya, Tadhg Mac Lochlainn here, browsing before the busy season')).toBe('Tadhg Mac Lochlainn');
    expect(findName('Moin, Jens-Uwe Petersen aus Kiel, wollte mal schauen', 'de')).toBe('Jens-Uwe Petersen');
    expect(findName('Salut ! Marie-Claire Dubois-Lambert, je découvre votre site', 'fr')).toBe(
      'Marie-Claire Dubois-Lambert',
    );
    expect(findName('Buenas, Ximena Ortiz de Zárate aquí, busco veterinario', 'es')).toBe('Ximena Ortiz de Zárate');
    expect(findName('Bom dia, João Pedro Magalhães aqui, só a ver', 'pt')).toBe('João Pedro Magalhães');
  });

  it('is read after Dutch "met" at the start of a later sentence, without the "met"', () => {
    expect(findName('Kunnen jullie me bellen? Met Femke van den Akker, 06 3141 5926', 'nl')).toBe(
      'Femke van den Akker',
    );
    expect(findName('Goedemiddag, met Bram de Wit-Jansen. Ik heb een vraag.', 'nl')).toBe('Bram de Wit-Jansen');
  });

  it('is not read from one capitalised word, a plan, a place, a team, a day or whom the visitor greets', () => {
    for (const text of [
      'hi! Just looking',
      'hi! Just moved to Harrogate and looking around',
      'Hey, Growth Plan here?',
      'hi, Scale tier, is that monthly?',
      'hello, New York office here',
      'hi, San Francisco, what are your hours?',
      'Hi, Quick Question, do you do payroll?',
      'hey, Monday Morning here',
      'hey, Lumen Ledger team, quick one',
      'Hi Anna Berger, can you help?',
      'Met het hele team willen we overstappen',
      'Hoi! Met Growth Plan, kan dat?',
    ])
      expect(findName(text), text).toBeNull();
  });
});

describe('buying weighed or decided', () => {
  it('is a buying signal without a price or plan word', () => {
    for (const text of [
      'considering moving our whole agency onto Growth once the year closes',
      'leaning towards putting both stores on Scale after the holidays',
      'the partners green-lit replacing our tool and you are one of two finalists',
      'Die Geschäftsführung hat grünes Licht gegeben.',
      'We overwegen om na de zomer over te stappen op Growth.',
      'On envisage de passer tout le cabinet sur Growth en janvier.',
      'La dirección ya ha dado el visto bueno.',
      'A direção já aprovou e vocês estão na nossa lista final.',
    ])
      expect(weighsBuying(text), text).toBe(true);
  });

  it('is not read from a house move or a plan of another kind', () => {
    for (const text of [
      'thinking of moving to Leeds next year',
      "I'm considering a career change",
      'planning to visit London',
    ])
      expect(weighsBuying(text), text).toBe(false);
  });
});

describe('comparing with no rush', () => {
  it('is browsing in six languages', () => {
    for (const text of [
      'just pricing up a couple of options, no hurry at all',
      "We're comparing a handful of tools for now, nothing decided.",
      'Ich vergleiche gerade nur ein paar Anbieter, keine Eile.',
      'Ik ben alleen wat opties aan het vergelijken, geen haast.',
      "Je compare juste quelques logiciels pour l'instant.",
      'Solo estoy comparando precios, sin prisa.',
      'Só estou a comparar algumas opções por agora.',
    ])
      expect(onlyComparing(text), text).toBe(true);
  });

  it('is not read from a team comparing with a price asked, or a purchase with no rush', () => {
    expect(onlyComparing("We're a team of 20 comparing tools, what does the Growth plan cost?")).toBe(false);
    expect(onlyComparing('we want Scale for 10 seats, no rush')).toBe(false);
  });
});
