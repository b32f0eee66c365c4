import type { Deps } from '../deps.js';
import { conflict } from '../contract/errors.js';
import {
  findConversation,
  findTurnByClientId,
  latestMessages,
  type ConversationRow,
  type MessageRow,
} from '../resources/conversations/service.js';
import { inChatOffers, segmentIdsOf } from '../resources/offers/arrival.js';
import type { OfferBody } from '../resources/offers/schemas.js';
import { listSkills } from '../resources/skills/service.js';
import type { SkillDocumentBody } from '../resources/skills/schemas.js';
import { playableTours, type PlayableTour } from '../resources/tours/service.js';
import { visitorFacts, type VisitorFacts } from '../records/visitor-activity.js';
import { findVisit, type VisitRow } from '../resources/visits/service.js';
import { findEnabledAction } from '../resources/actions/service.js';
import type { ActionBody } from '../resources/actions/schemas.js';
import type { RuntimeAgent, RuntimeSession } from './types.js';
import { experienceIds, type ExperienceIds } from './experiences.js';
import type { Prepared } from '../resources/knowledge/answer/extractive.js';
import { knowledgeOf, prepareAnswer } from './answerer.js';
import { readState, type AgentState } from './state.js';
import { planOf } from './task.js';

export interface TurnInput {
  text: string;
  clientId: string | null;
  /** The browser's languages (its Accept-Language header), most preferred first: what settles an ambiguous message. */
  locales?: readonly string[];
}

/** Everything a turn reads before it answers, from one short read-only transaction. */
export interface TurnContext {
  deps: Deps;
  agent: RuntimeAgent;
  session: RuntimeSession;
  input: TurnInput;
  visit: VisitRow;
  /** The visit's open conversation; null before the first message (or after it ended). */
  conversation: ConversationRow | null;
  state: AgentState;
  visitor: VisitorFacts;
  segmentIds: string[];
  skills: SkillDocumentBody[];
  offers: OfferBody[];
  tours: PlayableTour[];
  /** The enabled Action the visitor triggered in this visit (its task is what the agent sets out to do), or null. */
  action: ActionBody | null;
  /** The Action fired since the agent's last reply: this reply starts on its task. */
  actionFresh: boolean;
  /** Public ids of the experiences the in-chat offers' buttons open (what the page plays). */
  experiences: ExperienceIds;
  /** The conversation's latest messages, oldest first (for the model's context). */
  history: MessageRow[];
  /** A retried turn: the recorded visitor message and the replies after it. */
  replay: MessageRow[] | null;
  /** Retrieval for the message's likely question, read in the same transaction (null when none was asked for). */
  prepared: Prepared | null;
}

const HISTORY = 20;

/**
 * A turn recorded under the client's message id, checked against the message
 * sent now: the same id with the same text is a retry (replayed), with other
 * text a mistake or a replay attack, refused 409 conflict as an
 * Idempotency-Key reused with another body is.
 */
export function sameTurn(prior: MessageRow[], input: TurnInput): MessageRow[] {
  if (prior.length > 0 && prior[0]!.content !== input.text) {
    throw conflict('This clientMessageId was used before with another message; send a new id for a new message.');
  }
  return prior;
}

/**
 * `history` and `tours` say what this engine needs for this message (the
 * deterministic agent reads tours only when the visitor asks to be shown
 * something); `question` is retrieved in the same transaction (its chunks and
 * term statistics), so a question's turn reads in one transaction.
 */
export async function loadTurnContext(
  deps: Deps,
  agent: RuntimeAgent,
  session: RuntimeSession,
  input: TurnInput,
  opts: { history: boolean; tours: boolean; question?: string | null },
): Promise<TurnContext> {
  return deps.db.tenantTx(
    agent.tenant,
    async (tx) => {
      const visit = (await findVisit(tx, session.id))!;
      const current = visit.conversationId ? await findConversation(tx, visit.conversationId) : null;
      const conversation = current && !current.endedAt ? current : null;
      if (current && input.clientId) {
        const replay = sameTurn(await findTurnByClientId(tx, current.id, input.clientId), input);
        if (replay.length > 0) return { replay } as TurnContext;
      }
      const state = readState(conversation?.state);
      const visitor = (await visitorFacts(tx, session.visitorId))!;
      const offers = state.offerShownId ? [] : await inChatOffers(tx);
      const action =
        visit.actionId && visit.actionFiredAt ? await findEnabledAction(deps, tx, agent.id, visit.actionId) : null;
      const actionFresh = action !== null && state.actionAt !== visit.actionFiredAt!.toISOString();
      return {
        deps,
        agent,
        session,
        input,
        visit,
        conversation,
        state,
        visitor,
        // Segments only matter to offers with an audience.
        segmentIds: offers.some((o) => o.audienceIds.length > 0) ? await segmentIdsOf(tx, session.visitorId) : [],
        skills: (await listSkills(tx)).items,
        offers,
        // An Action whose task shows something may need the tours too.
        tours: opts.tours || (actionFresh && planOf(action!).tour) ? await playableTours(tx) : [],
        action,
        actionFresh,
        experiences: await experienceIds(
          tx,
          offers.map((o) => o.ctaAction),
        ),
        history: opts.history && conversation ? await latestMessages(tx, conversation.id, HISTORY) : [],
        replay: null,
        // Last: the knowledge retrieval for the likely question, in this same transaction.
        prepared: opts.question ? await prepareAnswer(deps, tx, agent.tenant, knowledgeOf(agent), opts.question) : null,
      };
    },
    { readOnly: true },
  );
}
