/**
 * Goodwill said in passing, in the six languages the agent speaks (issue 27, eleventh round): "X has saved my
 * sanity, just wanted to say that", "changed my life", "solo quería decir que …". A part that only tells the team
 * something good is praise: thanked, and never read as buying interest or answered with a qualifying question.
 * Words of trouble, a question or a request beside it keep it what it is (acts.ts reads those first).
 */
import { wordsRe } from './act-words.js';

/** Only telling: "just wanted to say", "wollte nur mal sagen", "wilde even laten weten", "je voulais juste dire". */
const ONLY_TELLING = wordsRe([
  '(just|only) want(ed)? to (say|tell you|let you know|drop a line|share)',
  '(wollte|möchte)( \\p{L}+){0,2} (nur|einfach)( mal)? (sagen|loswerden|danke sagen)',
  '(wilde|wil)( \\p{L}+){0,2} (even|alleen|gewoon)( \\p{L}+){0,2} (zeggen|laten weten|kwijt)',
  '(voulais|voulions|veux)( \\p{L}+){0,2} (juste|simplement|seulement) (dire|vous dire|partager)',
  '(solo|sólo|nada más|solamente) (quería|queríamos|quiero) (decir|decirles|deciros|contar)',
  '(só|apenas) (queria|queríamos|quero) (dizer|contar|agradecer)',
]);

/** What the product did for the visitor, told gratefully: "saved my sanity", "changed my life", "m'a sauvé la vie". */
const DID_GOOD = wordsRe([
  '(saved|saves|changed|transformed|made) (my|our) (sanity|life|lives|bacon|year|week|day|business|job|work)',
  'life ?saver',
  '(hat|haben) (mir|uns) (\\p{L}+ ){0,2}(gerettet|das leben erleichtert)',
  '(heeft|hebben) (mijn|ons) (\\p{L}+ ){0,2}(gered|veranderd)',
  "(m['’]a|nous a|m['’]ont|nous ont) (\\p{L}+ ){0,2}(sauvé|changé)",
  '(me|nos) (ha|han) (\\p{L}+ ){0,2}(salvado|cambiado)',
  '(me|nos) (salvou|salvaram|mudou|mudaram)',
]);

/** Goodwill only: praise a part tells without asking (acts.ts has checked it is no complaint and no request). */
export const goodwill = (bare: string): boolean => !/\?/.test(bare) && (ONLY_TELLING.test(bare) || DID_GOOD.test(bare));
