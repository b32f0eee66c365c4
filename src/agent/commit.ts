import type { Deps } from '../deps.js';
import type { Tx } from '../db/types.js';
import { ApiError } from '../contract/errors.js';
import {
  appendMessages,
  escalateQuestion,
  findConversation,
  findTurnByClientId,
  recordConversation,
  recordQualifyingAnswers,
  type ConversationRow,
  type MessageRow,
} from '../resources/conversations/service.js';
import { normalizeQuestion, recordKnowledgeGap } from '../resources/insights/knowledge-gaps.js';
import { captureCallbackLead, captureLead, setVerdict } from '../resources/leads/service.js';
import { bookAgentSlot } from '../resources/meetings/booking.js';
import { recordOfferShown } from '../resources/offers/service.js';
import { identifyVisitor, nameVisitor } from '../records/visitor-activity.js';
import { deferVisitorTexts } from '../records/search-document.js';
import {
  lockVisit,
  markDeliveriesShown,
  reopenVisit,
  setVisitConversation,
  settlePendingEnd,
  type VisitRow,
} from '../resources/visits/service.js';
import type { RuntimeAgent, RuntimeSession } from './types.js';
import { sameTurn, type TurnInput } from './context.js';
import { INTENT, recordIntent } from './intent.js';
import { readState, summarise, type AgentState } from './state.js';
import type { Effects } from './tools.js';
import type { StoredPart } from './writer.js';

export interface TurnRecord {
  input: TurnInput;
  /** When the visitor's message arrived. */
  receivedAt: Date;
  parts: StoredPart[];
  content: string;
  effects: Effects;
  /** The id the reply streamed under (`start.messageId`), kept as the assistant message's id. */
  messageId: string;
  /** When the Action this reply acted on fired (ISO), or null. */
  actionAt?: string | null;
}

export type CommitResult =
  | { replay: MessageRow[] }
  | { replay: null; conversationId: string; assistantId: string; notes: string[] };

const clip = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s);

/** The visit's conversation for this turn: the open one, or a new one (conversation.started) with the answers delivered at the visit's start. */
async function conversationFor(
  deps: Deps,
  tx: Tx,
  agent: RuntimeAgent,
  visit: VisitRow,
  at: Date,
): Promise<ConversationRow> {
  const current = visit.conversationId ? await findConversation(tx, visit.conversationId) : null;
  if (current && !current.endedAt) return current;
  const c = await recordConversation(deps, tx, {
    agentId: agent.id,
    visitorId: visit.visitorId,
    channel: 'chat',
    pageUrl: visit.pageUrl,
    referrer: visit.referrer,
    utm: visit.utm,
    visitId: visit.id,
    startedAt: at,
  });
  await setVisitConversation(tx, visit.id, c.id);
  if (visit.endedAt) await reopenVisit(tx, visit.id, at);
  if (visit.deliveries.length) {
    const delivered = visit.deliveries.map((d) => {
      const text = `Earlier you asked: “${d.question}”\n\nThe team answered: ${d.answer}`;
      return {
        role: 'assistant' as const,
        authorKind: 'agent' as const,
        content: text,
        parts: [
          { type: 'text', text },
          { type: 'data-delivery', data: d },
        ],
        createdAt: at,
      };
    });
    await appendMessages(deps, tx, c.id, delivered);
    await markDeliveriesShown(tx, visit.id);
  }
  return (await findConversation(tx, c.id))!;
}

function nextState(before: AgentState, record: TurnRecord, escalated: string[]): AgentState {
  const e = record.effects;
  const asked = record.input.text.trim();
  const isQuestion =
    asked.includes('?') || e.escalations.length > 0 || e.toolCalls.some((t) => t.tool === 'search_knowledge');
  return {
    questions: isQuestion ? [...before.questions, clip(asked, 200)].slice(-8) : before.questions,
    asked: e.asked ? [...new Set([...before.asked, e.asked])] : before.asked,
    pending: e.asked,
    offerShownId: before.offerShownId ?? e.offerShown?.id ?? null,
    escalated: [...new Set([...before.escalated, ...escalated])],
    buying: before.buying || e.intent >= INTENT.buyingSignal,
    email: e.lead?.email ?? before.email,
    name: e.lead?.name ?? e.name ?? before.name,
    company: e.lead?.company ?? e.answers.company ?? before.company,
    slotsOffered: before.slotsOffered || e.slotsOffered,
    tourId: e.tourId ?? before.tourId,
    actionAt: record.actionAt ?? before.actionAt,
    language: e.language ?? before.language,
    disclosed: e.disclosed,
    turns: before.turns + 1,
    // Only the last reply's request counts: a contact two turns later answers something else.
    awaiting: e.awaiting,
    complained: e.complained,
  };
}

/**
 * A turn's records and events, in one short transaction after the reply:
 * the conversation (started on the visit's first message), the visitor's and
 * the agent's messages (tool calls as `tool` messages), identification and
 * lead, qualifying answers and verdict, follow-ups and knowledge gaps, the
 * offer shown, a booking, intent, the agent's state and running summary. The
 * visit row is locked first, so turns of one session commit one at a time,
 * and a turn already recorded under the same client message id is returned
 * for replay instead of recorded twice.
 */
export async function commitTurn(
  deps: Deps,
  agent: RuntimeAgent,
  session: RuntimeSession,
  record: TurnRecord,
): Promise<CommitResult> {
  return deps.db.tenantTx(agent.tenant, async (tx) => {
    // The visitor's words join the search document in the intent update at the end (one rewrite of the row).
    deferVisitorTexts(tx);
    const now = deps.clock.now();
    // A message after the end call within its grace calls the end off (the page was reloaded); after the grace the visit ends first.
    const visit = await settlePendingEnd(
      deps,
      tx,
      (await lockVisit(tx, session.id, now))!,
      record.receivedAt,
      deps.config.visitEndGraceSeconds * 1000,
    );
    if (visit.conversationId && record.input.clientId) {
      // A concurrent retry may have committed first; one with other text is refused as at the context read.
      const prior = sameTurn(await findTurnByClientId(tx, visit.conversationId, record.input.clientId), record.input);
      if (prior.length > 0) return { replay: prior };
    }
    const conversation = await conversationFor(deps, tx, agent, visit, record.receivedAt);
    const e = record.effects;
    const visitorId = session.visitorId;
    const notes: string[] = [];

    let booked = false;
    if (e.meeting) {
      const m = e.meeting;
      try {
        await tx.savepoint(() =>
          bookAgentSlot(deps, tx, {
            agent,
            startAt: new Date(m.startAt),
            visitorId,
            conversationId: conversation.id,
            attendee: { email: m.email, name: m.name, company: m.company },
          }),
        );
        await identifyVisitor(deps, tx, { visitorId, email: m.email, name: m.name, at: now });
        booked = true;
      } catch (err) {
        if (!(err instanceof ApiError) || err.status >= 500) throw err;
        notes.push(`I could not book that time (${err.message}) Please pick another slot.`);
      }
    }

    // The turn's messages and the agent's state, in one append.
    const escalated = e.escalations.map((q) => normalizeQuestion(q.question));
    const after = nextState(readState(conversation.state), record, escalated);
    const tools = e.toolCalls.map((call) => ({
      role: 'tool' as const,
      authorKind: 'agent' as const,
      content: clip(JSON.stringify(call), 8000),
      createdAt: now,
    }));
    await appendMessages(
      deps,
      tx,
      conversation.id,
      [
        {
          role: 'user',
          authorKind: 'visitor',
          content: record.input.text,
          clientId: record.input.clientId,
          parts: [{ type: 'text', text: record.input.text }],
          createdAt: record.receivedAt,
        },
        ...tools,
        {
          id: record.messageId,
          role: 'assistant',
          authorKind: 'agent',
          content: [record.content, ...notes].filter(Boolean).join('\n\n'),
          parts: [...record.parts, ...notes.map((text) => ({ type: 'text', text }))],
          createdAt: now,
        },
      ],
      { state: after as unknown as Record<string, unknown>, summary: summarise(after, { booked }) },
    );

    if (e.lead?.email) {
      await identifyVisitor(deps, tx, { visitorId, email: e.lead.email, name: e.lead.name, at: now });
      await captureLead(deps, tx, {
        visitorId,
        agentId: agent.id,
        conversationId: conversation.id,
        email: e.lead.email,
        name: e.lead.name,
        company: e.lead.company,
        createdAt: now,
      });
    } else if (e.name) {
      await nameVisitor(tx, visitorId, e.name);
      if (e.callback)
        await captureCallbackLead(deps, tx, {
          visitorId,
          agentId: agent.id,
          conversationId: conversation.id,
          name: e.name,
          company: e.answers.company ?? null,
          createdAt: now,
        });
    }
    if (Object.keys(e.answers).length) await recordQualifyingAnswers(tx, conversation.id, e.answers);
    if (e.verdict) await setVerdict(deps, tx, visitorId, { ...e.verdict, answers: { ...e.answers } });
    for (const q of e.escalations)
      await escalateQuestion(deps, tx, {
        conversationId: conversation.id,
        question: q.question,
        reason: q.reason,
        createdAt: now,
      });
    for (const question of e.gaps) {
      await recordKnowledgeGap(tx, {
        question,
        reason: 'not covered by the knowledge sources',
        visitorId,
        conversationId: conversation.id,
        agentId: agent.id,
        askedAt: now,
      });
    }
    if (e.offerShown) {
      await recordOfferShown(deps, tx, {
        offerId: e.offerShown.id,
        visitorId,
        conversationId: conversation.id,
        agentId: agent.id,
        source: visit.source,
        at: now,
      });
    }
    await recordIntent(deps, tx, {
      visitorId,
      threshold: agent.intentHotThreshold,
      delta: e.intent + (booked ? INTENT.meetingBooked : 0),
      interest: e.interest,
      conversationId: conversation.id,
      seenAt: now,
    });
    return { replay: null, conversationId: conversation.id, assistantId: record.messageId, notes };
  });
}
