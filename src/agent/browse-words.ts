/**
 * "just looking at the prices", "je regarde juste les tarifs", "ich schaue mich nur um", "solo estoy mirando":
 * the visitor says they are only browsing, so no qualifying question is put to them on that turn, whatever
 * price words the message holds.
 */
const BROWSING =
  /(?<![\p{L}])((i'?m |i am |we'?re |we are )?just (browsing|looking|checking|having a look|curious|seeing|wondering|nosing|reading|getting a (rough )?idea)|only (browsing|looking)|(just )?(having|taking) a (look|poke|nose|peek|wander|browse)( (a)?round)?|(just )?(poking|nosing|looking|clicking) (a)?round|(ich )?(schaue?|sehe|gucke?) (mich )?(nur|bloß|erst mal)( \p{L}+)? (um|an)|(ik )?kijk( (alleen|maar|gewoon))?( even)? rond|(ik )?kijk (alleen|maar|gewoon)( even)? naar|(ik )?(ben )?(alleen|gewoon) (aan het )?(rond)?kijken|(je )?regarde (juste|seulement|simplement)|(je )?jette (juste |seulement |simplement )?un (œil|oeil)|je ne fais que regarder|(solo|sólo|nomás) (estoy )?(mirando|viendo|echando un vistazo)|(só|apenas) (estou )?(a )?(olhar|olhando|vendo|ver|dando uma olhada)|(estou|estamos) (só|apenas) (a )?(olhar|olhando|ver|vendo|dando uma olhada)|(estoy|estamos) (solo|sólo) (mirando|viendo|echando un vistazo)|(miro|mirando|comparo|comparando|olho|olhando|comparar) (con calma|tranquilamente|com calma)|(looking|comparing|reading) (around )?(carefully|calmly) before|before (i |we )?(decide|deciding|commit|committing) (anything|on anything)|bevor (ich|wir) (mich|uns) (für etwas )?entscheide\p{L}*|voordat (ik|we) (iets )?beslis\p{L}*|avant de (me |nous )?décider (quoi que ce soit|de quoi que ce soit)|antes de decidir nada|antes de decidir (qualquer coisa|alguma coisa))(?![\p{L}])/iu;
export function justLooking(text: string): boolean {
  return BROWSING.test(text);
}

/**
 * Feedback on the site, not interest in buying: "the pricing page could say whether prices include VAT", "would be nice
 * if the prices page showed …, just saying". Price words in it are no buying signal (deterministic.ts).
 */
const FEEDBACK =
  /(?<![\p{L}])((would|it'?d) be (nice|good|great|helpful|handy|useful) if|(could|should|might) (say|show|mention|list|include|explain|make clear)|just saying|small thing|(a |one |little )?suggestion|(some |a bit of )?feedback|wäre (schön|gut|hilfreich|praktisch),? wenn|kleine anmerkung|kleiner hinweis|zou (fijn|handig|mooi|goed) zijn als|kleine opmerking|ce serait (bien|bon|pratique|utile) (si|que)|petite remarque|petite suggestion|sería (bueno|útil|genial|práctico) (si|que)|una sugerencia|seria (bom|útil|ótimo|prático) (se|que)|uma sugestão)(?![\p{L}])/iu;
export function givesFeedback(text: string): boolean {
  return FEEDBACK.test(text);
}
