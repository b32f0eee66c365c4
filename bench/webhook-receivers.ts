/**
 * Two webhook receivers in their own process (the other core), so receiving
 * does not compete with sending. Each verifies the signature, answers 204 and
 * notes when each event arrived; the parent asks for the notes over IPC.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const secrets = new Map<number, string>();
const arrivals: Array<[number, number, number]> = []; // receiver, seq, received at
let bad = 0;

function verify(secret: string, timestamp: string, body: string, signature: string): boolean {
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
  return signature.length === expected.length && timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
}

function receiver(n: number): Promise<number> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const ok = verify(
        secrets.get(n) ?? '',
        String(req.headers['x-service-timestamp']),
        body,
        String(req.headers['x-service-signature']),
      );
      if (!ok) bad++;
      const seq = Number(/"email":"seq-(\d+)@/.exec(body)?.[1] ?? -1);
      arrivals.push([n, seq, Date.now()]);
      res.writeHead(ok ? 204 : 400).end();
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

const ports = [await receiver(0), await receiver(1)];
process.on('message', (m: { secrets?: string[]; report?: boolean; count?: boolean }) => {
  for (const [i, s] of (m.secrets ?? []).entries()) secrets.set(i, s);
  if (m.count) process.send!({ count: arrivals.length, bad });
  if (m.report) process.send!({ arrivals, bad });
});
process.send!({ ports });
