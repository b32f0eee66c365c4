import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/types.js';
import { extract, type AbstainReason, type Prepared, type Thresholds } from './answer/extractive.js';
import { generated, type Quote } from './answer/model-answer.js';
import { checkQuery, search, type Targeting } from './retrieve.js';
import { readChunks, weighFacets } from './answer/reading.js';
import { locateQuote } from './answer/quotes.js';
import { questionParts } from './search/parts.js';
import type { AskAnswerBody, CitationBody } from './schemas.js';

export { locateQuote, sentencesOf } from './answer/quotes.js';

/** The answer when the sources do not cover a question: it says so and offers the hand-over. */
export const NOT_COVERED =
  'The knowledge sources do not cover this question, so I cannot answer it from them. I can pass your question on to the team so that a person can answer it.';

/** Chunks an answer may draw from. */
const CONTEXT_CHUNKS = 8;

/** A citation with the chunk it quotes (the contract's citation, plus the chunk id). */
export interface AnswerCitation extends CitationBody {
  chunkId: string;
}

/**
 * A grounded answer, as the `ask` operation and the visitor runtime use it.
 * `text` names and links the page that answers ("From the Pricing page (url): …");
 * every citation's quote is a verbatim span of its chunk. An abstention has no
 * citations, the NOT_COVERED text and a reason (`detail`: the question's term the
 * sources never mention, for `missing-term`).
 */
export interface GroundedAnswer {
  text: string;
  /** The answer without the page lead, and the section it names (`withSource` builds `text` from them in another style). */
  body: string;
  under: string | null;
  citations: AnswerCitation[];
  abstained: boolean;
  reason: AbstainReason | null;
  detail: string | null;
  engine: 'extractive' | 'model';
}

/** How a page is named in an answer: its title without the site's name, "home" for the root, quoted for a text source. */
export function pageName(c: { title: string | null; url: string | null }): string {
  if (!c.url) return c.title ? `“${c.title}”` : 'the knowledge sources';
  const path = new URL(c.url).pathname;
  if (path === '/' || path === '') return 'the home page';
  const title = (c.title ?? '').split(/\s+[|·–—-]\s+/)[0]!.trim();
  const last = path.split('/').filter(Boolean).pop() ?? '';
  let slug = last;
  try {
    slug = decodeURIComponent(last);
  } catch {
    // A malformed escape in the URL: the slug as written.
  }
  const name = title || slug.replace(/[-_]+/g, ' ');
  return /\bpage$/i.test(name) ? `the ${name}` : `the ${name} page`;
}

/** How an answer names its pages: plain text for the API (`the Pricing page (url)`), a Markdown link for chat (`[the Pricing page](url)`). */
export type SourceStyle = 'plain' | 'markdown';

/** A URL as a Markdown link target: no spaces or parentheses left to end it early. */
const linkTarget = (url: string) =>
  url.replace(/[\s()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);

/**
 * "From the Pricing page (https://…/pricing): …": the pages cited, in order,
 * then the answer; `under` names the section the answer comes from ("From the
 * Security page (…), under “Data residency”: …").
 */
export function withSource(
  text: string,
  citations: Array<{ title: string | null; url: string | null }>,
  opts: { under?: string | null; style?: SourceStyle } = {},
): string {
  const pages: string[] = [];
  for (const c of citations) {
    const name = pageName(c);
    const page = !c.url ? name : opts.style === 'markdown' ? `[${name}](${linkTarget(c.url)})` : `${name} (${c.url})`;
    if (!pages.includes(page)) pages.push(page);
  }
  if (!pages.length) return text;
  return `From ${pages.join(' and ')}${opts.under ? `, under “${opts.under}”` : ''}: ${text}`;
}

/** A quote as a sentence of the answer: one without an end stop gets a full stop. */
const sentence = (q: string) => (/[.!?:;"')\]”]$/.test(q) ? q : `${q}.`);

const comparable = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/**
 * The extractive answer's quotes as text that reads as one answer. A heading
 * the quotes start with names the section after the page ("under “Data
 * residency”", returned as `under`) rather than running into the sentence after
 * it; one that only repeats the page's name is left out (`dropped`: its quote is
 * no citation then). A heading further on leads what follows it ("Under
 * “Growth”: …"). Every other quote stays verbatim in the text.
 */
export function composeQuotes(
  quotes: readonly string[],
  headings: ReadonlySet<string>,
  page: { title: string | null; url: string | null },
): { body: string; under: string | null; dropped: Set<string> } {
  const dropped = new Set<string>();
  const pageWords = comparable(pageName(page).replace(/^the |\s*page$|[“”]/g, ''));
  let under: string | null = null;
  const parts: string[] = [];
  for (const [i, q] of quotes.entries()) {
    const name = q.replace(/[:.]$/, '');
    if (!headings.has(q) || i === quotes.length - 1) parts.push(sentence(q));
    else if (parts.length > 0) parts.push(`Under “${name}”:`);
    else if (under === null && comparable(q) === pageWords) dropped.add(q);
    else under = under === null ? name : `${under}: ${name}`;
  }
  return { body: parts.join(' '), under, dropped };
}

const toCitation = (q: Quote): AnswerCitation => ({
  title: q.hit.title,
  url: q.hit.url,
  quote: q.text,
  sourceId: q.hit.sourceId,
  chunkIndex: q.hit.chunkIndex,
  chunkId: q.hit.chunkId,
});

const abstention = (
  reason: AbstainReason,
  detail: string | null,
  engine: GroundedAnswer['engine'],
): GroundedAnswer => ({
  text: NOT_COVERED,
  body: NOT_COVERED,
  under: null,
  citations: [],
  abstained: true,
  reason,
  detail,
  engine,
});

/** Retrieval and everything the answerer reads, from one short read-only transaction. */
export async function prepareAsk(
  deps: Deps,
  tenant: string,
  input: Targeting & { question: string },
  opts: { tx?: Tx } = {},
): Promise<Prepared> {
  const question = checkQuery(input.question, 'question');
  const { extra } = await search(
    deps,
    tenant,
    question,
    input,
    CONTEXT_CHUNKS,
    async (ctx) => {
      // A question's chunks were read for ranking already; anything else is read here. "The cheapest…"
      // compares sections that may rank lower (every plan of a pricing page), so it reads all candidates.
      if (!ctx.read) await weighFacets(ctx.tx, ctx.facets, ctx.baseIds);
      const chunks = ctx.read
        ? ctx.read.slice(0, ctx.analysis.extreme ? undefined : CONTEXT_CHUNKS)
        : await readChunks(ctx.tx, ctx.hits);
      return { question, analysis: ctx.analysis, facets: ctx.facets, chunks };
    },
    opts,
  );
  const parts = questionParts(question);
  if (parts.length === 0) return extra!;
  const prepared: Prepared[] = [];
  for (const part of parts) prepared.push(await prepareAsk(deps, tenant, { ...input, question: part }, opts));
  return { ...extra!, parts: prepared };
}

/** A reply that says nothing alone ("Yes.", "No, never."): two words or fewer. */
const bareReply = (q: string) => (q.match(/[\p{L}\p{N}]+/gu) ?? []).length <= 2;

/** The chunk's own text from one quote to the next one after it, when only white space or a list marker lies between. */
function joinSpans(chunk: string, first: string, next: string): string | null {
  const a = locateQuote(chunk, first);
  const b = locateQuote(chunk, next);
  if (!a || !b) return null;
  const start = chunk.indexOf(a);
  const end = chunk.indexOf(b, start + a.length);
  return end >= 0 && /^(?:\s|[-*+]\s|\d+[.)]\s)*$/.test(chunk.slice(start + a.length, end))
    ? chunk.slice(start, end + b.length)
    : null;
}

/**
 * Quotes that each carry their answer: a bare reply ("Yes.") joins the quote
 * after it, or else the sentence after it in the chunk, as the chunk's own span
 * (so it stays verbatim and the answer's text says it once). Headings stay as
 * they are: they name the section (`under`), and are no citation of their own.
 */
export function carrying(
  quotes: readonly string[],
  headings: ReadonlySet<string>,
  sentences: readonly string[],
  chunk: string,
): string[] {
  const out: string[] = [];
  for (let i = 0; i < quotes.length; i++) {
    const q = quotes[i]!;
    if (headings.has(q) || !bareReply(q)) {
      out.push(q);
      continue;
    }
    const at = sentences.indexOf(q);
    const next = quotes[i + 1] ?? (at >= 0 && !headings.has(sentences[at + 1] ?? '') ? sentences[at + 1] : undefined);
    const joined = next === undefined ? null : joinSpans(chunk, q, next);
    if (joined && next === quotes[i + 1]) i++;
    // A bare reply that joins nothing, or only another bare one (table cells), is left out.
    if (joined && !bareReply(joined)) out.push(joined);
  }
  return out;
}

/** The extractive answer of prepared material (the benchmarks call this to sweep thresholds). */
export function extractive(p: Prepared, thresholds?: Thresholds): GroundedAnswer {
  if (p.parts) {
    const answered = p.parts.map((x) => extractive(x, thresholds)).filter((a) => !a.abstained);
    if (answered.length > 0) return together(answered);
  }
  const out = extract(p, thresholds);
  if (out.kind === 'abstain') return abstention(out.reason, out.detail, 'extractive');
  const headings = new Set(out.chunk.sentences.filter((_, i) => out.chunk.heading[i]));
  const quotes = carrying(out.quotes, headings, out.chunk.sentences, out.chunk.hit.text);
  // Headings name the section and are no citation of their own: an answer of headings alone says nothing.
  if (quotes.every((q) => headings.has(q))) return abstention('weak-support', null, 'extractive');
  const { body, under, dropped } = composeQuotes(quotes, headings, out.chunk.hit);
  const citations = quotes
    .filter((q) => !dropped.has(q) && !headings.has(q))
    .map((text) => toCitation({ hit: out.chunk.hit, text }));
  return {
    text: withSource(body, citations, { under }),
    body,
    under,
    citations,
    abstained: false,
    reason: null,
    detail: null,
    engine: 'extractive',
  };
}

/** The answers to questions packed into one line, one after the other; a quote two of them share is said once. */
function together(answers: GroundedAnswer[]): GroundedAnswer {
  if (answers.length === 1) return answers[0]!;
  const seen = new Set<string>();
  const kept = answers.filter((a) => {
    const fresh = a.citations.some((c) => !seen.has(c.chunkId + c.quote));
    for (const c of a.citations) seen.add(c.chunkId + c.quote);
    return fresh;
  });
  return {
    ...kept[0]!,
    text: kept.map((a) => a.text).join('\n\n'),
    body: kept.map((a) => (a.under ? `Under “${a.under}”: ${a.body}` : a.body)).join(' '),
    under: null,
    citations: kept.flatMap((a) => a.citations),
  };
}

/**
 * One grounded answer to a question, usable without an HTTP request (the visitor
 * runtime calls it). Retrieval runs in a short read-only transaction; the model,
 * when one is configured, is called after it has closed, so no transaction waits
 * on the network. A model that fails, or cites nothing verbatim, falls back to the
 * extractive answer. Nothing is written.
 */
export async function answerQuestion(
  deps: Deps,
  tenant: string,
  input: Targeting & { question: string },
): Promise<GroundedAnswer> {
  return answerPrepared(deps, input.question, await prepareAsk(deps, tenant, input));
}

/** The answer to prepared material (retrieval done, its transaction closed): extractive, or the model's when one is configured. */
export async function answerPrepared(deps: Deps, question: string, prepared: Prepared): Promise<GroundedAnswer> {
  if (prepared.chunks.length === 0 && !prepared.parts)
    return abstention('nothing-found', null, deps.config.llm ? 'model' : 'extractive');
  if (!deps.config.llm) return extractive(prepared);
  const reply = await generated(
    deps,
    question.trim(),
    prepared.chunks.map((c) => c.hit),
  );
  if (!reply) return extractive(prepared);
  if (reply.kind === 'declined') return abstention('model-declined', null, 'model');
  const citations = reply.quotes.map(toCitation);
  return {
    text: withSource(reply.text, citations),
    body: reply.text,
    under: null,
    citations,
    abstained: false,
    reason: null,
    detail: null,
    engine: 'model',
  };
}

/** The contract's shape of an answer (`POST /knowledge/ask`). */
export const toAskBody = (a: GroundedAnswer): AskAnswerBody => ({
  answer: a.text,
  citations: a.citations.map(({ chunkId: _, ...c }) => c),
});

export async function ask(deps: Deps, tenant: string, input: Targeting & { question: string }): Promise<AskAnswerBody> {
  return toAskBody(await answerQuestion(deps, tenant, input));
}
