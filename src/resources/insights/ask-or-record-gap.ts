import type { Deps } from '../../deps.js';
import { answerQuestion, toAskBody } from '../knowledge/ask.js';
import type { Targeting } from '../knowledge/retrieve.js';
import type { AskAnswerBody } from '../knowledge/schemas.js';
import { recordKnowledgeGap } from './knowledge-gaps.js';

export const NOT_COVERED_REASON = 'not covered by the knowledge sources';

/**
 * The agent's ask: the grounded answer of `POST /knowledge/ask`, and when the
 * sources do not cover the question a knowledge gap for the visitor's question.
 * The public ask operation stays free of analytics (the contract says it records
 * none); the agent runtime, which answers visitors, calls this instead.
 */
export async function askOrRecordGap(
  deps: Deps,
  tenant: string,
  input: Targeting & {
    question: string;
    visitorId?: string | null;
    conversationId?: string | null;
    agentId?: string | null;
  },
): Promise<{ answer: AskAnswerBody; gapRecorded: boolean }> {
  const grounded = await answerQuestion(deps, tenant, input);
  const answer = toAskBody(grounded);
  if (!grounded.abstained) return { answer, gapRecorded: false };
  await deps.db.tenantTx(tenant, (tx) =>
    recordKnowledgeGap(tx, {
      question: input.question,
      reason: NOT_COVERED_REASON,
      visitorId: input.visitorId ?? null,
      conversationId: input.conversationId ?? null,
      agentId: input.agentId ?? null,
      askedAt: deps.clock.now(),
    }),
  );
  return { answer, gapRecorded: true };
}
