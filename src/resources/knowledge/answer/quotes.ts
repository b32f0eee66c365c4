/** Sentences of a chunk as verbatim spans (list markers left out). */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const parts = line.split(/(?<=[.!?]["')\]]*)\s+(?=["'([]?[\p{Lu}\p{N}])/u);
    for (const p of parts) {
      const s = p.replace(/^\s*([-*+]|\d+[.)])\s+/, '').trim();
      if (s.length >= 3 && /\p{L}/u.test(s)) out.push(s);
    }
  }
  return out;
}

/**
 * Finds a quote in a chunk: exactly, or with whitespace differences, in which case
 * the chunk's own span is returned. Null when the chunk does not say it.
 */
export function locateQuote(chunk: string, quote: string): string | null {
  const q = quote.trim();
  if (q.length < 3) return null;
  if (chunk.includes(q)) return q;
  const pattern = q
    .split(/\s+/)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');
  const m = new RegExp(pattern).exec(chunk);
  return m ? m[0] : null;
}
