/**
 * Text for a terminal: what visitors, crawled pages and models wrote reaches
 * `svc … --human` (a follow-up's question, a conversation's messages, an event's
 * fields). A terminal obeys control characters, so an ANSI escape could clear
 * the screen, recolour it, print a hyperlink or retitle the window, and a bidi
 * override could reorder what the operator reads. Human output shows them as
 * visible escapes instead (`\x1b`, `\u202e`); JSON output never comes here
 * (JSON.stringify escapes C0 controls itself, and the bytes stay the data).
 */

// C0 controls (except the line breaks a caller keeps), DEL, C1 controls, and
// the bidi embeddings, overrides, isolates and marks (Unicode TR9), plus the
// line and paragraph separators some terminals treat as line breaks.
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;
const UNSAFE_WITH_LINES = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

function visible(ch: string): string {
  const code = ch.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** One value for a single line: every control character escaped, tabs and line breaks included. */
export function escapeLine(text: string): string {
  return text.replace(UNSAFE_WITH_LINES, visible);
}

/** Whole human output: line breaks and tabs kept (the layout's own), every other control escaped. */
export function escapeForTerminal(text: string): string {
  return text.replace(UNSAFE, visible);
}
