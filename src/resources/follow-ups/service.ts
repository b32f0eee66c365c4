import type { Deps } from '../../deps.js';
import type { TenantTx, Tx } from '../../db/types.js';
import { conflict, notFound } from '../../contract/errors.js';
import { listPage, type Page, type PageParams } from '../../platform/paging/list-page.js';
import { findVisitorContact } from '../../records/visitors.js';
import { recordVisitorText } from '../../records/search-document.js';
import { closeGapOfFollowUp, recordGapOfFollowUp } from '../insights/knowledge-gaps.js';
import * as repo from './repository.js';
import { maskOwnBody, questionForEvents } from './masking.js';
import { queueAnswerEmail } from './email.js';
import type { AnsweredFollowUpBody, FollowUpBody } from './schemas.js';

// What other resources and the runtime read of this resource.
export { listFollowUps as listFollowUpRows } from './repository.js';
export { maskOwnBody } from './masking.js';

type ServiceDeps = Pick<Deps, 'clock' | 'outbox' | 'mailer' | 'log' | 'cursors'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toFollowUp(r: repo.FollowUpRow): FollowUpBody {
  return {
    id: r.id,
    agentId: r.agentId,
    conversationId: r.conversationId,
    visitorId: r.visitorId,
    question: r.question,
    reason: r.reason,
    status: r.status,
    answer: r.answer,
    answeredAt: iso(r.answeredAt),
    deliveredAt: iso(r.deliveredAt),
    createdAt: r.createdAt.toISOString(),
  };
}

export function listFollowUps(
  deps: ServiceDeps,
  tx: TenantTx,
  q: PageParams & { status?: string; visitorId?: string },
  opts: { verbatim: boolean },
): Promise<Page<FollowUpBody>> {
  return listPage(deps, tx, q, {
    list: 'follow-ups',
    filters: { status: q.status, visitorId: q.visitorId },
    rows: (page) => repo.listFollowUps(tx, page),
    sortKey: (r) => [r.createdAt, r.id],
    toBody: (r) => maskOwnBody(toFollowUp(r), r.visitorName, opts),
  });
}

/** One follow-up, masked unless `verbatim` (the conversations:transcripts scope). */
export async function getFollowUp(tx: Tx, id: string, opts: { verbatim: boolean }): Promise<FollowUpBody> {
  const row = await repo.findFollowUp(tx, id);
  if (!row) throw notFound('follow-up');
  return maskOwnBody(toFollowUp(row), row.visitorName, opts);
}

async function openForClosing(tx: Tx, id: string): Promise<repo.FollowUpRow> {
  const row = await repo.findFollowUp(tx, id, { forUpdate: true });
  if (!row) throw notFound('follow-up');
  if (row.status !== 'open') throw conflict(`The follow-up is already ${row.status}.`);
  return row;
}

/**
 * open → answered. When the visitor left an email and a rep mailbox is set up,
 * the answer is accepted for delivery: a mail job commits with it and the
 * worker sends it (email.ts), so no request waits on SMTP. Otherwise the answer
 * waits for the agent to deliver it in the visitor's next conversation
 * (deliveredAt stays null until one of them does).
 */
export async function answerFollowUp(
  deps: ServiceDeps & Pick<Deps, 'jobs'>,
  tx: Tx,
  id: string,
  answer: string,
): Promise<AnsweredFollowUpBody> {
  const row = await openForClosing(tx, id);
  const now = deps.clock.now();
  const visitor = row.visitorId ? await findVisitorContact(tx, row.visitorId) : null;
  const skipReason: AnsweredFollowUpBody['skipReason'] = !visitor?.email
    ? 'no-email'
    : !deps.mailer.configured
      ? 'no-mailbox'
      : null;
  const emailed = skipReason === null;
  const updated = await repo.markAnswered(tx, id, answer, now, null);
  if (emailed) await queueAnswerEmail(deps, tx, id, visitor!.email!);
  await closeGapOfFollowUp(tx, id, 'answered', now);
  const data = {
    followUpId: id,
    visitorId: row.visitorId,
    conversationId: row.conversationId,
    agentId: row.agentId,
    emailed,
  };
  deps.outbox.append(tx, { type: 'follow_up.answered', data });
  return { ...toFollowUp(updated), emailed, skipReason };
}

/** open → dismissed: closes without an answer (no event: the catalogue has none). */
export async function dismissFollowUp(deps: ServiceDeps, tx: Tx, id: string): Promise<FollowUpBody> {
  await openForClosing(tx, id);
  const now = deps.clock.now();
  await closeGapOfFollowUp(tx, id, 'dismissed', now);
  return toFollowUp(await repo.markDismissed(tx, id, now));
}

/** Records a question the agent handed to people; the agent runtime and fixtures use it. */
export async function createFollowUp(deps: ServiceDeps, tx: Tx, input: repo.NewFollowUp): Promise<FollowUpBody> {
  const row = await repo.insertFollowUp(tx, input);
  await recordVisitorText(tx, row.visitorId, row.question);
  await recordGapOfFollowUp(tx, row);
  const data = {
    followUpId: row.id,
    visitorId: row.visitorId,
    conversationId: row.conversationId,
    agentId: row.agentId,
    // Events are written masked: they reach every webhook receiver whatever its scopes.
    ...(await questionForEvents(tx, row)),
    reason: row.reason,
  };
  deps.outbox.append(tx, { type: 'follow_up.created', data, occurredAt: row.createdAt });
  return toFollowUp(row);
}

/**
 * The visitor is back: answers the team wrote that did not reach them by email
 * are handed over now (deliveredAt set), for the agent to show.
 */
export async function deliverAnswers(deps: Pick<Deps, 'clock'>, tx: Tx, visitorId: string): Promise<FollowUpBody[]> {
  return (await repo.takeUndelivered(tx, visitorId, deps.clock.now())).map(toFollowUp);
}
