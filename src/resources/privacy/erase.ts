import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/types.js';
import type { JobHandler } from '../../platform/jobs/worker.js';
import * as repo from './repository.js';
import * as erase from './erase-repository.js';
import { redactEventData } from './redact.js';

export const ERASE_JOB = 'privacy.erase';

type EraseDeps = Pick<Deps, 'clock' | 'outbox'>;

/**
 * Erases one visitor in the caller's transaction, with its `visitor.erased`
 * event: identity and facts, conversation content, leads, meetings,
 * follow-ups, sittings, form data, segment history, events naming them (so
 * pending webhook deliveries go out redacted) and stored idempotent answers.
 * `email` also reaches rows that carry the address without naming a visitor.
 * An already erased visitor is left alone (a second erasure is a no-op, and a
 * job that runs twice emits one event). Returns whether it erased.
 */
export async function eraseVisitor(deps: EraseDeps, tx: Tx, visitorId: string, email: string | null): Promise<boolean> {
  const visitor = await erase.lockVisitor(tx, visitorId);
  if (!visitor || visitor.erasedAt) return false;
  const now = deps.clock.now();
  const values = await erase.personalValues(tx, visitorId, email);
  const conversations = await erase.conversationIdsOf(tx, visitorId);
  const events = await erase.eventsNaming(tx, visitorId, conversations, email);
  await erase.eraseConversationContent(tx, conversations, now);
  await erase.eraseRecordsOfVisitor(tx, visitorId, email);
  await erase.eraseVisitorRow(tx, visitorId, now);
  await erase.rewriteEvents(
    tx,
    events.map((e) => ({ ...e, data: redactEventData(e.data, values) })),
  );
  await erase.forgetStoredAnswers(tx, [visitorId, ...values]);
  deps.outbox.append(tx, { type: 'visitor.erased', data: { visitorId } });
  return true;
}

/**
 * The worker's part of an erasure: one transaction per visitor (each with its
 * event), then the receipt is completed. Safe to run twice: erased visitors
 * are skipped. The payload's email (when the request named one) lives only in
 * this job, which is deleted when it completes.
 */
export const eraseJob =
  (deps: Deps): JobHandler =>
  async (job) => {
    const tenant = job.tenant!;
    const erasureId = String(job.payload.erasureId);
    const email = typeof job.payload.email === 'string' ? job.payload.email : null;
    const receipt = await deps.db.tenantTx(tenant, (tx) => repo.findErasure(tx, erasureId), { readOnly: true });
    if (!receipt || receipt.status === 'completed') return;
    for (const visitorId of receipt.visitorIds) {
      await deps.db.tenantTx(tenant, (tx) => eraseVisitor(deps, tx, visitorId, email));
    }
    await deps.db.tenantTx(tenant, (tx) => repo.completeErasure(tx, erasureId, deps.clock.now()));
  };
