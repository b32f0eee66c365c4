import type { Deps } from '../../../deps.js';
import { callModel } from '../models.js';
import { locateQuote } from './quotes.js';
import type { ChunkHit } from '../search/search.js';

/** A quote held to the chunk it came from. */
export interface Quote {
  hit: ChunkHit;
  text: string;
}

export type ModelReply = { kind: 'answer'; text: string; quotes: Quote[] } | { kind: 'declined' };

function parseModelJson(
  content: string,
): { answer: string | null; citations: Array<{ source: number; quote: string }> } | null {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    const v = JSON.parse(content.slice(start, end + 1));
    if (v === null || typeof v !== 'object') return null;
    const answer = typeof v.answer === 'string' && v.answer.trim() ? v.answer.trim() : null;
    const citations = Array.isArray(v.citations)
      ? v.citations.filter((c: any) => c && Number.isInteger(c.source) && typeof c.quote === 'string')
      : [];
    return { answer, citations };
  } catch {
    return null;
  }
}

const SYSTEM_PROMPT = [
  'You answer a question using only the numbered sources given.',
  'Reply with one JSON object and nothing else: {"answer": string, "citations": [{"source": number, "quote": string}]}.',
  'Every quote must be copied exactly, character for character, from the source it cites, and must support the answer.',
  'If the sources do not contain the answer, reply {"answer": null, "citations": []}. Never use outside knowledge.',
].join(' ');

/** Longest answer text taken from a model (the rest is cut at a word). */
export const MAX_MODEL_ANSWER_CHARS = 4000;

/**
 * A generated answer constrained to the retrieved chunks. Every quote must be a
 * verbatim span of the chunk it cites (whitespace aside); quotes that are not are
 * dropped. Returns null when the model fails or cites nothing it can be held to
 * (the caller falls back to the extractive answer); an explicit "not covered"
 * from the model is `declined`. Called with no transaction open.
 */
export async function generated(deps: Deps, question: string, hits: ChunkHit[]): Promise<ModelReply | null> {
  const llm = deps.config.llm!;
  const sources = hits
    .map((h, i) => `[${i + 1}] ${h.title ?? 'Untitled'}${h.url ? ` (${h.url})` : ''}\n${h.text}`)
    .join('\n\n');
  let content: string;
  try {
    const out = await callModel(
      deps,
      llm,
      '/chat/completions',
      {
        model: llm.model,
        temperature: 0,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: `Sources:\n\n${sources}\n\nQuestion: ${question}` },
        ],
      },
      30_000,
    );
    content = String(out?.choices?.[0]?.message?.content ?? '');
  } catch (err) {
    deps.log.warn({ err }, 'the language model failed; answering extractively');
    return null;
  }
  const parsed = parseModelJson(content);
  if (!parsed) {
    deps.log.warn('the language model did not answer in the requested form; answering extractively');
    return null;
  }
  if (parsed.answer === null) return { kind: 'declined' };
  const quotes: Quote[] = [];
  for (const c of parsed.citations) {
    const hit = hits[c.source - 1];
    const text = hit ? locateQuote(hit.text, c.quote) : null;
    if (hit && text && hit.text.includes(text) && !quotes.some((q) => q.text === text && q.hit.chunkId === hit.chunkId))
      quotes.push({ hit, text });
  }
  if (quotes.length === 0) {
    deps.log.warn('the language model cited nothing verbatim; answering extractively');
    return null;
  }
  const text =
    parsed.answer.length > MAX_MODEL_ANSWER_CHARS
      ? `${parsed.answer.slice(0, MAX_MODEL_ANSWER_CHARS).replace(/\s+\S*$/, '')}…`
      : parsed.answer;
  return { kind: 'answer', text, quotes };
}
