import { wordsRe } from './act-words.js';
import { BUY_VERB, PLAN } from './buy-words.js';

/**
 * Buying weighed or decided, without a price or plan word (issue 27): "thinking of moving the whole practice onto
 * Growth", "leaning towards putting both stores on Scale", "the board signed off and you're on our shortlist", "grünes
 * Licht", "visto bueno", "lista final". And its opposite, a visitor only comparing or pricing up options with no rush,
 * to whom no qualifying question is put. Six languages.
 */

/** The choice weighed: considering, leaning towards, thinking of, in six languages. */
const WEIGHING = wordsRe([
  'consider(ing)?',
  'weigh(ing)? up',
  'lean(ing)? (towards?|to)',
  'think(ing)? (of|about)',
  'plan(ning)? (to|on)',
  'look(ing)? (at|to) (moving|switching|putting|going|getting|upgrading)',
  'überleg\\p{L}*',
  'erwäg\\p{L}*',
  'denken (darüber )?nach',
  'overweg\\p{L}*',
  'denken (erover )?na',
  'envisag\\p{L}*',
  'pens(ons|e|ent) à',
  'réfléchi\\p{L}*',
  'consideran\\p{L}*',
  'considerando',
  'pensando en',
  'planeando',
  'a pensar em',
  'pensando em',
]);
/** Moving onto what is sold: "putting … on Scale", "overstappen op", "passer … sur", "pasar a", "mudar para". */
const ONTO = wordsRe([
  'put(ting)?( \\p{L}+){0,4} on',
  // Moving something across, not oneself ("moving to Leeds" is a house move).
  'mov(e|ing)( \\p{L}+){1,4} (over )?(to|onto)',
  'mov(e|ing) onto',
  'switch(ing)?( \\p{L}+){0,4} (over )?to',
  'migrat(e|ing)( \\p{L}+){0,4} to',
  'go(ing)? (with|for)',
  'umstellen auf',
  'umsteigen auf',
  'wechseln zu',
  'over (te )?stappen (op|naar)',
  'overstappen (op|naar)',
  'passer( \\p{L}+){0,4} (sur|à|au)',
  'pasar( \\p{L}+){0,4} (a|al)',
  'cambiar( \\p{L}+){0,4} (a|al)',
  'mudar( \\p{L}+){0,4} para',
  'passar( \\p{L}+){0,4} para',
]);
/** A capitalised word inside the sentence: what the visitor moves onto is named ("onto Growth"). */
const NAMED = /(?<=[\p{L},]\s+)\p{Lu}\p{Ll}+/u;

/** The decision taken by whoever signs: signed off, green light, approved, shortlisted, a finalist. */
const DECIDED = wordsRe([
  'signed off',
  'sign(ed)? off on',
  'green[- ]?lit',
  'green light',
  'approved (the )?(budget|purchase|switch|move|spend)',
  'short-?list(ed)?',
  'finalists?',
  'top of (our|the) (list|shortlist)',
  'evaluating',
  'grünes licht',
  'freigegeben',
  'genehmigt',
  'auswahlliste',
  'engere(n)? (aus)?wahl',
  'ganz oben auf (unserer|der) liste',
  'groen licht',
  'goedgekeurd',
  'op (onze|de) (korte )?lijst',
  'feu vert',
  'valid(é|ée|és)',
  'approuv(é|ée|és)',
  'liste restreinte',
  'en lice',
  'visto bueno',
  'luz verde',
  'aprobad[oa]s?',
  'lista corta',
  'evaluando',
  'finalistas?',
  'aprovou',
  'aprovad[oa]s?',
  'sinal verde',
  'lista (final|curta)',
  'avaliando',
  'a avaliar',
]);

/** Buying weighed (with a move onto something named, or a buying act on a plan) or decided by the visitor's side. */
export function weighsBuying(text: string): boolean {
  if (DECIDED.test(text)) return true;
  return WEIGHING.test(text) && ((ONTO.test(text) && NAMED.test(text)) || (BUY_VERB.test(text) && PLAN.test(text)));
}

/** Only comparing or pricing up, said as such: "just pricing up a few options", "je compare juste", "solo comparando". */
const ONLY_COMPARING = wordsRe([
  '(just|only|merely|simply) (comparing|pricing( \\p{L}+)? up|researching|exploring|window[- ]shopping|shopping around|getting (a feel|an idea)|gathering)',
  'vergleiche? (gerade |erst mal |erstmal )?(nur|bloß|lediglich)',
  '(nur|bloß) (am )?vergleichen',
  '(alleen|gewoon|even|maar)( \\p{L}+){0,3} (aan het )?vergelijken',
  '(je )?compare (juste|seulement|simplement)',
  'je ne fais que comparer',
  '(solo|sólo|nomás) (estoy |estamos )?(comparando|mirando precios|viendo opciones)',
  '(só|apenas) (estou |estamos )?(a )?(comparar|comparando)',
  // The company itself set beside others, nothing bought: "comparing you with a couple of other tools", "ich vergleiche
  // euch gerade mit …", "on vous compare avec …", "os estamos comparando con …", "estamos a comparar-vos com …".
  '(comparing|weighing up) (you|u|ya|y.?all|your(?!( [\\p{L}\\d]+){0,2} (plan|plans|tier|tiers|package|packages))( [\\p{L}\\d]+){1,3}|it)( guys)? (with|to|against|and)',
  'weighing (you|u|ya|y.?all|it)( guys)? up (against|with|and)',
  'vergleiche?n? (euch|sie|dich|ihr \\p{L}+|eure \\p{L}+)( \\p{L}+){0,2} mit',
  'vergelijk(en)? (jullie|u|jou|jullie \\p{L}+)( \\p{L}+){0,2} met',
  '(vous|te) compar(e|ons|ons)( \\p{L}+){0,2} (avec|à)',
  '(os|los|les) (estoy |estamos )?comparando( \\p{L}+){0,2} con|comparando(os|los|les) con',
  '(vos|os|te) (estou |estamos )?(a )?compar(ar|ando)( \\p{L}+){0,2} com|compar(ar|ando)-(vos|os|te) com',
  // "looking at you and two other tools", "euch und zwei andere Anbieter": the company as one option among others.
  '(you|u|ya|your \\p{L}+) and (two|three|four|a few|a couple of|some|several|\\d+) other (\\p{L}+)',
  '(euch|sie|dich) und (zwei|drei|ein paar|einige|\\d+) (andere|weitere)',
  '(jullie|u) en (twee|drie|een paar|enkele|\\d+) (andere|ander)',
  '(vous|toi) et (deux|trois|quelques|\\d+) autres',
  '(ustedes|vosotros|usted|ti) y (dos|tres|unos|algunos|\\d+) (otros|otras)',
  '(vocês|você|vós) e (dois|duas|três|alguns|algumas|\\d+) (outros|outras)',
]);
/** No hurry, nothing decided, for now: said beside options weighed, the visitor is browsing. */
const UNHURRIED = wordsRe([
  'no (rush|hurry)',
  'nothing decided',
  'for now',
  'for the moment',
  'keine eile',
  'nichts entschieden',
  'vorerst',
  'geen haast',
  'voorlopig',
  'nog niets besloten',
  "rien de pressé|pas pressée?s?|pour l['’]instant|rien de décidé",
  'sin prisa|por ahora|nada decidido',
  'sem pressa|por agora|por enquanto|nada decidido',
]);
const OPTIONS = wordsRe([
  'compar\\p{L}*',
  'options?',
  'alternatives?',
  'pricing( \\p{L}+)? up',
  'shopping around',
  'vergleich\\p{L}*',
  'optionen',
  'anbieter',
  'opties',
  'vergelijk\\p{L}*',
  'opciones',
  'opções',
]);

export function onlyComparing(text: string): boolean {
  return ONLY_COMPARING.test(text) || (UNHURRIED.test(text) && OPTIONS.test(text));
}
