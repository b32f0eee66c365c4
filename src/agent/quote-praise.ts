import { wordsRe } from './act-words.js';
import type { Part } from './acts.js';
import { BUY_VERB, PLAN } from './buy-words.js';
import type { Effects } from './tools.js';

/**
 * Two classes of message the buying signal misread (2026-12-07, fifth session):
 * - a request for a quote, a proposal or an offer for a plan ("Looking to get a quote for the Growth plan", "Wir
 *   hätten gern ein Angebot für den Growth-Tarif") is buying: the team writes the quote (a sales hand-over), and
 *   the qualifying question the team needs is asked; it is not a request for a person the team qualifies later;
 * - praise of a feature with thanks ("the invoice reminders are brilliant, thank you!!") is never buying, even when
 *   it names a priced thing (an invoice, a plan): nothing is asked of a visitor who is saying thank you.
 */

/** A written price offer, the noun class of the six languages. */
const QUOTE_NOUN = wordsRe([
  'quotes?',
  'quotations?',
  'proposals?',
  'estimates?',
  'angebot\\p{L}*',
  'preisangebot\\p{L}*',
  'kostenvoranschl\\p{L}*',
  'offertes?',
  'prijsopgaves?',
  'prijsvoorstel(len)?',
  'devis',
  'proposition( commerciale| tarifaire)?',
  'presupuestos?',
  'cotizaci(ón|ones)',
  'propuestas?',
  'orçamentos?',
  'cotaç(ão|ões)',
  'propostas?',
]);
/** Prices asked to be sent, not asked about ("send us pricing for 40 seats" against "what's the pricing?"). */
const SEND_PRICES = wordsRe([
  '(send|email|mail|give|share)( \\p{L}+){0,2} (pricing|prices|a price list)',
  '(schicken|senden|zusenden|mailen)( \\p{L}+){0,3} (preise|preisliste)',
  '(sturen|mailen|toesturen)( \\p{L}+){0,3} (prijzen|prijslijst)',
  '(envoyer|envoyez|transmettre)( \\p{L}+){0,3} (les )?(prix|tarifs|grille tarifaire)',
  '(enviar|enviad|envíen|mandar)( \\p{L}+){0,3} (los )?(precios|lista de precios|tarifas)',
  '(enviar|mandar|enviem)( \\p{L}+){0,3} (os )?(preços|tabela de preços)',
]);
/** Saying no to a quote ("we don't need a proposal"): the closed class of negations. */
const NEGATION = wordsRe([
  'no',
  'not',
  "don'?t",
  "doesn'?t",
  'never',
  'kein\\p{L}*',
  'nicht',
  'geen',
  'niet',
  'pas',
  'jamais',
  'nunca',
  'não',
  'nada',
]);

export function asksForQuote(part: string): boolean {
  return (QUOTE_NOUN.test(part) || SEND_PRICES.test(part)) && PLAN.test(part) && !NEGATION.test(part);
}

/**
 * The parts that ask for a quote for a plan become buying questions (answered from the knowledge when it says the
 * price, and always handed to sales, who write the quote); their indexes are returned.
 */
export function quoteRequests(parts: Part[], read: (s: string) => string): Set<number> {
  const asked = new Set<number>();
  parts.forEach((p, i) => {
    if (['person', 'statement', 'question', 'correction'].includes(p.act) && asksForQuote(read(p.text))) {
      p.act = 'question';
      asked.add(i);
    }
  });
  return asked;
}

/** Words of praise, the adjective and verb class of the six languages. */
const PRAISE = wordsRe([
  'brilliant',
  'amazing',
  'awesome',
  'great',
  'fantastic',
  'excellent',
  'superb',
  'wonderful',
  'lovely',
  'perfect',
  'love( it| them| the)?',
  'life ?saver',
  'game ?changer',
  'super',
  'toll',
  'genial',
  'klasse',
  'großartig',
  'spitze',
  'prima',
  'geweldig',
  'fantastisch',
  'prachtig',
  'top',
  'génia(l|le|les|ux)',
  'excellent(e|s|es)?',
  'formidables?',
  'geniales',
  'estupend[oa]s?',
  'increíbles?',
  'excelentes?',
  'me encanta(n)?',
  'ótim[oa]s?',
  'incríve(l|is)',
  'maravilhos[oa]s?',
  'adoro',
  // Praise for work done, and for time it saves: "nice work", "saved me so much chasing", "goed gedaan".
  '(nice|good|great) (work|job|one)',
  'well done',
  'kudos',
  '(saved?|saves|saving) (me|us) (so much|hours|days|a lot|loads|tons|heaps)',
  'gut gemacht',
  'goed gedaan',
  'bien joué|bravo',
  'buen trabajo|bien hecho',
  'bom trabalho|muito bem',
]);
/** Parts that carry no request: courtesy, and praise that asks and buys nothing. */
const COURTESY = new Set(['thanks', 'compliment', 'greeting', 'goodbye', 'ack', 'smallTalk']);

/** The message only praises and thanks: every part is courtesy or praise naming no purchase and asking nothing. */
export function onlyPraise(parts: readonly Part[], read: (s: string) => string): boolean {
  const praised = parts.some((p) => COURTESY.has(p.act) || PRAISE.test(read(p.text)));
  return (
    praised &&
    parts.every((p) => {
      if (COURTESY.has(p.act)) return !BUY_VERB.test(read(p.text));
      const t = read(p.text);
      return ['statement', 'correction'].includes(p.act) && PRAISE.test(t) && !BUY_VERB.test(t) && !t.includes('?');
    })
  );
}

/**
 * Whether the turn's name makes an email-less lead (decisions.md, "A lead without an email"): a name and a phone
 * left with a hand-over; a name given with a request for a person; and, since the fifth session of 2026-12-07, a
 * full name (a given and a family name) the visitor introduces themselves with, browsing or not, so the team sees
 * who visited. Never when an email is known (the email's lead carries the name) or a lead exists.
 */
export function namedLead(
  effects: Effects,
  c: { name: string | null; knownName: string | null; phone: string | null; person: boolean; knownEmail: unknown },
): void {
  if (!c.knownName || c.knownEmail || effects.lead) return;
  const handedOver = (c.phone || (c.name && c.person)) && effects.escalations.length > 0;
  const introduced = c.name !== null && c.name.trim().split(/\s+/).length >= 2;
  if (handedOver || introduced) {
    effects.name ??= c.knownName;
    effects.callback = true;
  }
}
