/**
 * Bad situations told without a word of complaint, in the six languages the agent speaks: something cut off,
 * stopped, broken down or not arriving; the same trouble again, or for the n-th time; a wait for a span; nobody
 * answering or coming. acts.ts reads them as complaints when they are reported (not asked about) and either
 * carry a sign of their own (a repetition, a wait, nobody answering) or stand beside praise or thanks, which is
 * then sarcasm ("Great, the sync stopped again. Brilliant support."): a visitor who praises a breakdown is not
 * pleased. Split from complaint-words.ts by topic (and to keep files short).
 */
import { wordsRe } from './act-words.js';
import { SPAN } from './complaint-words.js';

/**
 * A state of something gone wrong: cut off, stopped, broken down, not arrived, late (not "stuck" or "cancelled": often said in a plain request for help or of
 * a cancellation asked for). Alone it
 * may be a support question ("my bank feed is disconnected, how do I reconnect?"); with praise, thanks or a
 * repetition it is a complaint.
 */
export const BAD_STATE = wordsRe([
  // English.
  'disconnected',
  'cut off',
  '(has|have|had|just|it|they) stopped',
  'stopped (again|working|syncing|loading|responding|running)',
  'broke(n)? down',
  'crashed',
  'froze(n)?',
  'locked out',
  'blocked',
  'dropped (out|off)',
  '(is|are|went|was|were) (down|offline|gone|missing)',
  "(not|never|\\p{L}*n['’]t) (arrived?|arriving|come|came|delivered|shown up)",
  '(is|are|was|were|running) (late|delayed)',
  // Something no longer received or working: "no longer get their payslips", "krijgen … niet meer per e-mail".
  'no longer (get|gets|getting|receive|receives|receiving|work|works|working|arrive|arrives|load|loads|show|shows)',
  '(bekommen|bekommt|erhalten|erhält|kriegen|kriegt|funktioniert|funktionieren|kommt|kommen)( \\p{L}+){0,4} nicht mehr',
  '(krijgen|krijgt|ontvangen|ontvangt|werkt|werken|komt|komen)( [\\p{L}-]+){0,4} niet meer',
  'ne (reçoi\\p{L}*|recev\\p{L}*|marche\\p{L}*|fonctionne\\p{L}*|arrive\\p{L}*)( \\p{L}+){0,2} plus',
  'ya no (recib\\p{L}*|llega\\p{L}*|funciona\\p{L}*|carga\\p{L}*)',
  'já não (receb\\p{L}*|chega\\p{L}*|funciona\\p{L}*|carrega\\p{L}*)',
  // German.
  'getrennt',
  'abgebrochen',
  'unterbrochen',
  'ausgefallen',
  'liegen ?geblieben',
  'abgestürzt',
  'häng(t|en) (sich )?(fest|auf)',
  'streikt',
  'gesperrt',
  '(kommt|kommen|kam|kamen) (\\p{L}+ ){0,2}nicht an',
  'nicht angekommen',
  'verspätet',
  // Dutch.
  'verbroken',
  'afgebroken',
  'uitgevallen',
  'vastgelopen',
  'gecrasht',
  'kapot',
  'met pech',
  'geblokkeerd',
  '(komt|komen|kwam|kwamen) (\\p{L}+ ){0,2}niet aan',
  'niet aangekomen',
  'vertraagd',
  // French.
  'coupée?s?',
  'déconnectée?s?',
  'interrompue?s?',
  'en panne',
  'plantée?s?',
  'bloquée?s?',
  '(pas|jamais) (arrivée?s?|reçue?s?|livrée?s?)',
  "n['’]arrive(nt)? (pas|jamais)",
  'en retard',
  // Spanish.
  'cortad[oa]s?',
  'desconectad[oa]s?',
  'se (ha|han) (caído|cortado|colgado|bloqueado|averiado|parado)',
  'se (cayó|cayeron|cortó|colgó|bloqueó|averió|paró)',
  'averiad[oa]s?',
  'bloquead[oa]s?',
  'no (ha|han) llegado',
  'no (llega|llegan|llegó|llegaron)',
  'nunca (llega|llegó|llegaron)',
  'con retraso',
  // Portuguese.
  'caiu',
  'caíram',
  'avariad[oa]s?',
  'avariou',
  'quebrou',
  'pifou',
  'travou',
  'travad[oa]',
  'bloquead[oa]s?',
  'não (chegou|chegaram|chega|chegam)',
  'nunca (chegou|chegaram)',
  'atrasad[oa]s?',
]);

/** A state of trouble denied ("no longer disconnected", "nicht mehr gesperrt"): no bad situation. */
export const NO_LONGER = wordsRe([
  'no longer',
  'not',
  "isn['’]t",
  "aren['’]t",
  'nicht mehr',
  'nicht',
  'niet meer',
  'niet',
  'plus',
  'pas',
  'ya no',
  'no está',
  'no están',
  'já não',
  'não está',
  'não estão',
]);

/** The same thing once more: "again", "schon wieder", "opnieuw", "encore", "otra vez", "de novo". */
export const AGAIN = wordsRe([
  'again',
  'yet again',
  'once more',
  'wieder',
  'schon wieder',
  'erneut',
  'nochmal',
  'opnieuw',
  'weer',
  'alweer',
  'encore',
  'de nouveau',
  'à nouveau',
  'otra vez',
  'de nuevo',
  'nuevamente',
  'outra vez',
  'de novo',
  'novamente',
]);

/** The n-th time: "the third time", "zum dritten Mal", "de derde keer", "pour la troisième fois", "por tercera vez". */
export const NTH_TIME = wordsRe([
  '(second|third|fourth|fifth|umpteenth|\\d+(nd|rd|th)) time',
  '(zum|das|die) (zweite[n]?|dritte[n]?|vierte[n]?|fünfte[n]?|x-te[n]?|zigste[n]?|\\d+\\.) mal',
  '(zweite[ns]?|dritte[ns]?|vierte[ns]?|fünfte[ns]?|x-te[ns]?) mal',
  '(de|voor de) (tweede|derde|vierde|vijfde|zoveelste|\\d+e) keer',
  '(la|pour la) (deuxième|seconde|troisième|quatrième|cinquième|énième|\\d+e) fois',
  '(la|por) (segunda|tercera|cuarta|quinta|enésima) vez',
  '(a|pela) (segunda|terceira|quarta|quinta|enésima) vez',
]);

/** Waiting (or still waiting) and a span later in the same sentence: "waiting on my refund for three weeks now". */
export const WAITED_SPAN = wordsRe([
  `(wait|waits|waited|waiting|warte|warten|wartet|gewartet|wacht|wachten|gewacht|attends|attend|attendons|attendu|espero|esperamos|esperando|esperado|à espera|a esperar)( [\\p{L}'’,]+){0,8} (for |since |now |already )?(for |since |seit |schon |sinds |al |depuis |desde hace |desde |hace |há |faz |ya |já )${SPAN}`,
  // The span first: "seit zwei Wochen warte ich", "há um mês que espero".
  `(seit|sinds|depuis|desde hace|hace|há|faz|al) ${SPAN}( \\p{L}+){0,3} (warte|warten|wacht|wachten|attends|attendons|espero|esperamos|estou à espera|estou esperando)`,
  // Still waiting, told in another order: "warte immer noch", "wacht nog steeds", "ainda estou à espera".
  'warte(n)? (\\p{L}+ ){0,2}(immer noch|noch immer)',
  '(immer noch|noch immer) (warte|warten)',
  'wacht(en)? (\\p{L}+ ){0,2}nog (steeds|altijd)',
  'ainda (estou|estamos) (à espera|esperando|a esperar)',
  'ainda (espero|esperamos)',
  '(todavía|aún) (estoy|estamos) esperando',
  '(estoy|estamos) esperando (todavía|aún)',
]);

/** Nobody answering or coming, in either word order: "keiner meldet sich", "seit drei Stunden kommt keiner". */
export const NOBODY = wordsRe([
  '(keiner|niemand) (\\p{L}+ )?(meldet sich|kommt|antwortet|hilft|reagiert|ruft (\\p{L}+ )?zurück|geht ran|hebt ab)',
  '(meldet sich|kommt|antwortet|hilft|reagiert|ruft (\\p{L}+ )?zurück|geht ran) (\\p{L}+ )?(keiner|niemand)',
  '(komt|reageert|antwoordt|helpt|belt (\\p{L}+ )?terug|neemt op) (\\p{L}+ )?niemand',
  'niemand (\\p{L}+ )?(meldt zich|antwoordt)',
  '(nobody|no one|no-one|noone) (\\p{L}+ )?(gets back|got back|is answering|is coming|responds|replies|cares)',
  "personne (ne )?(m['’]a|nous a) (répondu|rappelé)",
  '(no|nunca) (viene|contesta|responde|llama|atiende) nadie',
  'não (vem|atende|responde|liga) ninguém',
]);

/** A bad state told, not denied ("the feed is disconnected", not "no longer disconnected"). */
export function badState(p: string): boolean {
  const m = BAD_STATE.exec(p);
  if (!m) return false;
  const before = p.slice(0, m.index).trim().split(/\s+/).slice(-2).join(' ');
  return !NO_LONGER.test(before);
}

/** Trouble that has lasted a span: "seit zwei Tagen", "for three days", "al een week", "depuis hier", "há um mês". */
export const LASTING = wordsRe([
  `(for|since|seit|sinds|al|depuis|desde hace|desde|hace|há|faz) ${SPAN}`,
  '(since|seit|sinds|depuis|desde) (yesterday|gestern|gisteren|hier|ayer|ontem)',
]);

/**
 * Words of approval said ironically beside trouble, beyond acts.ts's praise words: "wonderful", "lovely",
 * "perfect", "prima", "spitze", "bravo", "estupendo", "perfeito". Alone they are acknowledgements or praise.
 */
export const IRONIC_PRAISE = wordsRe([
  'wonderful',
  'lovely',
  'perfect',
  'excellent',
  'marvell?ous',
  'splendid',
  'well done',
  'bravo',
  'prima',
  'spitze',
  'wunderbar',
  'perfekt',
  'großartig',
  'hervorragend',
  'na (toll|super|klasse|prima|bravo)',
  'fantastisch',
  'prachtig',
  'perfect',
  'uitstekend',
  'fijn',
  'parfait',
  'formidable',
  'merveilleux',
  'chapeau',
  'estupend[oa]',
  'maravill(a|os[oa])',
  'perfect[oa]',
  'fenomenal',
  'perfeit[oa]',
  'maravilha',
  'excelente',
]);
