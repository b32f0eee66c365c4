import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, dbKind, type Harness } from '../helpers/harness.js';
import { emit } from '../webhooks/events.js';
import { eventually } from '../webhooks/receiver.js';
import { killWorkers, startWorkerProcess } from '../webhooks/spawn-worker.js';
import { fanOut } from '../../src/resources/webhooks/delivery/fanout.js';

/**
 * A worker killed with SIGKILL while delivering re-sends only what it had in
 * flight: each finished attempt is written at once, on its own, so attempts
 * that finished are never sent again, even while the write of another attempt
 * is stuck. PostgreSQL only (the worker is a separate process).
 */
const EVENTS = 5;
let h: Harness;
interface Hit {
  path: string;
  deliveryId: string;
  eventId: string;
}
const hits: Hit[] = [];
let server: http.Server;
let port = 0;
let slowAnswered = 0;

beforeAll(async () => {
  h = await createHarness({ config: { outboundAllow: ['127.0.0.1'] } });
  // /slow answers at once; /fast answers only after every /slow request has been answered,
  // so its outcomes finish while those of /slow are being written.
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const event = JSON.parse(raw) as { id: string };
      hits.push({ path: req.url ?? '', deliveryId: String(req.headers['x-service-delivery']), eventId: event.id });
      if (req.url === '/slow') {
        slowAnswered++;
        res.writeHead(204).end();
        return;
      }
      const answer = () =>
        slowAnswered >= EVENTS ? setTimeout(() => res.writeHead(204).end(), 300) : setTimeout(answer, 20);
      answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  killWorkers();
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
  await h?.close();
});

it.runIf(dbKind() === 'postgres')(
  'kill -9 mid-delivery: finished attempts are not sent again, only those in flight',
  async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const slow = (await api.post('/v1/webhooks', { url: `http://127.0.0.1:${port}/slow`, events: ['*'] })).body;
    const fast = (await api.post('/v1/webhooks', { url: `http://127.0.0.1:${port}/fast`, events: ['*'] })).body;
    await emit(h, ws.id, EVENTS);
    expect(await fanOut(h.deps, ws.id)).toMatchObject({ queued: 2 * EVENTS });

    // Another session holds the /slow webhook's row: writing its attempts waits (a stuck write).
    const blocker = new pg.Client({ connectionString: h.databaseUrl! });
    blocker.on('error', () => undefined);
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('SELECT 1 FROM webhooks WHERE id = $1 FOR UPDATE', [slow.id]);
    const status = async (webhookId: string) =>
      (
        await blocker.query<{ status: string }>(`SELECT status FROM webhook_deliveries WHERE webhook_id = $1`, [
          webhookId,
        ])
      ).rows.map((r) => r.status);

    const one = await startWorkerProcess(h.databaseUrl!);
    // Every /fast attempt is recorded although the /slow ones before them are still being written.
    await eventually(async () => expect(await status(fast.id)).toEqual(Array(EVENTS).fill('delivered')), 40_000);
    expect(await status(slow.id)).toEqual(Array(EVENTS).fill('pending'));
    expect(hits.filter((x) => x.path === '/slow')).toHaveLength(EVENTS);
    one.kill('SIGKILL');
    await new Promise((resolve) => one.once('exit', resolve));
    await blocker.query('ROLLBACK');
    await blocker.end();

    const two = await startWorkerProcess(h.databaseUrl!);
    try {
      await eventually(
        async () => expect(await statusOf(h, ws.id, slow.id)).toEqual(Array(EVENTS).fill('delivered')),
        40_000,
      );
    } finally {
      two.kill('SIGTERM');
      await new Promise((resolve) => two.once('exit', resolve));
    }
    const count = (path: string) => {
      const byDelivery = new Map<string, number>();
      for (const x of hits.filter((y) => y.path === path))
        byDelivery.set(x.deliveryId, (byDelivery.get(x.deliveryId) ?? 0) + 1);
      return [...byDelivery.values()];
    };
    expect(count('/fast')).toEqual(Array(EVENTS).fill(1));
    // /slow's attempts were answered but not yet recorded when the worker died: the duplicate window.
    // Their writes had reached the database (waiting for the row), so they may still have landed.
    for (const n of count('/slow')) expect([1, 2]).toContain(n);
    // A re-sent attempt carries the same delivery id and event id: receivers de-duplicate on them.
    const slowHits = hits.filter((x) => x.path === '/slow');
    expect(new Set(slowHits.map((x) => `${x.deliveryId}/${x.eventId}`)).size).toBe(EVENTS);
  },
  120_000,
);

async function statusOf(h: Harness, tenant: string, webhookId: string): Promise<string[]> {
  const res = await h.db.tenantTx(tenant, (tx) =>
    tx.query<{ status: string }>(`SELECT status FROM webhook_deliveries WHERE webhook_id = $1`, [webhookId]),
  );
  return res.rows.map((r) => r.status);
}
