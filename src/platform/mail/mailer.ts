import { createRequire } from 'node:module';
import type { Config } from '../../config.js';
import { assertNoTransaction } from '../../db/io-guard.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /**
   * A Message-ID derived from what the mail is about, so a send repeated after a
   * crash carries the same id and mail systems and clients can tell it is one message.
   */
  messageId?: string;
  /** An iCalendar METHOD:REQUEST invitation, sent as the message's text/calendar alternative and as an `invite.ics` attachment. */
  calendar?: string;
}

/** A send that failed; `permanent` when the server refused for good (a 5xx answer), so retrying is pointless. */
export class MailError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'MailError';
  }
}

/** The rep mailbox. `configured` is false when no SMTP server is set up. */
export interface Mailer {
  readonly configured: boolean;
  /** The domain for Message-IDs: the sender's, else `localhost`. */
  readonly domain: string;
  /** The sender's address (from SMTP_FROM): the organizer of the invitations this mailbox sends. */
  readonly address: string;
  /** Sends one message; throws MailError. Never call it with a transaction open (the io guard refuses). */
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/**
 * nodemailer is loaded only by a process that has a mailbox configured: it is
 * about 4.5 MiB of heap (docs/performance.md, "Memory"), and a process without
 * SMTP_URL never sends. Loaded synchronously (its CommonJS build), so a
 * configuration nodemailer refuses still fails at start-up, as before.
 */
const loadNodemailer = (): typeof import('nodemailer').default => createRequire(import.meta.url)('nodemailer');

const ADDRESS_DOMAIN_RE = /@([A-Za-z0-9.-]+)>?\s*$/;
const ADDRESS_RE = /<?([^<>\s]+@[A-Za-z0-9.-]+)>?\s*$/;

export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'smtpFrom'> & Partial<Pick<Config, 'smtpTimeoutMs'>>,
): Mailer {
  const from = config.smtpFrom ?? 'Concierge <no-reply@localhost>';
  const domain = ADDRESS_DOMAIN_RE.exec(from)?.[1]?.toLowerCase() ?? 'localhost';
  const address = ADDRESS_RE.exec(from)?.[1] ?? `no-reply@${domain}`;
  if (!config.smtpUrl) {
    return {
      configured: false,
      domain,
      address,
      send: async () => {
        // Not for good: the operator may configure SMTP_URL on this process and retry.
        throw new MailError('no mailbox configured on this process (SMTP_URL)', false);
      },
      close: async () => undefined,
    };
  }
  // Bounded: a mail server that accepts the connection and never answers costs
  // the worker one timeout per attempt, nothing more.
  const timeout = config.smtpTimeoutMs ?? 10_000;
  const transport = loadNodemailer().createTransport(
    {
      url: config.smtpUrl,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout * 2,
      dnsTimeout: timeout,
    } as never,
    { from },
  );
  return {
    configured: true,
    domain,
    address,
    send: async (m) => {
      assertNoTransaction('an SMTP send');
      try {
        await transport.sendMail({
          to: m.to,
          subject: m.subject,
          text: m.text,
          ...(m.replyTo ? { replyTo: m.replyTo } : {}),
          ...(m.messageId ? { messageId: m.messageId } : {}),
          // Calendar clients read the text/calendar alternative (method=REQUEST); the attachment is for the rest.
          ...(m.calendar
            ? {
                icalEvent: { method: 'REQUEST', content: m.calendar },
                attachments: [{ filename: 'invite.ics', content: m.calendar, contentType: 'application/ics' }],
              }
            : {}),
        });
      } catch (err) {
        const code = (err as { responseCode?: number }).responseCode;
        throw new MailError(
          (err as Error).message || 'the mail could not be sent',
          typeof code === 'number' && code >= 500 && code < 600,
        );
      }
    },
    close: async () => transport.close(),
  };
}
