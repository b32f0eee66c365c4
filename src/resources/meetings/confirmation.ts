import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/types.js';
import type { JobHandler } from '../../platform/jobs/worker.js';
import { MailError } from '../../platform/mail/mailer.js';
import { findConfirmation, type ConfirmationRow } from './confirmation-repository.js';
import { invitationIcs } from './invitation.js';

export const CONFIRMATION_JOB = 'meetings.confirmation';
/** Attempts at sending one confirmation (about 40 minutes of retries with the queue's backoff). */
export const CONFIRMATION_ATTEMPTS = 10;

/** Stable per meeting: a send repeated after a crash carries the same Message-ID (and the invitation the same UID). */
export const confirmationMessageId = (meetingId: string, domain: string) => `<meeting.${meetingId}@${domain}>`;
export const invitationUid = (meetingId: string, domain: string) => `meeting.${meetingId}@${domain}`;

/**
 * Whether a booking for this address gets a confirmation: a mailbox is set up
 * on this process (SMTP_URL). The booking's response says so, and the widget
 * promises a confirmation only then.
 */
export const confirms = (deps: Pick<Deps, 'mailer'>, email: string | null | undefined): boolean =>
  deps.mailer.configured && Boolean(email);

/**
 * Accepts the confirmation for delivery in the booking's transaction: the mail
 * job exists only if the meeting commits, and the booking never waits on SMTP.
 * Returns whether one was queued.
 */
export async function queueConfirmation(
  deps: Pick<Deps, 'jobs' | 'mailer'>,
  tx: Tx,
  meeting: { id: string; attendee: { email: string | null } },
): Promise<boolean> {
  if (!confirms(deps, meeting.attendee.email)) return false;
  await deps.jobs.enqueue(tx, {
    kind: CONFIRMATION_JOB,
    payload: { meetingId: meeting.id },
    dedupeKey: `${tx.tenant}:${meeting.id}`,
    maxAttempts: CONFIRMATION_ATTEMPTS,
  });
  return true;
}

/**
 * Sends one confirmation with its invitation, outside any transaction. A
 * refusal for good (5xx) is logged and ends the job; other failures are
 * retried with backoff and, after the last attempt, leave the job `failed`
 * (svc jobs list --failed, svc jobs retry ID).
 */
export const confirmationJob =
  (deps: Deps): JobHandler =>
  async (job) => {
    const tenant = job.tenant!;
    const id = String(job.payload.meetingId);
    const row = await deps.db.tenantTx(tenant, (tx) => findConfirmation(tx, id), { readOnly: true });
    if (!row?.attendeeEmail || !row.startAt) return;
    try {
      await deps.mailer.send(confirmationMail(deps.mailer, row));
    } catch (err) {
      if (!(err instanceof MailError && err.permanent)) throw err;
      deps.log.warn({ meetingId: id, tenant, error: err.message }, 'the mail server refused the meeting confirmation');
    }
  };

function confirmationMail(mailer: Deps['mailer'], row: ConfirmationRow) {
  const start = row.startAt!;
  const minutes = row.durationMinutes ?? 30;
  const end = new Date(start.getTime() + minutes * 60_000);
  const who = row.agentName ?? 'our team';
  const zone = validZone(row.timezone);
  const when = new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeStyle: 'short', timeZone: zone }).format(
    start,
  );
  const summary = `Meeting with ${who}`;
  const text = `${row.attendeeName ? `Hi ${row.attendeeName},` : 'Hello,'}\n\nYour meeting with ${who} is booked for ${when} (${zone}), ${minutes} minutes.\n\nThe calendar invitation is attached; open it to add the meeting to your calendar. Reply to this email if you need to change the time.\n`;
  return {
    to: row.attendeeEmail!,
    subject: `Confirmed: ${summary}, ${when}`,
    text,
    messageId: confirmationMessageId(row.id, mailer.domain),
    calendar: invitationIcs({
      uid: invitationUid(row.id, mailer.domain),
      start,
      end,
      stamp: row.bookedAt,
      summary,
      description: `Booked on the website with ${who}.`,
      organizer: { name: who, email: mailer.address },
      attendee: { name: row.attendeeName, email: row.attendeeEmail! },
    }),
  };
}

/** The agent's booking time zone when the runtime knows it, else UTC (so a bad setting never stops the mail). */
function validZone(zone: string | null): string {
  if (!zone) return 'UTC';
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return 'UTC';
  }
}
