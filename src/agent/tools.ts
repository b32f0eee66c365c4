import { isEmail } from '../lib/contact.js';
import { parseUrl } from '../lib/http-url.js';
import { agentSlots } from '../resources/meetings/booking.js';
import type { OfferBody } from '../resources/offers/schemas.js';
import type { ChunkHit } from '../resources/knowledge/search/search.js';
import { normalizeQuestion } from '../resources/insights/knowledge-gaps.js';
import { locateQuote } from '../resources/knowledge/answer/quotes.js';
import {
  answerFromKnowledge,
  knowledgeOf,
  searchKnowledge,
  verifyQuote,
  type Citation,
  type GroundedAnswer,
} from './answerer.js';
import type { TurnContext } from './context.js';
import { INTENT } from './intent.js';
import type { Awaiting } from './state.js';
import type { TurnWriter } from './writer.js';
import { pageCta } from './experiences.js';

/** What a turn decided to record; committed in one transaction after the reply (commit.ts). */
export interface Effects {
  lead: { email: string | null; name: string | null; company: string | null } | null;
  name: string | null;
  /** A name and a phone left with a hand-over and no email: the name becomes an email-less lead (commit.ts). */
  callback: boolean;
  /** This reply told the visitor the agent is automated (kept for the next turn: "get me a real one"). */
  disclosed: boolean;
  answers: Record<string, string>;
  verdict: { fit: string; reasons: string } | null;
  escalations: Array<{ question: string; reason: string }>;
  offerShown: OfferBody | null;
  meeting: { startAt: string; email: string; name: string; company: string | null } | null;
  tourId: string | null;
  slotsOffered: boolean;
  /** Questions not covered and not handed over (a knowledge gap each). */
  gaps: string[];
  /** The qualifying question key this reply asked. */
  asked: string | null;
  intent: number;
  interest: string | null;
  /** The language the reply was written in (kept in the conversation's state). */
  language: string | null;
  /** What this reply asked the visitor's contact for (state.ts `awaiting`). */
  awaiting: Awaiting | null;
  /** This reply answered a complaint (state.ts `complained`). */
  complained: boolean;
  toolCalls: Array<{ tool: string; input: unknown; output: unknown }>;
}

export const emptyEffects = (): Effects => ({
  lead: null,
  name: null,
  callback: false,
  disclosed: false,
  answers: {},
  verdict: null,
  escalations: [],
  offerShown: null,
  meeting: null,
  tourId: null,
  slotsOffered: false,
  gaps: [],
  asked: null,
  intent: 0,
  interest: null,
  language: null,
  awaiting: null,
  complained: false,
  toolCalls: [],
});

const DAY = 86_400_000;
/** Passages a search shows the model, and how deep it looks for the reader's chunk (the reader reads eight). */
const SHOWN_PASSAGES = 5;
const READ_PASSAGES = 8;

/** The reader's citations as quotes of the shown passages (numbered from `first` + 1), verbatim in their passage. */
function readQuotes(citations: readonly Citation[], shown: readonly ChunkHit[], first: number) {
  return citations.flatMap((c) => {
    const i = shown.findIndex((h) => h.sourceId === c.sourceId && h.chunkIndex === c.chunkIndex);
    const quote = i < 0 ? null : locateQuote(shown[i]!.text, c.quote);
    return quote ? [{ source: first + i + 1, quote }] : [];
  });
}
const clip = (s: string, n: number) => s.slice(0, n);

/**
 * The agent's tools (the catalogue skills name, src/resources/skills/tools.ts),
 * implemented once for both engines. Reads run in their own short read-only
 * transactions; writes are only noted in `effects` and committed with the turn.
 * What the visitor should see is written to the turn's message as it happens.
 */
export class AgentTools {
  /** Passages returned by search_knowledge in this turn, numbered from 1 (what citations may quote). */
  readonly passages: ChunkHit[] = [];
  readonly citations: Citation[] = [];

  constructor(
    readonly ctx: TurnContext,
    readonly out: TurnWriter,
    readonly effects: Effects,
  ) {}

  #note(tool: string, input: unknown, output: unknown): unknown {
    this.effects.toolCalls.push({ tool, input, output });
    return output;
  }

  /** An answer already under way for this question (started while the turn's context was read). */
  prefetched: { question: string; answer: Promise<GroundedAnswer | null> } | null = null;

  /** The deterministic engine's answer: retrieval and the grounded, extractive answerer. */
  async answer(question: string): Promise<GroundedAnswer> {
    const early = this.prefetched?.question === question ? await this.prefetched.answer : null;
    const a =
      early ?? (await answerFromKnowledge(this.ctx.deps, this.ctx.agent.tenant, knowledgeOf(this.ctx.agent), question));
    this.#note(
      'search_knowledge',
      { query: question },
      { covered: a.covered, citations: a.citations.map((c) => ({ title: c.title, url: c.url })) },
    );
    return a;
  }

  /**
   * Ranked passages, with the extractive reader's verdict on them: the same calibrated answerer `ask` and the
   * deterministic engine use, so a model sees when the knowledge does not answer (it then escalates) and which
   * sentence does when it does. Passages hold the reader's chunk even when it ranks below the top five.
   */
  async search_knowledge(input: { query: string }) {
    const query = String(input.query ?? '');
    const knowledge = knowledgeOf(this.ctx.agent);
    const [hits, reading] = await Promise.all([
      searchKnowledge(this.ctx.deps, this.ctx.agent.tenant, knowledge, query, READ_PASSAGES),
      answerFromKnowledge(this.ctx.deps, this.ctx.agent.tenant, knowledge, query),
    ]);
    const isRead = (h: ChunkHit) =>
      reading.citations.some((c) => c.sourceId === h.sourceId && c.chunkIndex === h.chunkIndex);
    const shown = hits.filter((h, i) => i < SHOWN_PASSAGES || (reading.covered && isRead(h)));
    const first = this.passages.length;
    this.passages.push(...shown);
    const passages = shown.map((h, i) => ({ source: first + i + 1, title: h.title, url: h.url, text: h.text }));
    const quotes = reading.covered ? readQuotes(reading.citations, shown, first) : [];
    this.#note('search_knowledge', input, {
      passages: passages.map((p) => ({ source: p.source, title: p.title, url: p.url })),
      reader: { covered: quotes.length > 0 },
    });
    return {
      passages,
      reader: { covered: quotes.length > 0, quotes },
      note:
        passages.length === 0
          ? 'Nothing in the knowledge covers this: say so and offer to escalate.'
          : quotes.length > 0
            ? 'The reader found the quotes that answer; cite them (or other verbatim quotes) with cite_sources before answering.'
            : 'The reader found no sentence here that answers the question: unless a passage plainly does, say you do not have that information and call escalate.',
    };
  }

  /** Citations must be verbatim spans of a passage of this turn; anything else is dropped. */
  cite_sources(input: { citations?: Array<{ source?: number; quote?: string }> }) {
    let accepted = 0;
    for (const c of input.citations ?? []) {
      const hit = typeof c.source === 'number' ? this.passages[c.source - 1] : undefined;
      if (!hit || typeof c.quote !== 'string' || !verifyQuote(hit, c.quote)) continue;
      const citation: Citation = {
        title: hit.title,
        url: hit.url,
        quote: c.quote.trim(),
        sourceId: hit.sourceId,
        chunkIndex: hit.chunkIndex,
      };
      this.citations.push(citation);
      this.out.source(citation);
      accepted++;
    }
    return this.#note('cite_sources', input, { accepted, rejected: (input.citations?.length ?? 0) - accepted });
  }

  capture_lead(input: { email?: string | null; name?: string | null; company?: string | null }) {
    const email = typeof input.email === 'string' && isEmail(input.email.trim()) ? input.email.trim() : null;
    const name = typeof input.name === 'string' && input.name.trim() ? clip(input.name.trim(), 200) : null;
    const company = typeof input.company === 'string' && input.company.trim() ? clip(input.company.trim(), 200) : null;
    if (email) {
      const prev = this.effects.lead;
      // An email given after the name (or corrected) keeps the name already known, whichever engine calls this.
      const known = prev?.name ?? this.effects.name ?? this.ctx.state.name ?? this.ctx.visitor.displayName ?? null;
      this.effects.lead = { email, name: name ?? known, company: company ?? prev?.company ?? null };
      this.effects.intent += INTENT.identified;
    } else if (name) {
      this.effects.name = name;
      // A name given (or corrected) after the email updates the visitor's lead, which holds the name the team sees.
      const known = this.effects.lead?.email ?? this.ctx.visitor.email ?? null;
      if (known) this.effects.lead = { email: known, name, company: company ?? this.effects.lead?.company ?? null };
    }
    if (company) this.effects.answers.company = company;
    return this.#note('capture_lead', input, { saved: Boolean(email || name || company), email: Boolean(email) });
  }

  record_answer(input: { key?: string; value?: string }) {
    const key = String(input.key ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9_]/g, '_')
      .slice(0, 40);
    const value = clip(String(input.value ?? '').trim(), 500);
    if (!key || !value) return this.#note('record_answer', input, { saved: false });
    this.effects.answers[key] = value;
    this.effects.intent += INTENT.qualifyingAnswer;
    return this.#note('record_answer', input, { saved: true });
  }

  set_verdict(input: { fit?: string; reasons?: string }) {
    const fit = ['strong', 'possible', 'poor'].includes(String(input.fit)) ? String(input.fit) : 'possible';
    this.effects.verdict = { fit, reasons: clip(String(input.reasons ?? ''), 500) };
    return this.#note('set_verdict', input, { saved: true });
  }

  async check_availability(input: { days?: number; from?: string } = {}) {
    const days = Math.min(14, Math.max(1, Math.floor(Number(input.days ?? 7)) || 7));
    const now = this.ctx.deps.clock.now();
    // A day the visitor would rather meet on: slots from then (never before now, at most 60 days ahead).
    const asked = typeof input.from === 'string' ? Date.parse(input.from) : Number.NaN;
    const start = new Date(
      Number.isNaN(asked) ? now.getTime() : Math.min(Math.max(asked, now.getTime()), now.getTime() + 60 * DAY),
    );
    const slots = await this.ctx.deps.db.tenantTx(
      this.ctx.agent.tenant,
      (tx) => agentSlots(this.ctx.deps, tx, this.ctx.agent, start, new Date(start.getTime() + days * DAY)),
      { readOnly: true },
    );
    const offered = slots.slice(0, 6).map((s) => s.toISOString());
    if (offered.length > 0) {
      this.out.data('slots', {
        timezone: this.ctx.agent.booking?.timezone ?? 'UTC',
        durationMinutes: this.ctx.agent.booking?.durationMinutes ?? 0,
        slots: offered,
        bookUrl: `/runtime/v1/sessions/${this.ctx.session.id}/meetings`,
      });
      this.effects.slotsOffered = true;
    }
    this.effects.intent += INTENT.meetingRequested;
    return this.#note('check_availability', input, {
      timezone: this.ctx.agent.booking?.timezone ?? null,
      slots: offered,
    });
  }

  book_meeting(input: { startAt?: string; email?: string; name?: string; company?: string }) {
    const email = this.effects.lead?.email ?? this.ctx.visitor.email;
    const booking = {
      startAt: String(input.startAt ?? ''),
      email: String(input.email ?? email ?? '').trim(),
      name: String(input.name ?? this.effects.lead?.name ?? this.ctx.visitor.displayName ?? '').trim(),
      company: input.company ? clip(String(input.company), 200) : null,
    };
    if (Number.isNaN(Date.parse(booking.startAt)) || !booking.email.includes('@') || !booking.name) {
      return this.#note('book_meeting', input, {
        booked: false,
        reason: 'a slot start, an email and a name are needed',
      });
    }
    this.effects.meeting = {
      ...booking,
      startAt: new Date(booking.startAt).toISOString(),
      email: clip(booking.email, 254),
      name: clip(booking.name, 200),
    };
    return this.#note('book_meeting', input, {
      booked: 'pending',
      note: 'the booking is made when the reply is complete',
    });
  }

  /**
   * Offers the agent may present in chat: active in-chat offers whose audience
   * (saved segments) includes the visitor, or that have none, and whose goal is
   * not reached already (a lead-capture offer to a visitor with an email). Deploy gates are
   * for arrival, not conversation (the contract: without deploy the agent may
   * still offer it in conversation).
   */
  eligibleOffers(): OfferBody[] {
    const { segmentIds } = this.ctx;
    // An offer whose goal the visitor already reached has nothing left to offer.
    const known = Boolean(this.ctx.visitor.email || this.effects.lead?.email);
    return this.ctx.offers.filter(
      (o) =>
        (o.audienceIds.length === 0 || o.audienceIds.some((id) => segmentIds.includes(id))) &&
        !(o.goal === 'lead_captured' && known),
    );
  }

  show_offer(input: { offerId?: string; headline?: string; message?: string }) {
    if (this.ctx.state.offerShownId || this.effects.offerShown)
      return this.#note('show_offer', input, { shown: false, reason: 'one offer per conversation' });
    const offer = this.eligibleOffers().find((o) => o.id === input.offerId);
    if (!offer) return this.#note('show_offer', input, { shown: false, reason: 'not an eligible offer' });
    const personal = offer.agentPersonalize;
    this.out.data('offer', {
      offerId: offer.id,
      goal: offer.goal,
      headline: personal && input.headline ? clip(input.headline, 200) : offer.headline,
      message: personal && input.message ? clip(input.message, 2000) : offer.message,
      chips: offer.chips,
      ctaLabel: offer.ctaLabel,
      ctaAction: pageCta(offer.ctaAction, this.ctx.experiences),
      imageUrl: offer.imageUrl,
      collect: offer.conversion.collect ?? [],
    });
    this.effects.offerShown = offer;
    return this.#note('show_offer', input, { shown: true });
  }

  show_form(input: { formId?: string; fields?: string[] }) {
    const allowed = ['email', 'name', 'company', 'phone'];
    const fields = (input.fields ?? ['email', 'name', 'company']).filter((f) => allowed.includes(f));
    this.out.data('form', {
      formId: clip(String(input.formId ?? 'contact'), 100),
      fields: fields.length ? fields : ['email'],
    });
    return this.#note('show_form', input, { shown: true });
  }

  escalate(input: { question?: string; reason?: string }) {
    const question = clip(String(input.question ?? this.ctx.input.text).trim(), 2000);
    const normalized = normalizeQuestion(question);
    if (
      !question ||
      this.ctx.state.escalated.includes(normalized) ||
      this.effects.escalations.some((e) => normalizeQuestion(e.question) === normalized)
    ) {
      return this.#note('escalate', input, {
        escalated: false,
        reason: 'already handed to the team in this conversation',
      });
    }
    this.effects.escalations.push({ question, reason: clip(String(input.reason ?? 'needs a person'), 200) });
    return this.#note('escalate', input, { escalated: true });
  }

  #tour(ref: string | undefined) {
    return this.ctx.tours.find((t) => t.id === ref || t.publicId === ref);
  }

  start_tour(input: { tour?: string }) {
    const tour = this.#tour(input.tour);
    if (!tour) return this.#note('start_tour', input, { started: false, reason: 'no published tour with that id' });
    this.out.data('tour', { tourId: tour.id, publicId: tour.publicId, name: tour.name, stepIndex: 0 });
    this.effects.tourId = tour.id;
    return this.#note('start_tour', input, {
      started: true,
      steps: tour.steps.map((s, i) => ({ index: i, title: s.title })),
    });
  }

  go_to_step(input: { tour?: string; stepIndex?: number }) {
    const tour = this.#tour(input.tour ?? this.ctx.state.tourId ?? undefined);
    const step = Math.floor(Number(input.stepIndex));
    if (!tour || !Number.isInteger(step) || step < 0 || step >= tour.steps.length)
      return this.#note('go_to_step', input, { moved: false });
    this.out.data('tour', { tourId: tour.id, publicId: tour.publicId, name: tour.name, stepIndex: step });
    return this.#note('go_to_step', input, { moved: true });
  }

  /**
   * Links the agent may open are on the visitor's site (the page's host or one
   * of the agent's allowed origins) or a source it cited this turn: a model
   * talked into sending visitors elsewhere cannot.
   */
  open_link(input: { url?: string; title?: string }) {
    const url = parseUrl(String(input.url ?? ''));
    const hostOf = (u: string | null | undefined) => (u ? (parseUrl(u)?.host ?? null) : null);
    const hosts = new Set(
      [
        this.ctx.visit.pageUrl,
        ...this.ctx.agent.allowedOrigins.filter((o) => o !== '*'),
        ...this.passages.map((p) => p.url),
      ]
        .map(hostOf)
        .filter(Boolean),
    );
    if (
      !url ||
      (url.protocol !== 'https:' && url.protocol !== 'http:') ||
      url.href.length > 2048 ||
      !hosts.has(url.host)
    ) {
      return this.#note('open_link', input, { opened: false, reason: 'only pages of this site or of cited sources' });
    }
    this.out.data('link', { url: url.href, title: input.title ? clip(String(input.title), 200) : null });
    return this.#note('open_link', input, { opened: true });
  }
}
