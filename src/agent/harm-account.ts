/**
 * A complaint told as a plain account of a harm done to the visitor, with no word of complaint (issue 27, fifth
 * session of 2026-12-07): "the import wiped a month of transactions, gone", "we were quoted 290 and billed nearly
 * 500 with no call", "my deposit STILL hasn't come back", "40 minutes past our appointment time", in the six
 * languages the agent speaks. Read from the structure of the message rather than from a phrase:
 * - a harm told as a statement: something lost or gone, broken, crashed or failed, damaged, a refund or an order not
 *   come back, a wait past an agreed time, or a charge set against what was quoted, agreed or announced;
 * - the marks of exasperation around it (a shouted or denied "still", "again." at the end, "seriously", a one-word
 *   ironic opener, 🙃🙄, a word said three times), which make even a weaker account (a charge, a wrong result) one;
 * - an escalation to someone senior ("a manager", "un responsable") after something told to have gone wrong.
 * Not a complaint: the harm asked about or supposed ("if I cancel do I lose everything?", "what if the sync
 * fails?"), a how-to question beside it with no mark of exasperation, or a loss of something former told as the
 * reason for looking ("we lost our old supplier so we're looking"), which also calms a trouble word (acts.ts).
 */
import { wordsRe } from './act-words.js';
import { TOLD } from './complaint-signs.js';
import { badState } from './situation-words.js';

/** Something lost, gone, broken, crashed, failed or damaged: the harm verbs of the six languages. */
const HARMED = wordsRe([
  // English.
  'lost|wiped( out)?|erased|overwritten|vanished|disappeared|(, |all |all of it,? )gone',
  'failed|crashed|broke|broken|corrupted|messed up|screwed up|went wrong',
  'dinged|dented|scratched|damaged',
  // German.
  'verloren|gelöscht|überschrieben|verschwunden|alles weg',
  'fehlgeschlagen|abgestürzt|kaputt( gemacht| gegangen)?|zerstört|beschädigt|zerkratzt',
  // Dutch.
  'kwijt|gewist|overschreven|verdwenen',
  'mislukt|gecrasht|vastgelopen|kapot|beschadigd|gekrast',
  // French.
  'perdue?s?|effacée?s?|écrasée?s?|disparue?s?|envolée?s?',
  'plantée?s?|plante|a échoué|échoué|cassée?s?|abîmée?s?|rayée?s?|endommagée?s?',
  // Spanish.
  'perd(í|imos|ió|ieron|ido|ida|idos|idas)|borrad[oa]s?|desaparecid[oa]s?|se (borró|borraron|perdió|perdieron)',
  'fall(ó|aron)|se (cerró|colgó|cayó|rompió)|rot[oa]s?|dañad[oa]s?|rayad[oa]s?',
  // Portuguese.
  'perd(i|emos|eu|eram|ido|ida|idos|idas)|apagad[oa]s?|sumi(u|ram)|desaparece(u|ram)',
  'falh(ou|aram)|deu erro|quebr(ou|ad[oa])|danificad[oa]s?|riscad[oa]s?',
]);

/** Money taken: "charged", "abgebucht", "gefactureerd", "facturé", "nos cobraron", "cobraram". */
const CHARGED = wordsRe([
  'charged|billed|debited|invoiced|fee',
  'abgebucht|berechnet|belastet|in rechnung gestellt|gebühr',
  'gefactureerd|afgeschreven|aangerekend|in rekening gebracht|betaald',
  'facturée?s?|prélevée?s?|débitée?s?|frais',
  'cobr(aron|ó|ado|ada)|factur(aron|ó|ado|ada)|cargaron|cargo',
  'cobr(aram|ou|ado|ada)|fatur(aram|ou|ado|ada)|debitad[oa]|taxa',
]);
/** What a charge is set against: a quote, an agreement, a warning never given, a double or extra amount. */
const BEYOND = wordsRe([
  'quoted|told|agreed|promised|twice|double|extra|more than|on top|on top of|without (any )?(warning|notice|call|telling)|no (call|warning|notice)|(nobody|no one) told',
  'angeboten|vereinbart|zugesagt|doppelt|mehr als|extra|zusätzlich|ohne (warnung|ankündigung|rückmeldung|anruf|bescheid)',
  'afgesproken|gezegd|dubbel|meer dan|extra|zonder (waarschuwing|bericht|dat iemand)',
  'devis|convenu|annoncé|deux fois|de plus|en plus|sans (prévenir|avertir|appel)',
  'acordado|presupuesto|dicho|el doble|dos veces|de más|sin (avisar|aviso|llamar)|nadie nos avisó',
  'combinado|orçamento|dito|o dobro|duas vezes|a mais|sem (avisar|aviso|ligar)|ninguém avisou',
]);

/** A charge said to match what was agreed: "as agreed", "wie vereinbart", "comme convenu". */
const AS_AGREED = wordsRe([
  'as (agreed|quoted|expected|promised)|all good',
  'wie (vereinbart|erwartet|besprochen)|alles gut',
  'zoals (afgesproken|verwacht)',
  'comme (convenu|prévu)',
  'como (acordado|esperado|estaba previsto)',
  'como (combinado|esperado)|conforme combinado',
]);
/** A task the visitor states they must do next: the loss is the occasion of a request for help, not a grievance. */
const TASK = wordsRe([
  'need to|have to|want to|trying to|how',
  'muss|müssen|möchte|wollen',
  'moet|moeten|wil|hoe',
  'dois|devons|veux|voudrais|comment',
  'tengo que|tenemos que|necesito|quiero|cómo',
  'tenho que|temos que|preciso|quero',
]);

/** A refund, deposit or order not come back or still nothing: "hasn't come back", "toujours pas remboursé". */
const NOT_BACK = wordsRe([
  "(not|never|\\p{L}+n['’]?t) (come|came|been) (back|refunded|returned)|still nothing",
  'nicht zurück(gekommen|erstattet|überwiesen)|immer noch nichts',
  'niet (terug(gekomen|betaald|gestort)|teruggestort)|nog steeds niets',
  'toujours (pas|rien) (revenue?|arrivée?s?|reçue?s?|remboursée?s?)|toujours rien',
  '(aún|todavía) no (ha |han |me |nos )?(vuelto|llegado|devuelto|reembolsado)|(aún|todavía) nada',
  'ainda não (voltou|chegou|chegaram|devolveram|reembolsaram)|ainda nada',
]);

/** A wait past a time agreed: "40 minutes past our appointment time", "50 minutes on hold". */
const WAITED_PAST = wordsRe([
  '(minutes|mins|hours|hrs)( \\p{L}+){0,5} (past|after|beyond|over) (our|my|the)( \\p{L}+){0,2} (time|appointment|slot)|on hold|in the waiting room',
  '(minuten|stunden)( \\p{L}+){0,5} (über|nach) (dem|unserem|meinem)( \\p{L}+){0,1} (termin|zeit)|in der warteschleife',
  '(minuten|uur)( \\p{L}+){0,5} na (onze|mijn|de)( \\p{L}+){0,1} (afspraak|tijd)|in de wacht',
  "(minutes|heures)( [\\p{L}'’]+){0,5} après (l['’]heure|notre|mon)( \\p{L}+){0,2}|en attente",
  '(minutos|horas)( \\p{L}+){0,5} después de (la hora|nuestra cita|mi cita)|en espera',
  '(minutos|horas)( \\p{L}+){0,5} depois d(a hora|o horário|a consulta)|em espera',
]);

/** The marks of exasperation: "seriously", "honestly", "franchement", ironic praise alone at the start, 🙃🙄. */
const EXASPERATED = wordsRe([
  'seriously|srsly|honestly|frankly|come on|wtf',
  'ernsthaft|echt jetzt|ehrlich gesagt|im ernst',
  'serieus|eerlijk gezegd|echt waar|kom op',
  'sérieux|sérieusement|franchement|non mais',
  'en serio|francamente|sinceramente|venga ya',
  'sério|a sério|francamente|sinceramente',
]);
const FACE = /[\u{1F643}\u{1F644}\u{1F612}\u{1F926}\u{1F611}\u{1F610}]/u;
/** A word of praise alone as the message's opener, then a bad situation: "lovely.", "cool cool cool.", "Genial.". */
const IRONIC_OPENER =
  /^\s*(lovely|great|cool|nice|brilliant|perfect|fantastic|wonderful|super|amazing|awesome|toll|prima|klasse|spitze|super|top|geweldig|mooi|prachtig|echt top|génial|parfait|formidable|super|genial|perfecto|estupendo|ótimo|perfeito|maravilha|lindo|na super|na toll)([ ,]+\1)*\s*[.!,]+\s+\S/iu;
/** "Still" shouted, or "still" with a denial: the wait has gone on. "again." closing the message: it came back. */
const STILL_SHOUTED = /(?<![\p{L}])(STILL|IMMER NOCH|NOG STEEDS|TOUJOURS|TODAVÍA|AÚN|AINDA)(?![\p{L}])/u;
const STILL_DENIED = wordsRe([
  "still (not|no|nothing|\\p{L}+n['’]?t)",
  'immer noch (nicht|kein\\w*|nichts)',
  'nog steeds (niet|geen|niets)',
  "toujours (pas|rien)|n['’]\\p{L}+ toujours pas",
  '(todavía|aún) no',
  'ainda não',
]);
const AGAIN_CLOSING =
  /(?<![\p{L}])(again|wieder|alweer|opnieuw|encore|otra vez|de nuevo|outra vez|de novo)\s*[.!?]*\s*$/iu;
/** A word said three times in a row: "cool cool cool", "great great great". */
const THRICE = /(?<![\p{L}])(\p{L}{2,})[\s,]+\1[\s,]+\1(?![\p{L}])/iu;

/** Asking for someone senior: "a manager", "someone senior", "un responsable", "un encargado", "iemand verantwoordelijk". */
const SENIOR = wordsRe([
  '(practice |store |branch |shop )?manager|supervisor|someone senior|somebody senior|someone in charge|person in charge|someone from your side|someone responsible|your boss',
  'vorgesetzte[nr]?|verantwortliche[nr]?|filialleiter\\w*|geschäftsführ\\w*|chef(in)?',
  'leidinggevende|verantwoordelijke|iemand verantwoordelijk|bedrijfsleider|baas',
  'responsable|directeur|directrice|supérieur|gérante?',
  'encargad[oa]|responsable|supervisor(a)?|gerente|jef[ea]',
  'responsável|gerente|supervisor(a)?|chefe',
]);

/** A harm supposed or asked about: "if I cancel…", "what if…", "wenn…", "als…", "si…", "se…". */
const SUPPOSED =
  /^\s*¿?\s*(if|what if|in case|suppose|would|will|could|can|do|does|is|are|how|when|wenn|falls|kann|verliere|als|stel dat|kan|verlies|si|est-ce que|et si|que se passe|perds|perdons|en caso|qué pasa|pierdo|se|e se|o que acontece|perco)(?![\p{L}])/iu;
/** A how-to question: "how do I…", "can I restore…". With no mark of exasperation it is a request for help. */
const HOW_TO =
  /^\s*¿?\s*(how|can|could|is there|wie|kann|können|gibt es|hoe|kan|kunnen|is er|comment|puis-je|peut-on|est-ce qu|cómo|puedo|podemos|hay|como|posso|podemos|há)(?![\p{L}])/iu;

/** Something former left behind, or a new one sought: with a search, a neutral account of a loss. */
const FORMER = wordsRe([
  'old|former|previous|last|ex|new|something (else|simpler)|alternative|replacement',
  'alte[nmrs]?|frühere[nmrs]?|bisherige[nmrs]?|vorherige[nmrs]?|neue[nmrs]?|ersatz',
  'oude?|vorige|vroegere?|nieuwe?|vervanger',
  'ancien(ne)?s?|précédente?s?|nouve(au|lle|aux)|remplaçante?',
  'antigu[oa]s?|anterior(es)?|viej[oa]s?|nuev[oa]s?|reemplazo',
  'antig[oa]s?|anterior(es)?|velh[oa]s?|nov[oa]s?|substitut[oa]',
]);
const SEEKING = wordsRe([
  "looking|searching|switching|moving to|that['’]s why|so we['’]re",
  'suchen|wechseln|deshalb|darum',
  'zoeken|overstappen|daarom',
  'cherchons|cherche|changer|passer à|donc',
  'buscamos|busco|cambiar|por eso',
  'procuramos|procuro|mudar|por isso',
]);

const sentences = (text: string) =>
  text
    .split(/(?<=[.!?…])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** A harm told (not asked about or supposed) in a sentence: the strong kind, a loss, failure, damage or a wait. */
const toldHarm = (s: string) =>
  !SUPPOSED.test(s) && (HARMED.test(s) || NOT_BACK.test(s) || WAITED_PAST.test(s) || badState(s));
/** A charge told against what was quoted or announced. */
const toldCharge = (s: string) => !SUPPOSED.test(s) && CHARGED.test(s) && BEYOND.test(s) && !AS_AGREED.test(s);

const MARKS = [EXASPERATED, FACE, IRONIC_OPENER, STILL_SHOUTED, STILL_DENIED, AGAIN_CLOSING, THRICE];
/** How many kinds of exasperation a whole message shows (see the file's comment). */
const marks = (text: string) => MARKS.filter((m) => m.test(text)).length;
/** The message shows a mark of exasperation. */
export const exasperated = (text: string): boolean => marks(text) > 0;

/** A loss of something former told as the reason for looking elsewhere: calm, whatever the trouble word. */
export function neutralLoss(text: string): boolean {
  return FORMER.test(text) && SEEKING.test(text) && !exasperated(text) && !SENIOR.test(text);
}

/** The whole message is a complaint told as an account of a harm (see the file's comment). */
export function harmAccount(text: string): boolean {
  const t = text.replace(/\s+/g, ' ').trim();
  if (neutralLoss(t)) return false;
  const parts = sentences(t);
  const marked = exasperated(t) || SENIOR.test(t);
  // A charge, or a result told with a mark: the weaker accounts need the mark.
  if (marked && parts.some((s) => toldHarm(s) || toldCharge(s))) return true;
  // Two marks beside any account ("cool cool cool. it told me to reorder umbrellas. in july. 🙃"): irony throughout.
  if (marks(t) >= 2 && parts.length > 1) return true;
  // A strong harm told plainly is one, unless the message asks how to put it right (a request for help).
  if (parts.some((s) => HOW_TO.test(s) || /\?\s*$/.test(s)) || TASK.test(t)) return false;
  return parts.some((s) => toldCharge(s) || (!SUPPOSED.test(s) && (HARMED.test(s) || WAITED_PAST.test(s))));
}

/**
 * Marks a message's parts: a harm account makes the parts that tell it (and the parts that tell or ask beside it)
 * the complaint; a neutral loss turns a trouble word's complaint back into a statement.
 */
export function harmOrCalm(out: { text: string; act: string }[], text: string, read: (p: string) => string): void {
  if (neutralLoss(text.replace(/\s+/g, ' '))) {
    for (const p of out) if (p.act === 'complaint') p.act = 'statement';
    return;
  }
  if (out.some((p) => p.act === 'complaint') || !harmAccount(text)) return;
  for (const p of out) {
    const s = read(p.text);
    if (TOLD.has(p.act) || (p.act !== 'contact' && p.act !== 'greeting' && (toldHarm(s) || toldCharge(s))))
      p.act = 'complaint';
  }
}
