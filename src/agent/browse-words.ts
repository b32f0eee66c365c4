/**
 * "just looking at the prices", "je regarde juste les tarifs", "ich schaue mich nur um", "solo estoy mirando":
 * the visitor says they are only browsing, so no qualifying question is put to them on that turn, whatever
 * price words the message holds.
 */
const BROWSING =
  /(?<![\p{L}])((i'?m |i am |we'?re |we are )?just (browsing|looking|checking|having a look|curious|seeing|wondering|nosing|reading|getting a (rough )?idea)|only (browsing|looking)|(just )?(having|taking) a (look|poke|nose|peek|wander|browse)( (a)?round)?|(just )?(poking|nosing|looking|clicking) (a)?round|(ich )?(schaue?|sehe|gucke?) (mich )?(nur|bloß|erst mal)( \p{L}+)? (um|an)|(ik )?kijk( (alleen|maar|gewoon))?( even)? rond|(ik )?kijk (alleen|maar|gewoon)( even)? naar|(ik )?(ben )?(alleen|gewoon) (aan het )?(rond)?kijken|(je )?regarde (juste|seulement|simplement)|(je )?jette (juste |seulement |simplement )?un (œil|oeil)|je ne fais que regarder|(solo|sólo|nomás) (estoy )?(mirando|viendo|echando un vistazo)|(só|apenas) (estou )?(a )?(olhar|olhando|vendo|dando uma olhada))(?![\p{L}])/iu;
export function justLooking(text: string): boolean {
  return BROWSING.test(text);
}
