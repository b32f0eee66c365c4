import type { Deps } from '../../deps.js';
import type { TenantTx, Tx } from '../../db/types.js';
import { notFound } from '../../contract/errors.js';
import { newId } from '../../lib/ids.js';
import { referrerHost, siteOf } from '../../lib/http-url.js';
import { createMasker, redactionOrNull, sumCounts } from '../../platform/masking/index.js';
import { listPage, type Page, type PageParams } from '../../platform/paging/list-page.js';
import { createFollowUp } from '../follow-ups/service.js';
import type { FollowUpBody } from '../follow-ups/schemas.js';
import { findVisitorContact } from '../../records/visitors.js';
import { recordVisitorAnswers, recordVisitorText } from '../../records/search-document.js';
import * as repo from './repository.js';
import { MESSAGE_LIMIT, type ConversationBody, type ConversationDetailBody, type MessageBody } from './schemas.js';

// What other resources and the runtime read of this resource.
export {
  findConversation,
  findTurnByClientId,
  latestMessages,
  listConversations as listConversationRows,
  type ConversationRow,
  type MessageRow,
} from './repository.js';

type ServiceDeps = Pick<Deps, 'clock' | 'outbox' | 'cursors'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toConversation(r: repo.ConversationRow): ConversationBody {
  return {
    id: r.id,
    agentId: r.agentId,
    visitorId: r.visitorId,
    channel: r.channel,
    pageUrl: r.pageUrl,
    referrer: r.referrer,
    startedAt: r.startedAt.toISOString(),
    lastMessageAt: iso(r.lastMessageAt),
    endedAt: iso(r.endedAt),
    messageCount: r.messageCount,
  };
}

export function listConversations(
  deps: Pick<Deps, 'cursors'>,
  tx: TenantTx,
  q: PageParams & { visitorId?: string; agentId?: string },
): Promise<Page<ConversationBody>> {
  return listPage(deps, tx, q, {
    list: 'conversations',
    filters: { visitorId: q.visitorId, agentId: q.agentId },
    rows: (page) => repo.listConversations(tx, page),
    sortKey: (r) => [r.startedAt, r.id],
    toBody: toConversation,
  });
}

/**
 * A conversation with its latest messages. Without `verbatim` (the
 * conversations:transcripts scope) people are masked in every message, the
 * visitor's own name included; stored text is never changed.
 */
export async function getConversation(
  tx: Tx,
  id: string,
  opts: { verbatim: boolean },
): Promise<ConversationDetailBody> {
  const row = await repo.findConversation(tx, id);
  if (!row) throw notFound('conversation');
  const messages = await repo.latestMessages(tx, id, MESSAGE_LIMIT);
  const plain = (m: repo.MessageRow): MessageBody => ({
    id: m.id,
    role: m.role,
    authorKind: m.authorKind,
    content: m.content,
    createdAt: m.createdAt.toISOString(),
  });
  if (opts.verbatim) return { ...toConversation(row), messages: messages.map(plain), redaction: null };

  const visitor = row.visitorId ? await findVisitorContact(tx, row.visitorId) : null;
  const masker = createMasker({ names: [visitor?.displayName] });
  const masked = messages.map((m) => ({ m, ...masker.mask(m.content) }));
  return {
    ...toConversation(row),
    messages: masked.map(({ m, text, counts }) => ({
      ...plain(m),
      content: text,
      redacted: redactionOrNull(counts) !== null,
    })),
    redaction: redactionOrNull(sumCounts(masked.map((x) => x.counts))),
  };
}

export interface RecordConversationInput {
  id?: string;
  agentId: string;
  visitorId?: string | null;
  channel?: repo.Channel;
  pageUrl?: string | null;
  referrer?: string | null;
  /** utm tags of the arrival, with or without the `utm_` prefix. */
  utm?: Record<string, string>;
  /** A session the team started from the dashboard: kept out of lists and counts, no events. */
  fromDashboard?: boolean;
  /** The runtime visit (session) the conversation belongs to. */
  visitId?: string | null;
  startedAt?: Date;
}

/** Where a session came from, as insights group sessions: utm source, else the referrer's site, else direct. */
export function sessionSource(utm: Record<string, string>, referrer: string | null): string {
  if (utm.source?.trim()) return utm.source.trim().toLowerCase();
  // A referrer that names no host counts as direct.
  return siteOf(referrerHost(referrer) ?? '') || 'direct';
}

/** Records a new session of a visitor with an agent and emits conversation.started. */
export async function recordConversation(
  deps: ServiceDeps,
  tx: Tx,
  input: RecordConversationInput,
): Promise<ConversationBody> {
  const utm = Object.fromEntries(
    Object.entries(input.utm ?? {})
      .filter(([, v]) => typeof v === 'string' && v !== '')
      .map(([k, v]) => [k.replace(/^utm_/, ''), v]),
  );
  const referrer = input.referrer ?? null;
  const row = await repo.insertConversation(tx, {
    id: input.id ?? newId(),
    agentId: input.agentId,
    visitorId: input.visitorId ?? null,
    channel: input.channel ?? 'chat',
    pageUrl: input.pageUrl ?? null,
    referrer,
    utm,
    source: sessionSource(utm, referrer),
    fromDashboard: input.fromDashboard ?? false,
    visitId: input.visitId ?? null,
    startedAt: input.startedAt ?? deps.clock.now(),
  });
  if (!row.fromDashboard) {
    const data = {
      conversationId: row.id,
      visitorId: row.visitorId,
      agentId: row.agentId,
      channel: row.channel,
      pageUrl: row.pageUrl,
    };
    deps.outbox.append(tx, { type: 'conversation.started', data, occurredAt: row.startedAt });
  }
  return toConversation(row);
}

export interface AppendMessageInput {
  id?: string;
  conversationId: string;
  role: repo.Role;
  authorKind: repo.AuthorKind;
  content: string;
  /** The client's id of the message (useChat's), so a retried turn is found instead of run again. */
  clientId?: string | null;
  /** UI parts the message showed (sources, offers, slots, tours), kept for a page reload. */
  parts?: Array<Record<string, unknown>> | null;
  createdAt?: Date;
}

/**
 * Appends a message at the end of a conversation. The visitor's second message
 * emits conversation.engaged (runtime-api.md: the first message starts the
 * conversation, a second one means the visitor is engaged in it).
 */
export async function appendMessage(deps: ServiceDeps, tx: Tx, input: AppendMessageInput): Promise<MessageBody> {
  return (await appendMessages(deps, tx, input.conversationId, [input]))[0]!;
}

/**
 * Appends several messages in order (a turn: the visitor's message, the
 * agent's tool calls and its reply) with two statements, whatever their number,
 * optionally saving the agent's state and summary on the conversation. The
 * visitor's words join their search document; their second message in the
 * conversation emits conversation.engaged.
 */
export async function appendMessages(
  deps: ServiceDeps,
  tx: Tx,
  conversationId: string,
  inputs: ReadonlyArray<Omit<AppendMessageInput, 'conversationId'>>,
  extra: { state?: Record<string, unknown>; summary?: string | null } = {},
): Promise<MessageBody[]> {
  const now = deps.clock.now();
  const messages = inputs.map((m) => ({
    id: m.id ?? newId(),
    role: m.role,
    authorKind: m.authorKind,
    content: m.content,
    clientId: m.clientId ?? null,
    parts: m.parts ?? null,
    createdAt: m.createdAt ?? now,
  }));
  const batch = await repo.insertMessages(tx, conversationId, messages, extra);
  if (!batch) throw notFound('conversation');
  const said = messages.filter((m) => m.authorKind === 'visitor');
  if (said.length > 0) await recordVisitorText(tx, batch.visitorId, said.map((m) => m.content).join('\n'));
  if (said.length > 0 && batch.visitorBefore < 2 && batch.visitorBefore + said.length >= 2 && !batch.fromDashboard) {
    const at = said[1 - batch.visitorBefore]!.createdAt;
    const data = { conversationId, visitorId: batch.visitorId, agentId: batch.agentId };
    deps.outbox.append(tx, { type: 'conversation.engaged', data, occurredAt: at });
  }
  return messages.map((m) => ({
    id: m.id,
    role: m.role,
    authorKind: m.authorKind,
    content: m.content,
    createdAt: m.createdAt.toISOString(),
  }));
}

/** Ends a conversation, keeping the agent's summary, and emits conversation.ended (once). */
export async function endConversation(
  deps: ServiceDeps,
  tx: Tx,
  id: string,
  opts: { endedAt?: Date; summary?: string | null } = {},
): Promise<ConversationBody> {
  const c = await repo.findConversation(tx, id, { forUpdate: true });
  if (!c) throw notFound('conversation');
  if (c.endedAt) return toConversation(c);
  const at = opts.endedAt ?? deps.clock.now();
  await repo.markEnded(tx, id, at, opts.summary);
  await recordVisitorText(tx, c.visitorId, opts.summary);
  if (!c.fromDashboard) {
    const data = { conversationId: c.id, visitorId: c.visitorId, agentId: c.agentId, messageCount: c.messageCount };
    deps.outbox.append(tx, { type: 'conversation.ended', data, occurredAt: at });
  }
  return toConversation((await repo.findConversation(tx, id))!);
}

/** Keeps the visitor's answers to qualifying questions on the conversation (by question key). */
export async function recordQualifyingAnswers(
  tx: Tx,
  conversationId: string,
  answers: Record<string, unknown>,
): Promise<void> {
  const c = await repo.mergeQualification(tx, conversationId, answers);
  if (c) await recordVisitorAnswers(tx, c.visitorId, answers);
}

/** Hands a question the agent could not answer to people: a follow-up tied to the conversation. */
export async function escalateQuestion(
  deps: Pick<Deps, 'clock' | 'outbox' | 'mailer' | 'log' | 'cursors'>,
  tx: Tx,
  input: { conversationId: string; question: string; reason?: string | null; createdAt?: Date },
): Promise<FollowUpBody> {
  const c = await repo.findConversation(tx, input.conversationId);
  if (!c) throw notFound('conversation');
  return createFollowUp(deps, tx, {
    id: newId(),
    conversationId: c.id,
    agentId: c.agentId,
    visitorId: c.visitorId,
    question: input.question,
    reason: input.reason ?? null,
    createdAt: input.createdAt ?? deps.clock.now(),
  });
}
