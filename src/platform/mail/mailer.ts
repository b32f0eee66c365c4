import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

/** The rep mailbox. `configured` is false when no SMTP server is set up. */
export interface Mailer {
  readonly configured: boolean;
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

export function createMailer(config: Pick<Config, 'smtpUrl' | 'smtpFrom'>): Mailer {
  if (!config.smtpUrl) {
    return {
      configured: false,
      send: async () => {
        throw new Error('no mailbox configured');
      },
      close: async () => undefined,
    };
  }
  // Bounded timeouts: an answer call waits for the send, and must not hang on a dead server.
  const transport = nodemailer.createTransport(
    { url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as never,
    { from: config.smtpFrom ?? 'Concierge <no-reply@localhost>' },
  );
  return {
    configured: true,
    send: async (m) => {
      await transport.sendMail({ to: m.to, subject: m.subject, text: m.text, ...(m.replyTo ? { replyTo: m.replyTo } : {}) });
    },
    close: async () => transport.close(),
  };
}
