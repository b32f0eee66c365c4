import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clonePostgresDatabase, createHarness, dbKind, type Harness } from '../helpers/harness.js';
import { startSvc } from '../helpers/processes.js';
import { startPrivateRedis, type PrivateRedis } from '../helpers/private-services.js';
import { emit, eventIds } from '../webhooks/events.js';
import { eventually, startReceiver, type Receiver } from '../webhooks/receiver.js';
import { Database } from '../../src/db/database.js';
import { PostgresDriver } from '../../src/db/postgres-driver.js';
import { createLogger } from '../../src/logger.js';

/**
 * Scale-out, proven with real processes: two `svc server` and two `svc worker`
 * on one PostgreSQL database and one Redis (a private redis-server). The rate
 * limit holds across both servers, each webhook event reaches each endpoint
 * once, one Idempotency-Key sent to both servers at once runs once, and event
 * streams on both servers see every event. PostgreSQL only.
 */
vi.setConfig({ testTimeout: 180_000, hookTimeout: 300_000 });
const postgresOnly = dbKind() === 'postgres';

let database: { url: string; drop: () => Promise<void> } | null = null;
let redis: PrivateRedis | null = null;
let h: Harness;
const processes: ChildProcess[] = [];
const servers: string[] = [];
const receivers: Receiver[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'concierge-scale-'));

beforeAll(async () => {
  if (!postgresOnly) return;
  database = await clonePostgresDatabase();
  redis = await startPrivateRedis();
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    DATA_DIR: dataDir,
    SVC_OUTBOUND_ALLOW: '127.0.0.1',
    SVC_STREAM_POLL_MS: '200',
    SVC_WORKER_POLL_MS: '100',
    LOG_LEVEL: 'warn',
  };
  const started = await Promise.all([
    startSvc('server', env),
    startSvc('server', env),
    startSvc('worker', env),
    startSvc('worker', env),
  ]);
  for (const s of started) {
    processes.push(s.child);
    if (s.url) servers.push(s.url);
  }
  h = await createHarness({ db: new Database(PostgresDriver.open(database.url, { max: 4 }), createLogger('silent')) });
});
afterAll(async () => {
  for (const p of processes) if (p.exitCode === null) p.kill('SIGTERM');
  await Promise.all(processes.map((p) => (p.exitCode === null ? new Promise((r) => p.once('exit', r)) : null)));
  for (const r of receivers) await r.close();
  if (h) {
    await h.close();
    await h.db.close();
  }
  await redis?.close();
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: any;
}

/** One HTTP call to a server process (a fresh connection, so nothing is left open). */
function call(
  base: string,
  key: string,
  method: string,
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${base.replace(/\/v1$/, '')}${url}`,
      {
        method,
        agent: false,
        headers: {
          authorization: `Bearer ${key}`,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        let raw = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (raw += c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: raw ? JSON.parse(raw) : null }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Reads an event stream of a server until `stop()`; collects the event ids it framed. */
function stream(base: string, key: string): { ids: string[]; stop: () => void } {
  const ids: string[] = [];
  let buffer = '';
  const req = http.get(
    `${base}/events/stream?since=0`,
    { agent: false, headers: { authorization: `Bearer ${key}` } },
    (res) => {
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        buffer += c;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const id = /^id: (\d+)$/m.exec(frame)?.[1];
          if (id && !/^event: end$/m.test(frame)) ids.push(id);
        }
      });
    },
  );
  req.on('error', () => undefined);
  return { ids, stop: () => req.destroy() };
}

describe.runIf(postgresOnly)('two servers and two workers on one database and one Redis', () => {
  it('the rate limit holds across both servers', async () => {
    const ws = await h.workspace();
    const { key } = await ws.key();
    const started = Date.now();
    const statuses: Array<{ server: number; status: number }> = [];
    for (let i = 0; i < 90; i++) {
      const server = i % 2;
      statuses.push({ server, status: (await call(servers[server]!, key, 'GET', '/v1/follow-ups')).status });
    }
    const seconds = Math.ceil((Date.now() - started) / 1000);
    const allowed = statuses.filter((s) => s.status === 200).length;
    // 60 in the bucket plus one a second; per-process buckets would have let about 90 through.
    expect(allowed).toBeGreaterThanOrEqual(60);
    expect(allowed).toBeLessThanOrEqual(60 + seconds + 1);
    expect(statuses.filter((s) => s.status !== 200).every((s) => s.status === 429)).toBe(true);
    expect(new Set(statuses.filter((s) => s.status === 429).map((s) => s.server))).toEqual(new Set([0, 1]));
  });

  it('one Idempotency-Key sent to both servers at once runs once', async () => {
    const ws = await h.workspace();
    const api = await ws.key();
    for (let round = 0; round < 8; round++) {
      const body = { name: `Segment ${round}`, filter: { minIntent: 10 + round } };
      const headers = { 'idempotency-key': `both-${round}` };
      const answers = await Promise.all(servers.map((s) => call(s, api.key, 'POST', '/v1/segments', body, headers)));
      const fresh = answers.filter((a) => a.status === 201 && a.headers['idempotent-replayed'] === undefined);
      expect(fresh).toHaveLength(1);
      for (const other of answers.filter((a) => a !== fresh[0])) {
        // The duplicate either waited for the first and replays it, or arrived while it ran.
        if (other.status === 201)
          expect(other).toMatchObject({ headers: { 'idempotent-replayed': 'true' }, body: { id: fresh[0]!.body.id } });
        else expect(other).toMatchObject({ status: 409, headers: { 'retry-after': '1' }, body: { code: 'conflict' } });
      }
    }
    const list = await call(servers[0]!, api.key, 'GET', '/v1/segments');
    expect(list.body.items).toHaveLength(8);
  });

  it('event streams on both servers see every event, once and in order', async () => {
    const ws = await h.workspace();
    const { key } = await ws.key();
    const streams = servers.map((s) => stream(s, key));
    try {
      for (let i = 0; i < 6; i++) await emit(h, ws.id, 5);
      const all = (await eventIds(h, ws.id)).map(String);
      expect(all).toHaveLength(30);
      await eventually(() => {
        for (const s of streams) expect(s.ids).toEqual(all);
      }, 30_000);
    } finally {
      for (const s of streams) s.stop();
    }
  });

  it('each webhook event is delivered once to each endpoint by the two workers', async () => {
    const ws = await h.workspace();
    const { key } = await ws.key();
    for (let i = 0; i < 2; i++) {
      const r = await startReceiver();
      receivers.push(r);
      const created = await call(
        servers[i]!,
        key,
        'POST',
        '/v1/webhooks',
        { url: r.url(), events: ['*'] },
        { 'idempotency-key': `hook-${i}` },
      );
      expect(created.status).toBe(201);
      r.secret = created.body.secret;
    }
    for (let i = 0; i < 8; i++) await emit(h, ws.id, 5);
    const all = (await eventIds(h, ws.id)).map(String);
    expect(all).toHaveLength(40);
    await eventually(
      () => {
        for (const r of receivers) expect(new Set(r.requests.map((q) => q.event.id)).size).toBe(40);
      },
      60_000,
      200,
    );
    // A moment more: nothing arrives twice.
    await new Promise((r) => setTimeout(r, 2000));
    for (const r of receivers) {
      expect(r.requests.every((q) => q.verified)).toBe(true);
      expect(r.requests.map((q) => q.event.id).sort()).toEqual([...all].sort());
    }
  });
});
