/**
 * The visitor's answer text is Markdown that any `useChat` UI may render, not
 * only ours, and it quotes crawled pages and model output: it must carry no raw
 * HTML and no link whose scheme is not http(s) or mailto, whatever the source
 * held. `safeMarkdown` makes a complete text so; `SafeTextStream` does the same
 * to a text that arrives in pieces (a streamed answer).
 *
 * Why a scanner and not patterns that find unsafe links: CommonMark has many
 * ways to make a link (labels over two lines, definitions inside a quote or a
 * list item, a destination on the next line, nested brackets, `\]` in a label),
 * and a pattern that misses one lets it through. Every link, image, reference
 * and definition needs an unescaped `[`, and every tag or autolink a `<`, so
 * the scanner lets only the ones it recognises as safe through and escapes every
 * other `[` (`\[`) and every `<` that could open something (`&lt;`): a construct
 * it does not understand becomes text. Tags are removed; an unsafe link keeps
 * its words; a safe link is written back in a plain form
 * (`[words](https://…)`, its title dropped, characters outside a URL's plain set
 * percent-encoded) that every renderer reads the same way.
 *
 * The scanner decides each position from the text at and after it, within a
 * bounded length, so a stream can stop at the first position that needs more
 * text and resume there: the streamed output is exactly the one-shot output.
 */

const SAFE_SCHEME = /^(https?:\/\/|mailto:)/i;

/** True for a link target a page may open: an absolute http(s) URL or a mailto: address. */
export function safeLinkTarget(target: string): boolean {
  const t = target.replace(/^<|>$/g, '').trim();
  // Percent-encoded or entity-encoded letters could spell another scheme once decoded.
  return SAFE_SCHEME.test(t) && !/[\s\u0000-\u001f\u007f]/.test(t);
}

/**
 * The longest link or tag the scanner reads as one; a longer one is text. It also
 * bounds what a stream holds back waiting for the end of one.
 */
const MAX_CONSTRUCT = 2048;

/** Removes raw HTML and unsafe links from a complete Markdown text (idempotent). */
export function safeMarkdown(text: string): string {
  return scan(text, true).out;
}

/**
 * Streams text through the same scanner: `push` returns what may be shown now,
 * `end` the rest. Text from a `[`, `<` or `\` whose meaning depends on what
 * follows waits for the pieces that decide it (at most MAX_CONSTRUCT characters).
 */
export class SafeTextStream {
  #pending = '';

  push(piece: string): string {
    this.#pending += piece;
    const { out, consumed } = scan(this.#pending, false);
    this.#pending = this.#pending.slice(consumed);
    return out;
  }

  end(): string {
    const { out } = scan(this.#pending, true);
    this.#pending = '';
    return out;
  }
}

/** What a position turns into and where the scan goes on; `null` when the text after it does not decide yet. */
type Step = { out: string; next: number } | null;

/** Sanitises `text` from its start; unless `final`, stops at the first position that needs more text. */
function scan(text: string, final: boolean): { out: string; consumed: number } {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    let step: Step;
    if (c === '\\') step = backslash(text, i, final);
    else if (c === '<') step = angle(text, i, final);
    else if (c === '[') step = bracket(text, i, final);
    else {
      // Everything else is copied as it is, up to the next character that may start something.
      let j = i + 1;
      while (j < text.length && !'\\<['.includes(text[j]!)) j++;
      out += text.slice(i, j);
      i = j;
      continue;
    }
    if (!step) break;
    out += step.out;
    i = step.next;
  }
  return { out, consumed: i };
}

const ASCII_PUNCTUATION = /[!-/:-@[-`{-~]/;

function backslash(text: string, i: number, final: boolean): Step {
  const n = text[i + 1];
  // A backslash at the very end escapes itself: whatever is written after it must not be escaped by it.
  if (n === undefined) return final ? { out: '\\\\', next: i + 1 } : null;
  // An escaped character is text already (`\[`, `\<`); keep the pair so the backslash cannot escape our own escape.
  // `\<` becomes `&lt;`: a renderer that links bare URLs (marked) takes `https://x/\` as the URL and would read the `<`.
  if (n === '<') return { out: '&lt;', next: i + 2 };
  if (ASCII_PUNCTUATION.test(n)) return { out: text.slice(i, i + 2), next: i + 2 };
  return { out: '\\', next: i + 1 };
}

function angle(text: string, i: number, final: boolean): Step {
  const n = text[i + 1];
  if (n === undefined) return final ? { out: '&lt;', next: i + 1 } : null;
  // `a < b`, `2<3`: what follows is copied as it is and cannot make a tag or an autolink of it.
  if (!/[A-Za-z/!?\\<[]/.test(n)) return { out: '<', next: i + 1 };
  if (!/[A-Za-z/!?]/.test(n)) return { out: '&lt;', next: i + 1 };
  const window = text.slice(i + 1, i + MAX_CONSTRUCT);
  const end = window.search(/[<>]/);
  if (end < 0) {
    if (!final && text.length - i < MAX_CONSTRUCT) return null;
    return { out: '&lt;', next: i + 1 };
  }
  if (window[end] === '<') return { out: '&lt;', next: i + 1 };
  const inner = window.slice(0, end);
  const next = i + end + 2;
  // An autolink to an http(s) or mailto address stays a link; any other tag, comment or autolink goes.
  if (safeLinkTarget(inner) && !/[\\`]/.test(inner)) return { out: `<${inner}>`, next };
  return { out: '', next };
}

function bracket(text: string, i: number, final: boolean): Step {
  let link = parseLink(text.slice(i, i + MAX_CONSTRUCT));
  if (link === 'more' && (final || text.length - i >= MAX_CONSTRUCT)) link = null;
  if (link === 'more') return null;
  if (!link) return { out: '\\[', next: i + 1 };
  // The words are scanned on their own (a tag in them goes, a trailing backslash escapes itself).
  const words = scan(link.label, true).out;
  if (!safeLinkTarget(link.dest)) return { out: words, next: i + link.length };
  return { out: `[${words}](${plainUrl(link.dest)})`, next: i + link.length };
}

/** The target with every character outside a URL's plain set percent-encoded, so no renderer reads it otherwise. */
function plainUrl(dest: string): string {
  return dest
    .replace(/^<|>$/g, '')
    .replace(
      /[^\w\-.~:/?#@!$&'*+,;=%\u0080-\uffff]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
    );
}

/**
 * Reads `[label](destination "title")` at the start of `s` (a `!` before it
 * makes it an image; the caller keeps it). 'more' when `s` ends before it is
 * decided; null when it is not such a link. Stricter than CommonMark (no line
 * break in a label or title, no brackets in a label): what it does not read
 * here has its `[` escaped, so it is never a link.
 */
function parseLink(s: string): { label: string; dest: string; length: number } | 'more' | null {
  let j = 1;
  for (; ; j++) {
    if (j >= s.length) return 'more';
    const c = s[j]!;
    if (c === ']') break;
    if (c === '[' || c === '\n') return null;
  }
  const label = s.slice(1, j);
  j++;
  if (j >= s.length) return 'more';
  if (s[j] !== '(') return null;
  j = skipSpace(s, j + 1);
  if (j >= s.length) return 'more';
  const destStart = j;
  if (s[j] === '<') {
    const close = s.slice(j + 1).search(/[<>\n]/);
    if (close < 0) return 'more';
    if (s[j + 1 + close] !== '>') return null;
    j += 1;
    j += close + 1;
  } else {
    let depth = 0;
    for (; ; j++) {
      if (j >= s.length) return 'more';
      const c = s[j]!;
      if (c === '\\') {
        j++;
        continue;
      }
      if (/[\s\u0000-\u001f\u007f]/.test(c) || (c === ')' && depth === 0)) break;
      if (c === '(') depth++;
      else if (c === ')') depth--;
    }
  }
  const dest = s.slice(destStart, j);
  const afterDest = j;
  j = skipSpace(s, j);
  if (j >= s.length) return 'more';
  if (j > afterDest && `"'(`.includes(s[j]!)) {
    const closer = s[j] === '(' ? ')' : s[j]!;
    const close = s.indexOf(closer, j + 1);
    const nl = s.indexOf('\n', j + 1);
    if (close < 0) return nl < 0 ? 'more' : null;
    if (nl >= 0 && nl < close) return null;
    j = skipSpace(s, close + 1);
    if (j >= s.length) return 'more';
  }
  if (s[j] !== ')') return null;
  return { label, dest, length: j + 1 };
}

function skipSpace(s: string, j: number): number {
  while (j < s.length && (s[j] === ' ' || s[j] === '\t')) j++;
  return j;
}
