/**
 * The visitor's answer text is Markdown that any `useChat` UI may render, not
 * only ours, and it quotes crawled pages and model output: it must carry no raw
 * HTML and no link whose scheme is not http(s) or mailto, whatever the source
 * held. `safeMarkdown` makes a complete text so; `SafeTextStream` does the same
 * to a text that arrives in pieces (a streamed answer), holding back only what
 * may be the start of a tag or a link until it is complete.
 */

// A tag, comment, declaration or autolink: `<` then a letter, `/`, `!` or `?`, up to the next `>`.
const TAG = /<[A-Za-z/!?][^<>]*>/g;
// A `<` left over that could still open one (or ends the text, where the next piece could).
const OPENER = /<(?=[A-Za-z/!?]|$)/g;
// [text](target) and ![alt](target); the target up to the closing parenthesis (one level of nesting).
const LINK =
  /(!?)\[([^\]\n]*)\]\(\s*(<[^>\n]*>|(?:[^()\s]|\([^()\s]*\))*)(\s+(?:"[^"\n]*"|'[^'\n]*'|\([^)\n]*\)))?\s*\)/g;
// A reference definition on its own line: [label]: target
const DEFINITION = /^( {0,3}\[[^\]\n]+\]:[ \t]*)(<[^>\n]*>|\S+)(.*)$/gm;
const SAFE_SCHEME = /^(https?:\/\/|mailto:)/i;

/** True for a link target a page may open: an absolute http(s) URL or a mailto: address. */
export function safeLinkTarget(target: string): boolean {
  const t = target.replace(/^<|>$/g, '').trim();
  // Percent-encoded or entity-encoded letters could spell another scheme once decoded.
  return SAFE_SCHEME.test(t) && !/[\s\u0000-\u001f\u007f]/.test(t);
}

/** Removes raw HTML and unsafe links from a complete Markdown text (idempotent). */
export function safeMarkdown(text: string): string {
  // Links first (an autolink-shaped target is a link's, not a tag), again after the tags (removing one can make one).
  let out = unlinkUnsafe(text);
  // Removing a tag can join the halves of another (`<<b>script>`): repeat until nothing changes.
  for (let i = 0; i < 10; i++) {
    const next = out.replace(TAG, '');
    if (next === out) break;
    out = next;
  }
  return unlinkUnsafe(out.replace(OPENER, '&lt;'));
}

function unlinkUnsafe(text: string): string {
  return (
    text
      .replace(LINK, (whole, _bang: string, label: string, target: string) => (safeLinkTarget(target) ? whole : label))
      .replace(DEFINITION, (whole, _head: string, target: string) => (safeLinkTarget(target) ? whole : ''))
      // What is left of link syntax with a target that is not http(s)/mailto (a target the pattern above does not
      // take, such as unbalanced parentheses: `[](alert(1)`) loses its brackets, so no renderer can read a link.
      .replace(/\[([^\]\n]*)\]\((?!\s*<?\s*(?:https?:|mailto:))/gi, '$1 (')
  );
}

/** The longest a held-back piece may grow before it is released as plain text (a `<` or `[` never closed). */
const HOLD_MAX = 2048;

/**
 * Streams text through `safeMarkdown`: `push` returns what may be shown now,
 * `end` the rest. Text from a `<` without its `>`, or a `[` whose link has not
 * closed, waits for the pieces that complete it.
 */
export class SafeTextStream {
  #pending = '';

  push(piece: string): string {
    this.#pending += piece;
    const cut = this.#cut();
    if (cut === 0) return '';
    const ready = this.#pending.slice(0, cut);
    this.#pending = this.#pending.slice(cut);
    return safeMarkdown(ready);
  }

  end(): string {
    const rest = this.#pending;
    this.#pending = '';
    return rest ? safeMarkdown(rest) : '';
  }

  /** Where the text that may still change meaning starts (the pending length when none does). */
  #cut(): number {
    const p = this.#pending;
    let cut = p.length;
    const lt = p.lastIndexOf('<');
    if (lt >= 0 && p.indexOf('>', lt) < 0 && /^<([A-Za-z/!?]|$)/.test(p.slice(lt, lt + 2))) cut = Math.min(cut, lt);
    const br = p.lastIndexOf('[');
    if (br >= 0 && !linkComplete(p.slice(br))) cut = Math.min(cut, br);
    if (cut < p.length && p.length - cut > HOLD_MAX) return p.length;
    return cut;
  }
}

/** Whether text starting at a `[` can no longer become (more of) a link or a definition. */
function linkComplete(from: string): boolean {
  const close = from.indexOf(']');
  if (close < 0) return from.includes('\n');
  const next = from[close + 1];
  if (next === undefined) return false;
  // A link is complete when the whole of it matches (a `)` inside its target does not end it), or at a line break.
  if (next === '(') return new RegExp(`^${LINK.source}`).test(from) || from.slice(close).includes('\n');
  if (next === ':') return from.slice(close + 2).includes('\n');
  return true;
}
