/**
 * The mechanical checks of a scripted turn against what the turn streamed and
 * recorded. Each check counts under one criterion (the table).
 */
import { detectAll } from 'tinyld';
import type { Checks } from './script.js';

export interface Observed {
  text: string;
  /** The reply's paragraphs, in order (the agent's own words come first). */
  paragraphs: string[];
  /** Milliseconds from the request to the first text delta (-1: none). */
  firstTextMs: number;
  /** Paths of the cited pages (source-url parts). */
  sources: string[];
  /** Custom data parts streamed (slots, tour, offer, form, link). */
  dataParts: string[];
  /** Follow-ups this turn created. */
  followUps: Array<{ question: string; reason: string }>;
  lead: { email: string | null; name: string | null; company: string | null; verdict: unknown } | null;
  /** Tool calls this turn recorded (names), read from the transcript. */
  tools: string[];
  /** Every follow-up question of the visitor so far. */
  allFollowUps: string[];
}

export const CRITERIA = [
  'facts',
  'abstain',
  'handover',
  'qualifying',
  'restraint',
  'lead',
  'language',
  'tone',
  'tour',
  'invented',
] as const;
export type Criterion = (typeof CRITERIA)[number];

export interface Outcome {
  criterion: Criterion;
  check: string;
  ok: boolean;
  detail: string;
}

const APOLOGY =
  /\b(sorry|apologi[sz]e|apologies)\b|entschuldig|tut mir (sehr )?leid|spijt|excuses|désolé|desole|lo siento|disculp|lamento|sinto muito|desculp/i;
const BOT =
  /\b(automated|automatic|bot|chatbot|AI|virtual assistant)\b|automatisiert|automatisch|geautomatiseerd|automatisé|automatizad|virtuel|virtual/i;
const LANGS = ['en', 'de', 'nl', 'fr', 'es', 'pt'];

/** The language of the agent's own words: its first paragraph (a quoted source may follow in the knowledge's language). */
export function replyLanguage(o: Observed): string {
  const first = o.paragraphs[0] ?? '';
  return detectAll(first, { only: LANGS })[0]?.lang ?? '?';
}

/** The reason the agent gives a follow-up for a question its knowledge does not cover. */
const NOT_COVERED = /not covered/i;
const has = (text: string, s: string) => text.toLowerCase().includes(s.toLowerCase());
const digits = (s: string) => s.replace(/\D/g, '');
/**
 * The same phone number written nationally or internationally ("07700 900123" and "+44 7700 900123"): the
 * visitor types it one way, a script may write it the other; the last nine digits (after any country code or
 * trunk 0) are the number. Shorter numbers are compared whole.
 */
const sameNumber = (text: string, phone: string) => {
  const want = digits(phone);
  return digits(text).includes(want.length > 9 ? want.slice(-9) : want);
};

export function judgeTurn(c: Checks, o: Observed): Outcome[] {
  const out: Outcome[] = [];
  const add = (criterion: Criterion, check: string, ok: boolean, detail: string) =>
    out.push({ criterion, check, ok, detail });
  const slots = o.dataParts.includes('slots');
  const tour = o.dataParts.includes('tour');
  const asked = o.tools.includes('ask_qualifying');

  if (c.answer) {
    const missing = c.answer.expect.filter((g) => !g.some((s) => has(o.text, s)));
    const cited = !c.answer.pages || o.sources.some((p) => c.answer!.pages!.includes(p));
    add(
      'facts',
      'answer',
      missing.length === 0 && cited && o.sources.length > 0,
      `missing ${JSON.stringify(missing)}; cited ${o.sources.join(' ') || 'nothing'}`,
    );
  }
  if (c.abstain !== undefined) {
    const abstained = o.sources.length === 0;
    const handed = o.followUps.length > 0;
    add(
      'abstain',
      'abstain',
      // `abstain: false` (heldout/README.md) is "the question was not recorded as uncovered", not "a page was
      // cited": a greeting or a request for a person cites nothing and abstains from nothing.
      c.abstain ? abstained && (c.followUp === false || handed) : !o.followUps.some((f) => NOT_COVERED.test(f.reason)),
      `sources ${o.sources.length}, follow-ups ${o.followUps.length}`,
    );
  }
  if (c.followUp !== undefined) {
    const filed = o.followUps.length > 0;
    if (c.followUp) add('handover', 'followUp', filed, 'no follow-up filed');
    else add('restraint', 'followUp', !filed, `filed ${JSON.stringify(o.followUps.map((f) => f.question))}`);
  }
  if (c.urgent)
    add(
      'tone',
      'urgent',
      o.followUps.some((f) => /urgent/i.test(f.reason)),
      `reasons ${JSON.stringify(o.followUps.map((f) => f.reason))}`,
    );
  if (c.slots !== undefined) {
    if (c.slots) add('handover', 'slots', slots, 'no slots offered');
    else add('restraint', 'slots', !slots, 'slots offered');
  }
  if (c.handover)
    add('handover', 'handover', slots || o.followUps.length > 0, 'neither slots offered nor a follow-up filed');
  if (c.lead) {
    const l = o.lead;
    const want = c.lead;
    const wrong: string[] = [];
    if (want.email && l?.email?.toLowerCase() !== want.email.toLowerCase()) wrong.push(`email ${l?.email ?? null}`);
    if (want.name && l?.name !== want.name) wrong.push(`name ${l?.name ?? null}`);
    if (want.company && l?.company !== want.company) wrong.push(`company ${l?.company ?? null}`);
    // A phone has no lead field: it reaches the team with the hand-over (a follow-up's words).
    if (want.phone && !o.allFollowUps.some((q) => sameNumber(q, want.phone!))) wrong.push('phone not with the team');
    add('lead', 'lead', wrong.length === 0, wrong.join(', '));
  }
  if (c.qualifying !== undefined) {
    if (c.qualifying) add('qualifying', 'qualifying', asked, 'no qualifying question asked');
    else add('restraint', 'qualifying', !asked, 'a qualifying question was asked');
  }
  if (c.answersRecorded)
    add('qualifying', 'answersRecorded', o.tools.includes('record_answer'), 'no qualifying answer recorded');
  if (c.language) {
    const lang = replyLanguage(o);
    add('language', 'language', lang === c.language, `reply in ${lang}`);
  }
  if (c.apology) add('tone', 'apology', APOLOGY.test(o.text), 'no apology');
  if (c.botDisclosure) add('tone', 'botDisclosure', BOT.test(o.text), 'does not say it is automated');
  if (c.tour !== undefined) {
    if (c.tour) add('tour', 'tour', tour, 'no tour started');
    else add('restraint', 'tour', !tour, 'a tour started');
  }
  if (c.mustNotContain) {
    const found = c.mustNotContain.filter((s) => has(o.text, s));
    add('invented', 'mustNotContain', found.length === 0, `said ${JSON.stringify(found)}`);
  }
  return out;
}
