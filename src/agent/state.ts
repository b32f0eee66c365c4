/**
 * What the agent keeps between the turns of a conversation (conversations.state):
 * enough to ask each qualifying question once, present one offer, escalate a
 * question once, and write a running summary without re-reading messages.
 */
export interface AgentState {
  /** The visitor's questions, latest last (at most 8, each cut to 200 characters). */
  questions: string[];
  /** Qualifying question keys asked in this conversation. */
  asked: string[];
  /** The qualifying question the agent's last reply asked, awaiting an answer. */
  pending: string | null;
  /** The in-chat offer presented in this conversation, if any. */
  offerShownId: string | null;
  /** Normalised questions handed to the team in this conversation. */
  escalated: string[];
  /** The visitor showed buying interest. */
  buying: boolean;
  /** Facts the visitor gave in this conversation. */
  email: string | null;
  name: string | null;
  company: string | null;
  /** Slots were offered / a meeting was booked / a tour started. */
  slotsOffered: boolean;
  tourId: string | null;
  /** When the Action the agent last acted on fired (ISO), so a task is acted on once per firing. */
  actionAt: string | null;
  /** The visitor's language as last detected (language.ts): a message too short to tell keeps it. */
  language: string | null;
  /** The agent's last reply said it is automated. */
  disclosed: boolean;
  turns: number;
  /**
   * What the agent's last reply asked the visitor's contact for: `complaint` (it apologised and asked how to reach
   * them), `team` (it offered to get the team onto what they told) or `person` (it handed a request for a person
   * over and asked how to reach them); null when it asked for none.
   */
  awaiting: Awaiting | null;
  /** The agent's last reply answered a complaint: a person asked for next is part of it (contact-after.ts). */
  complained: boolean;
}

/** What a reply asked a contact for (contact-after.ts). */
export type Awaiting = 'complaint' | 'team' | 'person';
const AWAITING: readonly Awaiting[] = ['complaint', 'team', 'person'];

export function readState(raw: Record<string, unknown> | null | undefined): AgentState {
  const r = raw ?? {};
  const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  const str = (v: unknown) => (typeof v === 'string' ? v : null);
  return {
    questions: list(r.questions),
    asked: list(r.asked),
    pending: str(r.pending),
    offerShownId: str(r.offerShownId),
    escalated: list(r.escalated),
    buying: r.buying === true,
    email: str(r.email),
    name: str(r.name),
    company: str(r.company),
    slotsOffered: r.slotsOffered === true,
    tourId: str(r.tourId),
    actionAt: str(r.actionAt),
    language: str(r.language),
    disclosed: r.disclosed === true,
    turns: typeof r.turns === 'number' ? r.turns : 0,
    awaiting: AWAITING.includes(r.awaiting as Awaiting) ? (r.awaiting as Awaiting) : null,
    complained: r.complained === true,
  };
}

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** The running summary: who, what they asked, and what happened (at most 1,000 characters). */
export function summarise(s: AgentState, extra: { booked?: boolean; escalatedNow?: boolean } = {}): string {
  const facts: string[] = [];
  const who = [s.name, s.company ? `from ${s.company}` : null].filter(Boolean).join(' ');
  if (who) facts.push(`Visitor: ${who}.`);
  if (s.questions.length)
    facts.push(
      `Asked: ${s.questions
        .slice(-5)
        .map((q) => clip(q, 120))
        .join(' / ')}.`,
    );
  if (s.email) facts.push('Left an email.');
  if (s.escalated.length) facts.push(`Handed ${s.escalated.length} question(s) to the team.`);
  if (s.offerShownId) facts.push('Was shown an offer.');
  if (s.tourId) facts.push('Watched a tour.');
  if (extra.booked) facts.push('Booked a meeting.');
  else if (s.slotsOffered) facts.push('Was offered meeting slots.');
  if (s.buying) facts.push('Showed buying interest.');
  return clip(facts.join(' '), 1000);
}
