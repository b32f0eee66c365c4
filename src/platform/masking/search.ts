/**
 * A search over what visitors said must not be an oracle for what a reader
 * without `conversations:transcripts` sees masked: asking "4111" and reading
 * who matched would reveal a card number the same reader gets as `[card]`.
 * Every kind the masker hides except the visitor's own name (which the reader
 * sees as `displayName` anyway) holds a digit or an `@`: emails, phone, card
 * and account numbers, IBANs. So for such a reader a search term holding a digit
 * or an `@` could match inside a masked span, and is refused; the other terms
 * can only match words that reader also sees in clear.
 */

/** The first term of a web-search query that could match inside a masked span, or null. */
export function termMatchingMasked(query: string): string | null {
  for (const raw of query.split(/\s+/)) {
    const term = raw.replace(/^[-"(]+|[")]+$/g, '');
    if (/[0-9@\uff10-\uff19\uff20]/.test(term)) return term;
  }
  return null;
}
