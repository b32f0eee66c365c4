import type { Deps } from '../../deps.js';
import { extract, type AbstainReason, type Prepared, type Thresholds } from './answerer.js';
import { generated, type Quote } from './model-answer.js';
import { checkQuery, search, type Targeting } from './retrieve.js';
import { readChunks, weighFacets } from './reading.js';
import type { AskAnswerBody, CitationBody } from './schemas.js';

export { locateQuote, sentencesOf } from './quotes.js';

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

/** "From the Pricing page (https://…/pricing): …": the pages cited, in order, then the answer. */
export function withSource(text: string, citations: Array<{ title: string | null; url: string | null }>): string {
  const pages: string[] = [];
  for (const c of citations) {
    const page = c.url ? `${pageName(c)} (${c.url})` : pageName(c);
    if (!pages.includes(page)) pages.push(page);
  }
  return pages.length ? `From ${pages.join(' and ')}: ${text}` : text;
}

const toCitation = (q: Quote): AnswerCitation => ({
  title: q.hit.title,
  url: q.hit.url,
  quote: q.text,
  sourceId: q.hit.sourceId,
  chunkIndex: q.hit.chunkIndex,
  chunkId: q.hit.chunkId,
});

const abstention = (reason: AbstainReason, detail: string | null, engine: GroundedAnswer['engine']): GroundedAnswer => ({
  text: NOT_COVERED,
  citations: [],
  abstained: true,
  reason,
  detail,
  engine,
});

/** Quotes joined into answer text: a heading line leads what follows it, a sentence without an end stop gets one. */
function joinQuotes(quotes: string[], headings: Set<string>): string {
  return quotes
    .map((q, i) => (headings.has(q) && i < quotes.length - 1 ? `${q} —` : /[.!?:;"')\]]$/.test(q) ? q : `${q}.`))
    .join(' ');
}

/** Retrieval and everything the answerer reads, from one short read-only transaction. */
export async function prepareAsk(deps: Deps, tenant: string, input: Targeting & { question: string }): Promise<Prepared> {
  const question = checkQuery(input.question, 'question');
  const { extra } = await search(deps, tenant, question, input, CONTEXT_CHUNKS, async (ctx) => {
    // A question's chunks were read for ranking already; anything else is read here. "The cheapest…"
    // compares sections that may rank lower (every plan of a pricing page), so it reads all candidates.
    if (!ctx.read) await weighFacets(ctx.tx, ctx.facets, ctx.baseIds);
    const chunks = ctx.read ? ctx.read.slice(0, ctx.analysis.extreme ? undefined : CONTEXT_CHUNKS) : await readChunks(ctx.tx, ctx.hits);
    return { question, analysis: ctx.analysis, facets: ctx.facets, chunks };
  });
  return extra!;
}

/** The extractive answer of prepared material (the benchmarks call this to sweep thresholds). */
export function extractive(p: Prepared, thresholds?: Thresholds): GroundedAnswer {
  const out = extract(p, thresholds);
  if (out.kind === 'abstain') return abstention(out.reason, out.detail, 'extractive');
  const quotes = out.quotes.map((text) => ({ hit: out.chunk.hit, text }));
  const headings = new Set(out.chunk.sentences.filter((_, i) => out.chunk.heading[i]));
  const citations = quotes.map(toCitation);
  return { text: withSource(joinQuotes(out.quotes, headings), citations), citations, abstained: false, reason: null, detail: null, engine: 'extractive' };
}

/**
 * One grounded answer to a question, usable without an HTTP request (the visitor
 * runtime calls it). Retrieval runs in a short read-only transaction; the model,
 * when one is configured, is called after it has closed, so no transaction waits
 * on the network. A model that fails, or cites nothing verbatim, falls back to the
 * extractive answer. Nothing is written.
 */
export async function answerQuestion(deps: Deps, tenant: string, input: Targeting & { question: string }): Promise<GroundedAnswer> {
  const prepared = await prepareAsk(deps, tenant, input);
  if (prepared.chunks.length === 0) return abstention('nothing-found', null, deps.config.llm ? 'model' : 'extractive');
  if (!deps.config.llm) return extractive(prepared);
  const reply = await generated(deps, input.question.trim(), prepared.chunks.map((c) => c.hit));
  if (!reply) return extractive(prepared);
  if (reply.kind === 'declined') return abstention('model-declined', null, 'model');
  const citations = reply.quotes.map(toCitation);
  return { text: withSource(reply.text, citations), citations, abstained: false, reason: null, detail: null, engine: 'model' };
}

/** The contract's shape of an answer (`POST /knowledge/ask`). */
export const toAskBody = (a: GroundedAnswer): AskAnswerBody => ({
  answer: a.text,
  citations: a.citations.map(({ chunkId: _, ...c }) => c),
});

export async function ask(deps: Deps, tenant: string, input: Targeting & { question: string }): Promise<AskAnswerBody> {
  return toAskBody(await answerQuestion(deps, tenant, input));
}
