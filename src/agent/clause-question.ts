/**
 * A statement that ends in a question clause without its question mark ("thinking of upgrading, how does that
 * work"): chat drops "?"; and a request after a question in one sentence ("…, and can someone call me"). Split
 * from acts.ts by topic.
 */
/** A question word that opens a clause after a comma: "We're a team of 20 comparing tools, what does Growth cost?". */
export const CLAUSE_QUESTION =
  /,\s+(?=(what|what's|how|which|where|when|why|do you|does|is there|are there|wie|was|welche[rsn]?|wo|hoe|wat|welke|waar|comment|quel(le)?s?|où|combien|cómo|qué|cuál|dónde|cuánto|o que|qual|onde|quanto)(?![\p{L}]))/iu;
/**
 * A statement that ends in a question without its mark ("thinking of buying Growth for our small team, what does
 * it include"): chat drops "?", and the clause leans on the statement ("it"), so the whole is looked up, even when
 * it also tells something about the visitor, and it is not taken as the answer to a qualifying question.
 */
export function endsInUnmarkedQuestion(piece: string): boolean {
  return unmarkedClause(piece) !== null;
}
/** The question clause such a statement ends in ("when do i stop feeding him"), or null. */
export function unmarkedClause(piece: string): string | null {
  const m = CLAUSE_QUESTION.exec(piece);
  const clause = m ? piece.slice(m.index + 1) : '';
  return m !== null && !/\?\s*$/.test(piece) && ASKED_CLAUSE.test(clause) && !COMMENT.test(clause)
    ? clause.trim()
    : null;
}
/** A relative clause that comments, not a question: "…, which is nice", "…, o que é bom", "…, ce qui est bien". */
const COMMENT =
  /^\s*(which|what|o que|lo que|ce qui|was|wat|wie) (is|é|es|est|ist)( (really|very|quite|pretty|so|muito|muy|très|sehr|heel|erg|echt|bem|bastante))? (good|nice|great|handy|helpful|cool|lovely|fine|bom|boa|ótimo|óptimo|excelente|bueno|genial|bien|super|génial|top|gut|toll|prima|schön|fijn|mooi|handig|fijn)(?![\p{L}])/iu;
/** A clause that is a question without its question mark: a question word, then a verb, and no comma after it. */
const ASKED_CLAUSE =
  /^\s*(what|how|which|where|when|wie|was|welche[rsn]?|wo|hoe|wat|welke|waar|comment|quel(le)?s?|où|combien|cómo|qué|cuál|dónde|cuánto|o que|qual|onde|quanto)\s+(?:(?:ça|cela|on|il|that|it|this|eso|isso)\s+)?(does|do|is|are|can|could|would|will|much|many|long|kostet|ist|sind|kann|gibt|läuft|funktioniert|geht|kost|is|zijn|kan|werkt|gaat|loopt|coûte|est|sont|marche|fonctionne|se|cuesta|es|son|incluye|funciona|custa|é|são|inclui|funciona)(?![\p{L}])[^,;]*$/iu;

/** ", and can I / could you …" after a question: a second request in the same sentence ("is there a trial, and can I get a human?"). */
const AND_REQUEST =
  /,\s+(?:and|und|en|et|y|e)\s+(?=(?:can|could|would|may|will|kann|können|könnten|kan|kunnen|kunt|pouvez|pourriez|puis-je|puedo|pueden|podrían|posso|podem|poderiam)\s)/iu;

/**
 * Both halves keep the question mark the sentence ended with, so each is read as the question it is. Chat drops
 * the mark ("whats the one way fee …, and can someone call me …"): a head that is a question by its words is split
 * off all the same, so the question is answered and the request handled.
 */
export function splitRequest(piece: string, asks: (head: string) => boolean): string[] {
  const m = AND_REQUEST.exec(piece);
  if (!m) return [piece];
  const head = piece.slice(0, m.index).trim();
  if (head.split(/\s+/).length < 3) return [piece];
  if (/\?\s*$/.test(piece)) return [`${head}?`, piece.slice(m.index + m[0].length)];
  return asks(head) ? [head, piece.slice(m.index + m[0].length)] : [piece];
}
