import { wordsRe } from './act-words.js';
import { BUY_VERB, PLAN, buysNow } from './buy-words.js';

/**
 * A buying decision stated ("we've decided, we want to sign up for the yearly plan", "wir haben uns entschieden",
 * "on est prêts à passer au forfait Pro", "queremos contratar o plano"): the visitor tells that the choice is
 * made and asks, in effect, to be set up. It is a sales hand-over, never read as the answer to a qualifying
 * question (a decision may carry a date or a size, which would otherwise make it a self-report). Six languages.
 */

/** The choice made or the visitor ready for it: decided, ready, made up one's mind, want to (buy). */
const DECIDED = wordsRe([
  "(we|i)(['’]ve| have)? (finally )?(decided|made (up )?(our|my) minds?|made (a|the|our|my) decision)",
  "(we|i)(['’]re|['’]m| are| am) (now |finally |all )?ready to",
  'wir haben uns (jetzt |nun )?(entschieden|entschlossen)',
  'ich habe mich (jetzt |nun )?(entschieden|entschlossen)',
  'wir (sind|wären) (jetzt |nun )?(bereit|so weit)',
  'we hebben (besloten|gekozen|de knoop doorgehakt)',
  'ik heb (besloten|gekozen)',
  'we (zijn|staan) (er )?klaar (voor|om)',
  'on est (enfin )?prêts? à',
  'nous sommes (enfin )?prêts? à',
  'je suis (enfin )?prête? à',
  'nous avons (décidé|choisi)',
  'on a (décidé|choisi)',
  "j['’]ai (décidé|choisi)",
  'hemos decidido',
  'he decidido',
  'estamos (listos|listas|preparados) para',
  'decidimos',
  'já decidimos',
  'estamos (prontos|prontas) para',
]);

/** Wanting to (buy): a decision only when what is bought is named ("wir möchten nächsten Monat starten" is a date). */
const WANT = wordsRe([
  '(we|i) want to',
  'wir (wollen|möchten)',
  'ich (will|möchte)',
  'we willen',
  'ik wil',
  'nous voulons',
  'on veut',
  'je veux',
  'queremos',
  'quiero',
  'quero',
]);

/** Not (yet) decided, or deciding to wait: no buying act. */
const NOT_YET = wordsRe([
  'not',
  "n['’]t",
  'yet',
  'wait',
  'hold off',
  'later',
  'nicht',
  'noch',
  'warten',
  'niet',
  'nog',
  'wachten',
  'pas',
  'ne',
  'attendre',
  'plus tard',
  'no',
  'todavía',
  'aún',
  'esperar',
  'não',
  'ainda',
  'mais tarde',
  // Asking whether one could, or wanting to know first: a question about buying, not the act.
  'if',
  'whether',
  'know',
  'ob',
  'wissen',
  'weten',
  'si',
  'savoir',
  'saber',
]);

/** Buying verbs a decision carries beyond the request forms of buy-words.ts (Dutch "afnemen", taking a plan). */
const TAKE = wordsRe([
  'afnemen',
  'nemen',
  'abonneren',
  '(over|af|aan) te (stappen|nemen|sluiten|schaffen)',
  'take',
  'nehmen',
  'tomar',
  'adquirir',
]);

/** Only the first-person buying words: "want to" alone ("I want to know…") needs a buying verb after it. */
export function decidesToBuy(part: string): boolean {
  if (NOT_YET.test(part)) return false;
  if (buysNow(part)) return true;
  const m = DECIDED.exec(part) ?? (PLAN.test(part) ? WANT.exec(part) : null);
  return m !== null && (BUY_VERB.test(part.slice(m.index)) || TAKE.test(part.slice(m.index)));
}

/** The parts a stated decision covers: the decision itself, and a short question after it ("how do we start?"). */
export function decidedParts<P extends { text: string; act: string }>(
  parts: readonly P[],
  read: (s: string) => string,
) {
  const covered = new Set<P>();
  parts.forEach((p, i) => {
    const text = read(p.text);
    const prev = parts[i - 1];
    if (['statement', 'question'].includes(p.act) && decidesToBuy(text)) covered.add(p);
    else if (p.act === 'question' && prev && covered.has(prev) && text.split(/\s+/).length <= 8) covered.add(p);
  });
  return covered;
}
