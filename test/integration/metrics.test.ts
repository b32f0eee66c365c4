import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, dbKind, testConfig, type Harness } from '../helpers/harness.js';
import { emit } from '../webhooks/events.js';
import { eventually, startReceiver } from '../webhooks/receiver.js';
import { say, startVisit } from '../helpers/runtime.js';
import { createLogger } from '../../src/logger.js';
import { startMetricsServer, type MetricsServer } from '../../src/platform/metrics/server.js';
import { startProcess } from '../../src/process/server.js';
import { loadConfig } from '../../src/config.js';

let h: Harness;
let server: MetricsServer;
beforeAll(async () => {
  h = await createHarness({ config: { metricsPort: 0, outboundAllow: ['127.0.0.1'], webhookTimeoutMs: 5000 } });
  server = await startMetricsServer(h.deps.metrics, createLogger('silent'), { host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await server?.close();
  await h?.close();
});

async function scrape(url = server.url): Promise<string> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

/** The value of one sample, e.g. value(text, 'svc_jobs_ready', { kind: 'x' }); undefined when absent. */
function value(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const m = /^[^{ ]+(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) continue;
    const have = Object.fromEntries([...(m[1] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[2]);
  }
  return undefined;
}

describe('metrics', () => {
  it('counts requests by operation and status, with durations', async () => {
    const api = await (await h.workspace()).live();
    await api.get('/v1/follow-ups');
    await api.get('/v1/follow-ups');
    await api.get('/v1/follow-ups/00000000-0000-4000-8000-000000000000');
    await api.get('/v1/no/such/path');
    const text = await scrape();
    const count = (operation: string, status: string) =>
      value(text, 'svc_http_request_duration_seconds_count', { operation, method: 'GET', status });
    expect(count('listFollowUps', '200')).toBe(2);
    expect(count('getFollowUp', '404')).toBe(1);
    expect(count('unmatched', '404')).toBe(1);
    expect(
      value(text, 'svc_http_request_duration_seconds_sum', { operation: 'listFollowUps', status: '200' }),
    ).toBeGreaterThan(0);
    expect(
      value(text, 'svc_http_request_duration_seconds_bucket', {
        operation: 'listFollowUps',
        status: '200',
        le: '+Inf',
      }),
    ).toBe(2);
    // Process metrics come along on the metrics listener.
    expect(value(text, 'svc_process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(value(text, 'svc_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(
      dbKind() === 'pglite' ? 1 : 0,
    );
    expect(value(text, 'svc_db_pool_connections', { state: 'max' })).toBeGreaterThanOrEqual(1);
  });

  it('counts rate-limit rejections by bucket and holder', async () => {
    const api = await (await h.workspace()).live();
    const before = value(await scrape(), 'svc_rate_limit_rejections_total', { bucket: 'default', holder: 'key' }) ?? 0;
    let res = await api.get('/v1/offers');
    while (res.status !== 429) res = await api.get('/v1/offers');
    await api.get('/v1/offers');
    expect(value(await scrape(), 'svc_rate_limit_rejections_total', { bucket: 'default', holder: 'key' })).toBe(
      before + 2,
    );
  });

  it('labels runtime API requests by operation, and counts their refusals per visitor', async () => {
    const ws = await h.workspace({ seed: true });
    const agent = (await (await ws.test()).get('/v1/agents')).body.items[0];
    const anon = h.anonymous();
    await anon.get(`/runtime/v1/agents/${agent.publicId}`);
    const visit = await startVisit(anon, agent.publicId);
    // The message bucket holds a burst of 10: the 11th message in a row is refused.
    let res = await say(anon, visit, 'hello');
    while (res.status !== 429) res = await say(anon, visit, 'hello');
    const text = await scrape();
    const count = (operation: string, method: string, status: string) =>
      value(text, 'svc_http_request_duration_seconds_count', { operation, method, status });
    expect(count('getRuntimeAgent', 'GET', '200')).toBe(1);
    expect(count('startRuntimeSession', 'POST', '201')).toBe(1);
    expect(count('postRuntimeMessage', 'POST', '429')).toBe(1);
    expect(value(text, 'svc_rate_limit_rejections_total', { bucket: 'runtime-message', holder: 'visitor' })).toBe(1);
  });

  it('reads the job queue: depth and oldest age of due jobs by kind', async () => {
    await h.db.systemTx(async (tx) => {
      for (const minutes of [10, 2]) {
        await h.deps.jobs.enqueue(tx, {
          kind: 'metrics.probe',
          tenant: null,
          runAt: new Date(Date.now() - minutes * 60_000),
        });
      }
      await h.deps.jobs.enqueue(tx, { kind: 'metrics.probe', tenant: null, runAt: new Date(Date.now() + 3_600_000) });
    });
    const text = await scrape();
    expect(value(text, 'svc_jobs', { kind: 'metrics.probe', status: 'queued' })).toBe(3);
    expect(value(text, 'svc_jobs_ready', { kind: 'metrics.probe' })).toBe(2);
    const age = value(text, 'svc_jobs_oldest_ready_age_seconds', { kind: 'metrics.probe' })!;
    expect(age).toBeGreaterThanOrEqual(600);
    expect(age).toBeLessThan(3600);
  });

  it('shows the outbox lag until the worker fans events out, then the delivery outcomes', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const receiver = await startReceiver();
    try {
      const hook = await api.post('/v1/webhooks', { url: receiver.url(), events: ['*'] });
      receiver.secret = hook.body.secret;
      await emit(h, ws.id, 3);
      const lagging = await scrape();
      expect(value(lagging, 'svc_event_outbox_lag_events')).toBeGreaterThanOrEqual(3);
      expect(value(lagging, 'svc_event_outbox_lag_seconds')).toBeGreaterThanOrEqual(0);
      const before = value(lagging, 'svc_webhook_attempts_total', { outcome: 'success' }) ?? 0;
      const worker = h.worker();
      await worker.start();
      try {
        await eventually(async () => {
          const text = await scrape();
          expect(value(text, 'svc_webhook_attempts_total', { outcome: 'success' })).toBe(before + 3);
          expect(value(text, 'svc_webhook_deliveries_total', { result: 'delivered' })).toBeGreaterThanOrEqual(3);
          expect(value(text, 'svc_event_outbox_lag_events')).toBe(0);
          expect(value(text, 'svc_event_outbox_lag_seconds')).toBe(0);
        });
      } finally {
        await worker.stop(1000);
      }
      expect(receiver.requests.every((r) => r.verified)).toBe(true);
    } finally {
      await receiver.close();
    }
  });

  it('counts the event streams open on this process', async () => {
    const api = await (await h.workspace()).live();
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
    const abort = new AbortController();
    const stream = await fetch(`${base}/v1/events/stream`, {
      headers: { authorization: `Bearer ${api.key}` },
      signal: abort.signal,
    });
    expect(stream.status).toBe(200);
    await stream.body!.getReader().read();
    expect(value(await scrape(), 'svc_event_streams_open')).toBe(1);
    abort.abort();
    await eventually(async () => expect(value(await scrape(), 'svc_event_streams_open')).toBe(0));
  });

  it('serves metrics on their own listener only: the API port has no /metrics, the listener nothing else', async () => {
    expect((await h.anonymous().get('/metrics')).status).toBe(404);
    expect((await fetch(server.url.replace('/metrics', '/'))).status).toBe(404);
    expect((await fetch(server.url.replace('/metrics', '/v1/follow-ups'))).status).toBe(404);
  });
});

describe.runIf(dbKind() === 'postgres')('a process started with METRICS_PORT', () => {
  it('serves them on that port (loopback by default), and none without it', async () => {
    const config = testConfig({ port: 0, databaseUrl: h.databaseUrl, metricsPort: 0, logLevel: 'silent' });
    expect(config.metricsHost).toBe('127.0.0.1');
    const running = await startProcess(config, { api: true, worker: false });
    try {
      expect(running.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      expect((await fetch(`${running.url}/openapi.json`)).status).toBe(200);
      const text = await scrape(running.metricsUrl!);
      expect(
        value(text, 'svc_http_request_duration_seconds_count', { operation: 'getOpenApiDocument', status: '200' }),
      ).toBe(1);
    } finally {
      await running.stop();
    }
    // Off unless asked for.
    expect(loadConfig({}).metricsPort).toBeNull();
  });
});
