import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/types.js';
import type { JobHandler } from '../../platform/jobs/worker.js';
import { MailError } from '../../platform/mail/mailer.js';
import { invitationLink } from '../../platform/operators/service.js';

export const INVITATION_JOB = 'operators.invitation';
/** Attempts at sending one invitation (about 40 minutes of retries with the queue's backoff). */
const INVITATION_ATTEMPTS = 10;

/**
 * Queues the invitation mail in the transaction that creates the operator (the
 * job exists only if the operator does; the request never waits on SMTP), when
 * this process has a mailbox (SMTP_URL). Returns whether one was queued; if
 * not, the caller shows the sign-in link once instead.
 */
export const queueInvitation =
  (deps: Pick<Deps, 'jobs' | 'mailer'>, workspaceId: string) =>
  async (tx: Tx, operatorId: string): Promise<boolean> => {
    if (!deps.mailer.configured) return false;
    await deps.jobs.enqueue(tx, {
      kind: INVITATION_JOB,
      tenant: null,
      payload: { workspaceId, operatorId },
      dedupeKey: operatorId,
      maxAttempts: INVITATION_ATTEMPTS,
    });
    return true;
  };

/**
 * Sends one invitation outside any transaction. The link is made now, not when
 * the job was queued, so no usable token sits in the jobs table; a retry makes
 * another (each valid 24 hours, once). A refusal for good (5xx) is logged and
 * ends the job; other failures are retried with backoff, then the job is
 * `failed` (svc jobs list --failed) and `svc operators link` makes a link by hand.
 */
export const invitationJob =
  (deps: Deps): JobHandler =>
  async (job) => {
    const workspaceId = String(job.payload.workspaceId);
    const operatorId = String(job.payload.operatorId);
    const made = await invitationLink(deps, workspaceId, operatorId);
    if (!made) return;
    const text = `Hello,\n\nYou have been invited to the ${made.workspaceName} workspace of Concierge as ${made.operator.role}. Sign in with this link (valid until ${made.expiresAt.toISOString()}, once), then set a password:\n\n${made.signInUrl}\n\nIf you did not expect this invitation, ignore this email.\n`;
    try {
      await deps.mailer.send({
        to: made.operator.email,
        subject: `You're invited to ${made.workspaceName} on Concierge`,
        text,
        messageId: `<invitation.${operatorId}.${deps.clock.now().getTime()}@${deps.mailer.domain}>`,
      });
    } catch (err) {
      if (!(err instanceof MailError && err.permanent)) throw err;
      deps.log.warn({ operatorId, error: err.message }, 'the mail server refused the invitation');
    }
  };
