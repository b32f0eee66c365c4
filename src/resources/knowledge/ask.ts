import type { Deps } from '../../deps.js';
import { callModel } from './models.js';
import { checkQuery, search, type Targeting } from './retrieve.js';
import { lexemesOf, termStats, type ChunkHit, type TermStat } from './search.js';
import type { AskAnswerBody, CitationBody } from './schemas.js';

export const NOT_COVERED = 'The knowledge sources do not cover this question, so there is no answer to give from them.';

/** Chunks an answer may draw from. */
const CONTEXT_CHUNKS = 5;
/**
 * Support thresholds, as shares of the question's idf weight: the best chunk must
 * hold `cover` of it and the best sentence `sentence`, and with `names` every
 * name and number of the question must be in the chunk. The sentence bar is high
 * on purpose: answering only when one sentence says nearly all the question asks
 * is what beats abstaining on SQuAD 2.0 (bench/ask --sweep, docs/performance.md).
 */
export const SUPPORT = { cover: 0.5, sentence: 0.8, names: true };
export type Support = typeof SUPPORT;

interface Sentence {
  hit: ChunkHit;
  rank: number;
  text: string;
  terms: Set<string>;
}

/** Sentences of a chunk as verbatim spans (list markers left out). */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split('\n')) {
    const parts = line.split(/(?<=[.!?]["')\]]*)\s+(?=["'([]?[A-Z0-9])/);
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

/** Capitalised words that do not start the question, and numbers. */
export function namesOf(question: string): string {
  const words = question.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu) ?? [];
  return words.filter((w, i) => (i > 0 && /^\p{Lu}/u.test(w)) || /\p{N}/u.test(w)).join(' ');
}

const cite = (h: ChunkHit, quote: string): CitationBody => ({ title: h.title, url: h.url, quote, sourceId: h.sourceId, chunkIndex: h.chunkIndex });

/** Every quote must be a verbatim span of the chunk it cites; anything else is dropped. */
export function verified(citations: CitationBody[], hits: ChunkHit[]): CitationBody[] {
  return citations.filter((c) => hits.some((h) => h.sourceId === c.sourceId && h.chunkIndex === c.chunkIndex && h.text.includes(c.quote)));
}

const abstain = (): AskAnswerBody => ({ answer: NOT_COVERED, citations: [] });

/**
 * The extractive answer: the question's sentences of best support from the top
 * chunks, quoted as written. Support is the idf-weighted share of the question's
 * terms a sentence (and its chunk) holds; below the thresholds the answer is that
 * the sources do not cover the question.
 */
export function extractive(p: Prepared, support: Support = SUPPORT): AskAnswerBody {
  const { hits, terms, byChunk: sentenceTerms, sentences, nameTerms } = p;
  const weight = new Map(terms.map((t) => [t.term, t.idf]));
  const total = terms.reduce((s, t) => s + t.idf, 0);
  if (total <= 0 || hits.length === 0) return abstain();
  const share = (set: Set<string>) => [...weight.keys()].reduce((s, t) => s + (set.has(t) ? weight.get(t)! : 0), 0) / total;
  let best: { s: Sentence; score: number; sentence: number; cover: number } | null = null;
  const candidates: Array<{ s: Sentence; sentence: number }> = [];
  hits.forEach((hit, rank) => {
    const texts = sentences.get(hit.chunkId) ?? [];
    const lex = sentenceTerms.get(hit.chunkId) ?? [];
    const chunkTerms = new Set(lex.flat());
    const cover = share(chunkTerms);
    texts.forEach((text, i) => {
      const s: Sentence = { hit, rank, text, terms: new Set(lex[i + 1] ?? []) };
      const sentence = share(s.terms);
      candidates.push({ s, sentence });
      const score = 0.6 * sentence + 0.4 * cover - 0.02 * rank;
      if (!best || score > best.score) best = { s, score, sentence, cover };
    });
  });
  const top = best as { s: Sentence; score: number; sentence: number; cover: number } | null;
  if (!top || top.cover < support.cover || top.sentence < support.sentence) return abstain();
  // Names and numbers of the question must all be in the chunk: a question about
  // another person, product, place or year is not answered by this one.
  if (support.names) {
    const chunkTerms = new Set((sentenceTerms.get(top.s.hit.chunkId) ?? []).flat());
    if (nameTerms.some((t) => !chunkTerms.has(t))) return abstain();
  }
  const chosen = [top.s];
  const second = candidates
    .filter((c) => c.s.hit === top.s.hit && c.s.text !== top.s.text && c.sentence >= 0.6 * top.sentence)
    .sort((a, b) => b.sentence - a.sentence)[0];
  if (second) chosen.push(second.s);
  const texts = sentences.get(top.s.hit.chunkId) ?? [];
  chosen.sort((a, b) => texts.indexOf(a.text) - texts.indexOf(b.text));
  return { answer: chosen.map((c) => c.text).join(' '), citations: chosen.map((c) => cite(c.hit, c.text)) };
}

function parseModelJson(content: string): { answer: string | null; citations: Array<{ source: number; quote: string }> } | null {
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

/**
 * A generated answer constrained to the retrieved chunks. Returns null when the
 * model fails or cites nothing it can be held to (the caller falls back to the
 * extractive answer); an explicit "not covered" from the model is an abstention.
 */
export async function generated(deps: Deps, question: string, hits: ChunkHit[]): Promise<AskAnswerBody | null> {
  const llm = deps.config.llm!;
  const sources = hits.map((h, i) => `[${i + 1}] ${h.title ?? 'Untitled'}${h.url ? ` (${h.url})` : ''}\n${h.text}`).join('\n\n');
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
  if (parsed.answer === null) return abstain();
  const citations: CitationBody[] = [];
  for (const c of parsed.citations) {
    const hit = hits[c.source - 1];
    const quote = hit ? locateQuote(hit.text, c.quote) : null;
    if (hit && quote && !citations.some((x) => x.quote === quote && x.sourceId === hit.sourceId)) citations.push(cite(hit, quote));
  }
  const checked = verified(citations, hits);
  if (checked.length === 0) {
    deps.log.warn('the language model cited nothing verbatim; answering extractively');
    return null;
  }
  return { answer: parsed.answer, citations: checked };
}

export interface Prepared {
  question: string;
  hits: ChunkHit[];
  terms: TermStat[];
  /** Per chunk: the terms of its title and heading, then of each sentence. */
  byChunk: Map<string, string[][]>;
  /** Terms of the question's names and numbers (capitalised words after the first, digits). */
  nameTerms: string[];
  sentences: Map<string, string[]>;
}

/** Retrieval, term statistics and sentence terms, from one read-only transaction. */
export async function prepareAsk(deps: Deps, tenant: string, input: Targeting & { question: string }): Promise<Prepared> {
  const question = checkQuery(input.question, 'question');
  const { hits, extra } = await search(deps, tenant, question, input, CONTEXT_CHUNKS, async (tx, found, baseIds) => {
    const terms = await termStats(tx, question, baseIds);
    const sentences = new Map(found.map((h) => [h.chunkId, sentencesOf(h.text)]));
    // Per chunk: its title and heading terms first, then each sentence's.
    const texts = found.flatMap((h) => [`${h.title ?? ''}\n${h.heading ?? ''}`, ...sentences.get(h.chunkId)!]);
    const lex = await lexemesOf(tx, [namesOf(question), ...texts]);
    const nameTerms = lex.shift() ?? [];
    const byChunk = new Map<string, string[][]>();
    let i = 0;
    for (const h of found) {
      const n = sentences.get(h.chunkId)!.length + 1;
      byChunk.set(h.chunkId, lex.slice(i, i + n));
      i += n;
    }
    return { terms, sentences, byChunk, nameTerms };
  });
  return {
    question,
    hits,
    terms: extra?.terms ?? [],
    byChunk: extra?.byChunk ?? new Map(),
    sentences: extra?.sentences ?? new Map(),
    nameTerms: extra?.nameTerms ?? [],
  };
}

/**
 * One grounded answer. The model (when configured) is called after the
 * retrieval transaction has closed. Nothing is written: no session, visitor or analytics.
 */
export async function ask(deps: Deps, tenant: string, input: Targeting & { question: string }): Promise<AskAnswerBody> {
  const prepared = await prepareAsk(deps, tenant, input);
  if (prepared.hits.length === 0) return abstain();
  if (!deps.config.llm) return extractive(prepared);
  return (await generated(deps, prepared.question, prepared.hits)) ?? extractive(prepared);
}
