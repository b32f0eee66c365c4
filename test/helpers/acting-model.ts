import { actsOf, type Part } from '../../src/agent/acts.js';
import { englishQuery } from '../../src/agent/glossary.js';
import { hasBuyingSignal } from '../../src/agent/intent.js';
import { detectLanguage } from '../../src/agent/language.js';
import { say } from '../../src/agent/phrases.js';
import { qualifyingQuestions } from '../../src/agent/qualify.js';
import { findCompany, findEmail, findName, findPhone, wantsTour } from '../../src/agent/recognise.js';
import type { FakeReply, FakeRequest } from './fake-openai.js';

/**
 * A scripted stand-in for a chat model, for the local OpenAI-compatible server (fake-openai.ts): it reads
 * each visitor message's dialogue acts (src/agent/acts.ts) and answers with the tool calls a model following
 * the system prompt would make for them, step by step as the AI SDK calls it:
 * - a question: `search_knowledge`, then `cite_sources` with the quote the search's reader found, or
 *   `escalate` (not covered) when the reader found none;
 * - a request for a person or a complaint: `escalate` (a complaint's reason "urgent: complaint"), and for a
 *   person `check_availability` too when the agent books meetings;
 * - a request for a meeting: `check_availability`; contact details: `capture_lead`;
 * - a reply to the qualifying question the last reply asked: `record_answer` under that question's key;
 * - a request to be shown something, with a published tour: `start_tour`;
 * - courtesy (greeting, thanks, a bot question, …): text only.
 * Then the reply text, in the visitor's language from the agent's own phrase table. Deterministic, no
 * weights: what it measures is the model engine's plumbing (tool table, streaming, citations, the commit of
 * each effect), not a model's judgement. The conversations benchmark (`--engine=model`) and
 * test/integration/runtime-model-scripts.test.ts use it.
 */
type Message = NonNullable<FakeRequest['body']['messages']>[number];
interface ToolCall {
  id: string;
  function: { name: string; arguments: string };
}
interface Done {
  name: string;
  args: Record<string, unknown>;
  result: Record<string, unknown>;
}

const textOf = (m: Message | undefined) =>
  typeof m?.content === 'string'
    ? m.content
    : Array.isArray(m?.content)
      ? (m.content as Array<{ text?: string }>).map((c) => c.text ?? '').join('')
      : '';

const parse = (s: string): Record<string, unknown> => {
  try {
    const v = JSON.parse(s);
    // The AI SDK may wrap a tool's output ({type: 'json', value}).
    return v && typeof v === 'object' && 'value' in v && 'type' in v ? v.value : v;
  } catch {
    return {};
  }
};

/** The tool calls of this turn so far, with their results. */
function doneThisTurn(after: Message[]): Done[] {
  const results = new Map(after.filter((m) => m.role === 'tool').map((m) => [m.tool_call_id, textOf(m)]));
  return after.flatMap((m) =>
    ((m.tool_calls as ToolCall[] | undefined) ?? []).map((c) => ({
      name: c.function.name,
      args: parse(c.function.arguments),
      result: parse(results.get(c.id) ?? '{}'),
    })),
  );
}

const STOP = new Set(
  'what which does have your with that this there about from will would could should when where much many into they them their tell'.split(
    ' ',
  ),
);
const words = (s: string) =>
  (s.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? []).filter((w) => !STOP.has(w)).map((w) => w.slice(0, 6));

/** The passage sentence sharing most of the question's words, if it shares enough to call the question covered. */
function bestSentence(query: string, passages: Array<{ source: number; text: string }>) {
  const q = new Set(words(englishQuery(query) ?? query).concat(words(query)));
  let best: { source: number; quote: string; score: number } | null = null;
  for (const p of passages.slice(0, 3))
    for (const s of p.text.split(/(?<=[.!?])\s+|\n+/)) {
      const quote = s.trim();
      if (quote.length < 12 || quote.length > 400) continue;
      // A figure weighs for a question about one (a price, a number, a duration), as a reader would pick it.
      const figure =
        /\d/.test(quote) && /\b(cost|price|much|many|often|long|uptime|cuesta|kost|prix|preço)/i.test(query);
      const score =
        new Set(words(quote).filter((w) => q.has(w))).size + (figure ? 1 : 0) + (quote.length > 40 ? 0.5 : 0);
      if (!best || score > best.score) best = { source: p.source, quote, score };
    }
  // A name the question asks about ("an office in Singapore", "Sage 50") must be in the passage, as a reader checks.
  const names = [...query.matchAll(/(?<=\S\s+)\p{Lu}[\p{L}\d]+/gu)].map((m) => m[0]);
  const named = (source: number) => {
    const t = passages.find((p) => p.source === source)?.text ?? '';
    return names.every((n) => t.includes(n));
  };
  return best && best.score >= 1.5 && named(best.source) ? best : null;
}

const ASKING: ReadonlyArray<Part['act']> = ['question'];
const LANGS = ['en', 'de', 'nl', 'fr', 'es', 'pt'] as const;

export function actingModel(req: FakeRequest): FakeReply {
  const messages = req.body.messages ?? [];
  const system = textOf(messages.find((m) => m.role === 'system'));
  const userAt = messages.map((m) => m.role).lastIndexOf('user');
  const text = textOf(messages[userAt]);
  const lastReply = textOf(
    messages
      .slice(0, userAt)
      .reverse()
      .find((m) => m.role === 'assistant'),
  );
  const done = doneThisTurn(messages.slice(userAt + 1));
  const parts = actsOf(text);
  const lang = detectLanguage(text);
  const questions = qualifyingQuestions({ body: system } as never);
  const pending = questions.find((q) => lastReply.includes(q.question));

  // First step: what the acts call for.
  if (done.length === 0) {
    const calls: Array<{ name: string; args: Record<string, unknown> }> = [];
    const answering = pending && !parts.some((p) => ASKING.includes(p.act));
    if (answering) calls.push({ name: 'record_answer', args: { key: pending.key, value: text } });
    for (const p of parts) {
      const asks =
        /\b(how|what|which|where|whether|if|need|want|looking for|wie|was|ob|hoe|wat|comment|quel|cómo|qué|como|quanto)\b/i;
      if (p.act === 'question' || (p.act === 'statement' && !answering && asks.test(p.text)))
        calls.push({ name: 'search_knowledge', args: { query: p.text } });
      if (p.act === 'person')
        calls.push({ name: 'escalate', args: { question: text, reason: 'the visitor asked for a person' } });
      // The system prompt asks for times when the visitor wants to talk to someone (runtime-api.md).
      if (p.act === 'person' && /check_availability/.test(JSON.stringify(req.body.tools ?? [])))
        calls.push({ name: 'check_availability', args: { days: 7 } });
      if (p.act === 'complaint')
        calls.push({ name: 'escalate', args: { question: text, reason: 'urgent: complaint' } });
      if (p.act === 'meeting' && /check_availability/.test(JSON.stringify(req.body.tools ?? [])))
        calls.push({ name: 'check_availability', args: { days: 7 } });
    }
    const email = findEmail(text);
    // A contact left right after the reply apologised for a complaint (and asked how to reach the visitor) is the
    // go-ahead for the urgent hand-over, as the system prompt's escalation rule reads to a model.
    const apologised = LANGS.some((l) => lastReply.includes(say(l, 'complaint', { reach: '' }).split(/[,.;]/)[0]!));
    const asksAnew = parts.some((p) => p.act === 'question' || p.act === 'meeting' || p.act === 'complaint');
    if (apologised && (email || findPhone(text)) && !asksAnew)
      calls.push({ name: 'escalate', args: { question: text, reason: 'urgent: complaint (contact left)' } });
    // Only the fields it found: the tool's schema takes strings, and a model leaves out what it does not know.
    const lead = Object.entries({ email, name: findName(text), company: findCompany(text) }).filter(([, v]) => v);
    if (lead.length) calls.push({ name: 'capture_lead', args: Object.fromEntries(lead) });
    const tour = /^- ([^:\s]+): /m.exec(system.split('Published tours:')[1] ?? '');
    if (tour && wantsTour(text) && /\b(show|walk|tour|see)\b/i.test(text))
      calls.splice(0, calls.length, { name: 'start_tour', args: { tour: tour[1] } });
    if (calls.length) return { toolCalls: calls };
  }

  // Second step: each search answered from a passage (quoted verbatim) or handed over.
  const searches = done.filter((d) => d.name === 'search_knowledge');
  if (
    searches.length &&
    !done.some((d) => d.name === 'cite_sources' || (d.name === 'escalate' && d.args.reason === 'not covered'))
  ) {
    const cites: Array<{ source: number; quote: string }> = [];
    const calls: Array<{ name: string; args: Record<string, unknown> }> = [];
    for (const s of searches) {
      const passages = (s.result.passages ?? []) as Array<{ source: number; text: string }>;
      // The search's reader verdict is followed as a careful model would: its quotes when it found an answer,
      // a hand-over when it found none; a result without a verdict falls back to the passage sharing most words.
      const reader = s.result.reader as
        | { covered?: boolean; quotes?: Array<{ source: number; quote: string }> }
        | undefined;
      const best = reader
        ? reader.covered
          ? reader.quotes?.[0]
          : undefined
        : bestSentence(String(s.args.query), passages);
      if (best) cites.push({ source: best.source, quote: best.quote });
      else calls.push({ name: 'escalate', args: { question: String(s.args.query), reason: 'not covered' } });
    }
    if (cites.length) calls.push({ name: 'cite_sources', args: { citations: cites } });
    if (calls.length) return { toolCalls: calls };
  }

  // Last step: the reply, from what the tools did.
  const phone = findPhone(text);
  const reach = phone ? say(lang, 'reachPhone', { phone }) : '';
  const lines: string[] = [];
  const cite = done.find((d) => d.name === 'cite_sources' && Number(d.result.accepted) > 0);
  if (cite) lines.push(...(cite.args.citations as Array<{ quote: string }>).map((c) => c.quote));
  if (done.some((d) => d.name === 'escalate' && d.args.reason === 'not covered'))
    lines.push(say(lang, 'abstainPlain'), say(lang, 'handover', { reach }));
  if (done.some((d) => d.name === 'escalate' && d.args.reason === 'urgent: complaint'))
    lines.push(say(lang, 'complaint', { reach }));
  else if (done.some((d) => d.name === 'escalate' && /person|contact left/.test(String(d.args.reason))))
    lines.push(say(lang, 'handover', { reach }));
  const slots = done.find((d) => d.name === 'check_availability');
  if (slots)
    lines.push(
      (slots.result.slots as unknown[] | undefined)?.length
        ? say(lang, 'slots', { tz: String(slots.result.timezone ?? 'UTC'), for: '' })
        : say(lang, 'noSlots'),
    );
  const lead = done.find((d) => d.name === 'capture_lead');
  if (lead?.args.email && !lines.length) lines.push(say(lang, 'noted', { name: '', email: String(lead.args.email) }));
  else if (lead && !lines.length) lines.push(say(lang, 'helpWith', { name: `, ${String(lead.args.name ?? '')}` }));
  if (done.some((d) => d.name === 'record_answer') && !lines.length) lines.push(say(lang, 'answerThanks'));
  if (done.some((d) => d.name === 'start_tour')) lines.push(say(lang, 'tour', { tour: '' }).replace(/ “”/, ''));
  if (!lines.length) {
    const act = parts.find((p) => p.act !== 'greeting')?.act ?? parts[0]?.act;
    const courtesy: Partial<Record<Part['act'], Parameters<typeof say>[1]>> = {
      greeting: 'hello',
      thanks: 'thanks',
      goodbye: 'goodbye',
      ack: 'ack',
      smallTalk: 'smallTalk',
      compliment: 'compliment',
      botQuestion: 'bot',
      offTopic: 'offTopic',
      injection: 'injection',
    };
    lines.push(say(lang, (act && courtesy[act]) ?? 'helpWith', { name: '' }));
  }
  // One qualifying question after an answer to a buying question, never after an abstention or a complaint.
  const known = Object.keys(parse(/^Known answers: (.*)\.$/m.exec(system)?.[1] ?? '{}'));
  const asked = messages.filter((m) => m.role === 'assistant').map(textOf);
  const next = questions.find(
    (q) => !known.includes(q.key) && q !== pending && !asked.some((a) => a.includes(q.question)),
  );
  if (cite && hasBuyingSignal(text) && next && !done.some((d) => d.name === 'escalate')) lines.push(next.question);
  return { text: lines.join('\n\n') };
}
