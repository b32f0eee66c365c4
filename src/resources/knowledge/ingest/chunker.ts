import type { Block } from './extract.js';

export interface Chunk {
  index: number;
  /** The headings the chunk sits under, outermost first, joined with " > ". */
  heading: string | null;
  text: string;
}

/**
 * Sizes are counted in words (whitespace-separated), about three quarters of a
 * model token each: MAX_WORDS keeps a chunk near 500 tokens. Every heading with
 * text before it starts a new chunk: a section is what a question is answered
 * from, and its heading path (indexed with it, and weighed in ranking) says what
 * it is about, so a pricing page's plans, trial and refunds are found and quoted
 * apart rather than as one page-sized chunk.
 */
export const MAX_WORDS = 380;
const TAIL_WORDS = 80;

const words = (s: string) => (s.match(/\S+/g) ?? []).length;

/** Splits an over-long block at sentence ends (or at word boundaries when a sentence is itself too long). */
function splitLong(text: string): string[] {
  const sentences = text.match(/[^.!?\n]+(?:[.!?]+["')\]]*|\n|$)\s*/g) ?? [text];
  const parts: string[] = [];
  let cur = '';
  for (const s of sentences) {
    if (words(s) > MAX_WORDS) {
      if (cur.trim()) parts.push(cur.trim());
      cur = '';
      const w = s.match(/\S+/g) ?? [];
      for (let i = 0; i < w.length; i += MAX_WORDS) parts.push(w.slice(i, i + MAX_WORDS).join(' '));
      continue;
    }
    if (words(cur) + words(s) > MAX_WORDS && cur.trim()) {
      parts.push(cur.trim());
      cur = '';
    }
    cur += s;
  }
  if (cur.trim()) parts.push(cur.trim());
  return parts;
}

/**
 * Heading-aware chunks: one per section, long sections split near 500 tokens. Each chunk's text starts
 * with the heading it falls under (when it has one), so a chunk read alone still
 * says what it is about; `heading` holds the full heading path.
 */
export function chunkBlocks(blocks: Block[]): Chunk[] {
  const chunks: Chunk[] = [];
  const path: Block[] = [];
  let lines: string[] = [];
  let size = 0;
  let chunkHeading: string | null = null;
  let hasText = false;
  const headingPath = () => (path.length ? path.map((h) => h.text).join(' > ') : null);
  const flush = () => {
    // Chunks made only of headings carry nothing to retrieve.
    if (hasText) chunks.push({ index: chunks.length, heading: chunkHeading, text: lines.join('\n') });
    lines = [];
    hasText = false;
    size = 0;
    chunkHeading = headingPath();
  };
  chunkHeading = headingPath();
  for (const b of blocks) {
    if (b.kind === 'heading') {
      if (hasText) flush();
      while (path.length && path[path.length - 1]!.level >= b.level) path.pop();
      path.push(b);
      if (size === 0) chunkHeading = headingPath();
      lines.push(b.text);
      continue;
    }
    for (const part of words(b.text) > MAX_WORDS ? splitLong(b.text) : [b.text]) {
      const n = words(part);
      if (size > 0 && size + n > MAX_WORDS) {
        // Carry the current heading into the next chunk, so it keeps its context.
        const heading = path[path.length - 1];
        flush();
        if (heading) lines.push(heading.text);
      }
      lines.push(part);
      size += n;
      hasText = true;
    }
  }
  flush();
  // A short tail of a long section reads better with the part before it, when they fit together.
  const last = chunks[chunks.length - 1];
  const prev = chunks[chunks.length - 2];
  if (
    last &&
    prev &&
    last.heading === prev.heading &&
    words(last.text) < TAIL_WORDS &&
    words(prev.text) + words(last.text) <= MAX_WORDS + TAIL_WORDS
  ) {
    prev.text = `${prev.text}\n${last.text}`;
    chunks.pop();
  }
  return chunks;
}
