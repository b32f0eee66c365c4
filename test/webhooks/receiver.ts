import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { receiverGuide } from './readme.js';

export interface Received {
  n: number;
  path: string;
  deliveryId: string;
  type: string;
  timestamp: string;
  signature: string;
  raw: string;
  event: {
    id: string;
    livemode: boolean;
    type: string;
    occurredAt: string;
    data: Record<string, unknown>;
    links: Record<string, string>;
  };
  /** The README's check with the secret the test gave the receiver. */
  verified: boolean;
  /** The Standard Webhooks headers checked by that specification's library (`standardwebhooks`). */
  standardVerified: boolean;
  webhookId: string;
  status: number | 'held';
}

export type Answer = { status: number; headers?: Record<string, string>; delayMs?: number } | 'hold';

const { verifyWebhook } = receiverGuide();

function verifyStandard(secret: string, raw: string, headers: http.IncomingHttpHeaders): boolean {
  try {
    new Webhook(secret).verify(raw, headers as Record<string, string>);
    return true;
  } catch {
    return false;
  }
}

/**
 * A real webhook receiver on 127.0.0.1 (port 0). It verifies every request as
 * the README tells receivers to (refusing bad signatures and stale timestamps
 * with 400) and otherwise answers what `answer` says (204 by default).
 */
export async function startReceiver(opts: { answer?: (r: Received) => Answer } = {}) {
  const requests: Received[] = [];
  const held = new Set<http.ServerResponse>();
  const state = { secret: '' };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const h = (name: string) => String(req.headers[name] ?? '');
      let event: Received['event'];
      try {
        event = JSON.parse(raw);
      } catch {
        event = {} as Received['event'];
      }
      const r: Received = {
        n: requests.length + 1,
        path: req.url ?? '',
        deliveryId: h('x-service-delivery'),
        type: h('x-service-event'),
        timestamp: h('x-service-timestamp'),
        signature: h('x-service-signature'),
        raw,
        event,
        verified:
          req.method === 'POST' && verifyWebhook(state.secret, h('x-service-timestamp'), raw, h('x-service-signature')),
        standardVerified: req.method === 'POST' && verifyStandard(state.secret, raw, req.headers),
        webhookId: h('webhook-id'),
        status: 400,
      };
      requests.push(r);
      const answer: Answer = r.verified ? (opts.answer?.(r) ?? { status: 204 }) : { status: 400 };
      if (answer === 'hold') {
        r.status = 'held';
        held.add(res);
        res.on('close', () => held.delete(res));
        return;
      }
      r.status = answer.status;
      setTimeout(() => res.writeHead(answer.status, answer.headers ?? {}).end(), answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    requests,
    set secret(s: string) {
      state.secret = s;
    },
    heldCount: () => held.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** Waits until `check` passes (or throws its last failure after `timeoutMs`). */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 20_000, everyMs = 50): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > until) throw err;
      await new Promise((r) => setTimeout(r, everyMs));
    }
  }
}
