import { describe, expect, it } from 'vitest';
import { actsOf } from '../../src/agent/acts.js';
import { commitsWithNextStep } from '../../src/agent/next-step.js';
import { asksSomeoneTo, requestsOfSomeone } from '../../src/agent/someone-asked.js';

/** Fifth session of 2026-12-07 (handover5): phrasings of my own, not the spent set's. */
const nextStep = (text: string) => commitsWithNextStep(actsOf(text), (s) => s);
const person = (text: string) => {
  const parts = actsOf(text);
  requestsOfSomeone(parts, (s) => s, text);
  return parts.some((p) => p.act === 'person');
};

describe('a commitment to become a customer with the next step asked', () => {
  it.each([
    'we are going with the Scale plan. what is the next step',
    "alright we've made our choice, Growth for all 6 of us. what happens now?",
    "We'd like to open an account for our club - what do we need to do?",
    "we'll take the annual plan, we need an invoice, who handles that?",
    'Wir haben uns entschieden und wollen ein Konto eröffnen. Wie geht es jetzt weiter?',
    'We willen een account openen voor de school, wat moeten we doen?',
    "C'est décidé, on prend la formule Scale. Quelle est la prochaine étape ?",
    'queremos abrir una cuenta de empresa, ¿qué tenemos que hacer?',
    'queremos abrir uma conta para a empresa, o que precisamos de fazer?',
    'ok sold, how do i sign my firm up properly',
    'Hemos decidido contratar el plan Growth con facturación anual.',
  ])('%s', (text) => expect(nextStep(text)).toBe(true));

  it.each([
    'we decided to wait until next year',
    'if we signed up, what would happen to our data?',
    'could we sign up later if we wanted to?',
    'what is the next step in the import wizard?',
    "we're not ready to sign up yet, what happens next with the trial?",
    'Wir haben uns entschieden, noch zu warten. Was nun?',
    "si on s'inscrit, quelle est la prochaine étape ?",
    'how do we sign up for the trial?',
  ])('not: %s', (text) => expect(nextStep(text)).toBe(false));
});

describe('someone of the company asked to act for the visitor', () => {
  it.each([
    'could somebody send the DPA over to legal@fernbrook.example please',
    'have someone look over our setup please, we are stuck',
    'hi, Orla here from Cork, can somebody walk me through the import on a call?',
    'do you do SSO? also could one of you email me the pricing sheet, tom@ridgeway.example',
    'Kann mir jemand die Unterlagen schicken? it@schule.example',
    'Kan iemand mij de offerte sturen? j@bakkerij.example',
    "Est-ce que quelqu'un peut m'envoyer le contrat ? claire@atelier.example",
    '¿Alguien me puede enviar la factura? pedro@talleres.example',
    'Alguém me pode enviar a documentação? rita@escola.example',
    'can someone explain it to me on the phone',
  ])('%s', (text) => expect(person(text)).toBe(true));

  it.each([
    'someone on my team recommended you',
    'can someone like me use it without training?',
    'my colleague will send the paperwork',
    'somebody told me you integrate with xero, true?',
    'can your team handle 500 invoices a month?',
    'can someone help me understand the pricing?',
    'iemand uit mijn team raadde jullie aan',
    'a minha colega vai enviar os papéis amanhã',
  ])('not: %s', (text) => expect(person(text)).toBe(false));

  it('"could you send …" is a request only with a contact to send it to', () => {
    expect(asksSomeoneTo('could you send me the pricing sheet', false)).toBe(false);
    expect(asksSomeoneTo('could you send me the pricing sheet, ana@mills.example', true)).toBe(true);
  });
});
