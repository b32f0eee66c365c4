import net from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The server's answer to this message: accepted (250) or the refusal code. */
  answered: number;
}

/**
 * A real SMTP server on loopback that keeps what it receives. `refuse` answers
 * every message with that code (`true`: 550); `refuseFirst` answers the first
 * n messages with 451 (try again later) and accepts the rest. Refused messages
 * are kept too, with their code, so a test can compare attempts.
 */
export async function startSmtpServer(
  opts: { refuse?: boolean | number; refuseFirst?: number; delayMs?: number } = {},
) {
  let sessions = 0;
  let messages = 0;
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      sessions++;
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (c: string) => (raw += c));
      stream.on('end', () => {
        const n = ++messages;
        const code = opts.refuse
          ? opts.refuse === true
            ? 550
            : opts.refuse
          : n <= (opts.refuseFirst ?? 0)
            ? 451
            : 250;
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          answered: code,
        };
        if (code !== 250) {
          received.push(mail);
          return callback(
            Object.assign(new Error(code >= 500 ? 'mailbox unavailable' : 'try again later'), { responseCode: code }),
          );
        }
        const accept = () => {
          received.push(mail);
          callback();
        };
        if (opts.delayMs) setTimeout(accept, opts.delayMs);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Messages the server accepted. */
    get received() {
      return received.filter((m) => m.answered === 250);
    },
    /** Every message that reached DATA, accepted or refused, in order. */
    attempts: received,
    sessions: () => sessions,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A mail server that accepts connections and never says a word (no greeting): the hanging kind. */
export async function startHangingSmtpServer() {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => connections,
    /** Connections still open (the client has not given up yet). */
    open: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
