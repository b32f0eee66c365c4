import { safeHref } from './links.js';

/**
 * A small Markdown subset for what the agent writes: paragraphs and line
 * breaks, lists, headings, quotes, code, emphasis and links. It produces a
 * tree of plain objects that the UI turns into elements and text nodes, so no
 * string is ever parsed as HTML: markup in a message shows as the characters
 * it is. Links keep only http, https and mailto addresses.
 */

export type Inline =
  | { t: 'text'; v: string }
  | { t: 'br' }
  | { t: 'code'; v: string }
  | { t: 'strong' | 'em'; c: Inline[] }
  | { t: 'link'; href: string; c: Inline[] };

export type Block =
  | { t: 'p'; c: Inline[] }
  | { t: 'h'; c: Inline[] }
  | { t: 'quote'; c: Inline[] }
  | { t: 'pre'; v: string }
  | { t: 'ul'; items: Inline[][] }
  | { t: 'ol'; start: number; items: Inline[][] };

const MAX = 20_000;

const INLINE =
  /(`+)([\s\S]*?[^`])\1(?!`)|\*\*(?=\S)([\s\S]*?\S)\*\*|__(?=\S)([\s\S]*?\S)__|\*(?=[^\s*])([^*]*?[^\s*])\*|(?<![\p{L}\p{N}_])_(?=[^\s_])([^_]*?[^\s_])_(?![\p{L}\p{N}_])|\[([^\]\n]{1,500})\]\(\s*<?([^\s<>()]{1,2048})>?(?:\s+"[^"\n]*")?\s*\)|(https?:\/\/[^\s<>"]*[^\s<>".,:;'!?)\]])|\n/gu;

export function parseInline(src: string, depth = 0): Inline[] {
  const out: Inline[] = [];
  const text = (raw: string) => {
    if (!raw) return;
    // The service escapes brackets and tag openers it does not pass as links (`\[`, `\<`, `&lt;`): show the characters.
    const v = raw.replace(/\\([!-/:-@[-`{-~])/g, '$1').replace(/&lt;/g, '<');
    const last = out[out.length - 1];
    if (last?.t === 'text') last.v += v;
    else out.push({ t: 'text', v });
  };
  if (depth > 4) {
    text(src);
    return out;
  }
  let at = 0;
  for (const m of src.matchAll(INLINE)) {
    text(src.slice(at, m.index));
    at = m.index! + m[0].length;
    if (m[0] === '\n') out.push({ t: 'br' });
    else if (m[1]) out.push({ t: 'code', v: m[2]!.replace(/^ (.*) $/s, '$1') });
    else if (m[3] !== undefined || m[4] !== undefined)
      out.push({ t: 'strong', c: parseInline(m[3] ?? m[4]!, depth + 1) });
    else if (m[5] !== undefined || m[6] !== undefined) out.push({ t: 'em', c: parseInline(m[5] ?? m[6]!, depth + 1) });
    else if (m[7] !== undefined) {
      const href = safeHref(m[8]!);
      if (href) out.push({ t: 'link', href, c: parseInline(m[7], depth + 1) });
      else text(m[0]);
    } else if (m[9] !== undefined) {
      const href = safeHref(m[9]);
      if (href) out.push({ t: 'link', href, c: [{ t: 'text', v: m[9] }] });
      else text(m[9]);
    }
  }
  text(src.slice(at));
  return out;
}

const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBER = /^\s{0,3}(\d{1,9})[.)]\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const lines = source.slice(0, MAX).replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let para: string[] = [];
  const flush = () => {
    if (para.length) blocks.push({ t: 'p', c: parseInline(para.join('\n')) });
    para = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^\s*$/.test(line)) {
      flush();
      continue;
    }
    const fence = /^\s{0,3}(```|~~~)/.exec(line);
    if (fence) {
      flush();
      const code: string[] = [];
      for (i++; i < lines.length && !lines[i]!.trimStart().startsWith(fence[1]!); i++) code.push(lines[i]!);
      blocks.push({ t: 'pre', v: code.join('\n') });
      continue;
    }
    const heading = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ t: 'h', c: parseInline(heading[1]!) });
      continue;
    }
    if (/^\s{0,3}>/.test(line)) {
      flush();
      const quote: string[] = [];
      for (; i < lines.length && /^\s{0,3}>/.test(lines[i]!); i++) quote.push(lines[i]!.replace(/^\s{0,3}>\s?/, ''));
      i--;
      blocks.push({ t: 'quote', c: parseInline(quote.join('\n')) });
      continue;
    }
    const list = BULLET.test(line) ? BULLET : NUMBER.test(line) ? NUMBER : null;
    if (list) {
      flush();
      const items: Inline[][] = [];
      const start = list === NUMBER ? Number(NUMBER.exec(line)![1]) : 1;
      for (; i < lines.length && !/^\s*$/.test(lines[i]!); i++) {
        const m = list.exec(lines[i]!);
        const content = m ? m[m.length - 1]! : null;
        if (content !== null) items.push(parseInline(content));
        else if (items.length) items[items.length - 1]!.push({ t: 'br' }, ...parseInline(lines[i]!.trim()));
      }
      i--;
      blocks.push(list === NUMBER ? { t: 'ol', start, items } : { t: 'ul', items });
      continue;
    }
    para.push(line);
  }
  flush();
  return blocks;
}
