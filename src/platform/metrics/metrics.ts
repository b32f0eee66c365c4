import client from 'prom-client';

const { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } = client;

/** Seconds; from a fast read to a slow ask or a long stream's first byte. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type WebhookAttemptOutcome = 'success' | 'http_error' | 'network_error';
export type WebhookDeliveryResult = 'delivered' | 'retrying' | 'failed';

/**
 * This process's Prometheus metrics (prom-client), in a registry of its own so
 * several apps in one process (tests) never share counters. What the process
 * sees as it happens is counted here; what lives in the database (job queue,
 * outbox lag, pool) is read when scraped (collectors.ts). Served only on the
 * metrics listener (server.ts), never on the API port.
 */
export class Metrics {
  readonly registry = new Registry();

  readonly requests = new Histogram({
    name: 'svc_http_request_duration_seconds',
    help: 'API requests by operation (operationId; "unmatched" for unknown paths), method and status, with their durations; _count counts them',
    labelNames: ['operation', 'method', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [this.registry],
  });

  readonly rateLimitRejections = new Counter({
    name: 'svc_rate_limit_rejections_total',
    help: 'Calls refused with 429, by bucket and by holder (an API key, a visitor of the runtime API, or the client address of calls without either)',
    labelNames: ['bucket', 'holder'] as const,
    registers: [this.registry],
  });

  readonly webhookAttempts = new Counter({
    name: 'svc_webhook_attempts_total',
    help: 'Webhook delivery attempts sent by this process, by outcome: success (2xx), http_error (another status), network_error (refused, timed out, no answer)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  readonly webhookDeliveries = new Counter({
    name: 'svc_webhook_deliveries_total',
    help: 'What each recorded attempt left its delivery as: delivered, retrying (another attempt is due) or failed (the fifth attempt failed, or the webhook is paused)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly #streamSources: Array<() => number> = [];

  readonly openStreams = new Gauge({
    name: 'svc_event_streams_open',
    help: 'Event streams (GET /v1/events/stream) open on this process',
    registers: [this.registry],
    collect: () => {
      this.openStreams.set(this.#streamSources.reduce((n, f) => n + f(), 0));
    },
  });

  constructor(opts: { defaultMetrics?: boolean } = {}) {
    // Process CPU, memory, event-loop lag and handles, under the same prefix.
    if (opts.defaultMetrics ?? true) collectDefaultMetrics({ register: this.registry, prefix: 'svc_' });
  }

  /** Something that holds event streams open (the stream hub of an app) and can count them. */
  trackStreams(count: () => number): void {
    this.#streamSources.push(count);
  }

  observeRequest(operation: string, method: string, status: number, seconds: number): void {
    this.requests.observe({ operation, method, status: String(status) }, seconds);
  }

  async text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
