import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/types.js';
import type { JobHandler } from '../../platform/jobs/worker.js';
import { MailError } from '../../platform/mail/mailer.js';
import * as repo from './email-repository.js';

export const ANSWER_EMAIL_JOB = 'follow-ups.email';
/** Attempts at sending one answer (about 40 minutes of retries with the queue's backoff). */
export const ANSWER_EMAIL_ATTEMPTS = 10;

/**
 * Stable per follow-up: a send repeated after a crash (sent, then the worker
 * died before recording it) carries the same Message-ID, which mail systems and
 * clients use to recognise the same message.
 */
export const answerMessageId = (followUpId: string, domain: string) => `<follow-up.${followUpId}@${domain}>`;

/**
 * Accepts the answer for delivery in the caller's transaction: the mail job
 * exists only if the answer commits, and the request never waits on SMTP.
 */
export async function queueAnswerEmail(
  deps: Pick<Deps, 'jobs'>,
  tx: Tx,
  followUpId: string,
  to: string,
): Promise<void> {
  await repo.queueAnswerEmail(tx, followUpId, to);
  await deps.jobs.enqueue(tx, {
    kind: ANSWER_EMAIL_JOB,
    payload: { followUpId },
    dedupeKey: `${tx.tenant}:${followUpId}`,
    maxAttempts: ANSWER_EMAIL_ATTEMPTS,
  });
}

/**
 * Sends one answer outside any transaction and records the outcome: `sent`
 * (the follow-up's deliveredAt is set) or the error of each failed attempt. A
 * refusal for good (5xx) ends at once; other failures are retried with backoff
 * and, after the last attempt, leave the job `failed` (svc jobs list --failed,
 * svc jobs retry ID). While undelivered, the agent delivers the answer in the
 * visitor's next conversation.
 */
export const answerEmailJob =
  (deps: Deps): JobHandler =>
  async (job) => {
    const tenant = job.tenant!;
    const id = String(job.payload.followUpId);
    const row = await deps.db.tenantTx(tenant, (tx) => repo.findAnswerEmail(tx, id), { readOnly: true });
    if (!row || row.status === 'sent' || !row.to || row.answer === null) return;
    try {
      await deps.mailer.send({
        to: row.to,
        subject: 'An answer to your question',
        text: answerText(row.visitorName, row.question, row.answer),
        messageId: answerMessageId(id, deps.mailer.domain),
      });
    } catch (err) {
      const permanent = err instanceof MailError && err.permanent;
      const message = err instanceof Error ? err.message : String(err);
      await deps.db.tenantTx(tenant, (tx) =>
        repo.recordAnswerEmailFailure(tx, id, message, permanent || job.attempts >= job.maxAttempts),
      );
      if (!permanent) throw err;
      deps.log.warn(
        { followUpId: id, tenant, error: message },
        'the mail server refused the answer email; the agent will deliver it',
      );
      return;
    }
    await deps.db.tenantTx(tenant, (tx) => repo.recordAnswerEmailSent(tx, id, deps.clock.now()));
  };

function answerText(name: string | null, question: string, answer: string): string {
  return `${name ? `Hi ${name},` : 'Hello,'}\n\nYou asked us:\n\n> ${question.replace(/\n/g, '\n> ')}\n\n${answer}\n\nReply to this email if anything is still unclear.\n`;
}
