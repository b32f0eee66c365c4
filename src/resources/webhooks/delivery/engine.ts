import { setMaxListeners } from 'node:events';
import type { Deps } from '../../../deps.js';
import { OutboundRefused } from '../../../platform/outbound/guard.js';
import { OutboundError, outboundRequest } from '../../../platform/outbound/http.js';
import { isLive, toEvent } from '../../events/service.js';
import { failPendingOfPaused } from '../repository.js';
import { laggingDataSets, fanOut } from './fanout.js';
import { claimDue, PUMP_JOB, releaseClaim, type ClaimedDelivery, type Outcome } from './queue.js';
import { AttemptRecorder } from './recorder.js';
import { parseRetryAfter, retryDelayMs } from './retry.js';
import { deliveryHeaders } from './signing.js';
import { Slot } from '../../../lib/slots.js';

export { PUMP_JOB };

const ENGINE_KEY = new Slot<DeliveryEngine>('webhooks.engine');
/** A pump hands its job back after this long (and queues a successor if work remains). */
const RUN_BUDGET_MS = 30_000;
/** A pump that had work waits this long for more before it ends (saves a job per event under a steady trickle). */
const LINGER_MS = 500;
/** Receivers' answers are not read; a bounded amount is drained. */
const MAX_RESPONSE_BYTES = 1024 * 1024;

/** The lease on an attempt outlasts its timeout, so it cannot be sent twice at the same time. */
export const leaseFor = (timeoutMs: number) => timeoutMs + Math.max(2000, timeoutMs / 2);

/**
 * Delivers webhooks: fans committed events out to deliveries and sends due
 * attempts, as one loop ("the pump") per process. It runs as a job, so any
 * worker process takes part; it is started by commits on this process (signal),
 * by a one-second schedule (commits elsewhere, retries, expired leases) and by
 * jobs due when a retry is.
 */
export class DeliveryEngine {
  #active = false;
  #eventsPending = false;
  /** Deliveries may have come due (fan-out queued some, a retry or replay is due, a batch came back full). */
  #claimPending = false;
  #sweepPending = false;
  #changed = false;
  #wake: (() => void) | null = null;
  #claims = 0;

  constructor(private readonly deps: Deps) {}

  get running(): boolean {
    return this.#active;
  }

  /** New events, or deliveries due, may be waiting: look again. */
  poke(): void {
    this.#eventsPending = true;
    this.#claimPending = true;
    this.#notify();
  }

  #notify(): void {
    this.#changed = true;
    this.#wake?.();
  }

  async run(workerId: string, signal: AbortSignal): Promise<void> {
    if (this.#active) {
      this.poke();
      return;
    }
    this.#active = true;
    // Every attempt in flight listens for the worker stopping.
    // Attempts in flight in this process (SVC_WEBHOOK_CONCURRENCY): also the most a crash of it can send twice.
    const slots = this.deps.config.webhookConcurrency;
    setMaxListeners(slots + 16, signal);
    const unsubscribe = this.deps.signals.onEvents(() => {
      this.#eventsPending = true;
      this.#notify();
    });
    const onAbort = () => this.#notify();
    signal.addEventListener('abort', onAbort);
    const recorder = new AttemptRecorder(this.deps, () => {
      this.#sweepPending = true;
      this.#notify();
    });
    const inFlight = new Set<Promise<void>>();
    const deadline = Date.now() + RUN_BUDGET_MS;
    let unfinished = false;
    let lastWork = 0;
    try {
      this.#eventsPending = true;
      this.#claimPending = true;
      this.#sweepPending = true;
      while (!signal.aborted) {
        // A turn of the event loop per pass: the embedded database answers through
        // microtasks, and a busy pump must not starve the sockets of its own attempts.
        await new Promise((resolve) => setImmediate(resolve));
        this.#changed = false;
        let progress = false;
        if (this.#sweepPending) {
          this.#sweepPending = false;
          await failPendingOfPaused(this.deps.db, null, this.deps.clock.now());
        }
        if (this.#eventsPending) {
          this.#eventsPending = false;
          const { scanned, queued } = await this.#fanOutAll();
          if (scanned > 0) progress = this.#eventsPending = true;
          if (queued > 0) this.#claimPending = true;
        }
        const free = slots - inFlight.size;
        // Claims come in batches: when work may be due and a quarter of the slots (or all) are free.
        if (this.#claimPending && (free >= slots / 4 || inFlight.size === 0)) {
          this.#claimPending = false;
          const batch = await claimDue(this.deps.db, {
            // A token per claim, so a lease this worker lost and took again is told apart.
            holder: `${workerId}#${++this.#claims}`,
            limit: free,
            now: this.deps.clock.now(),
            leaseMs: leaseFor(this.deps.config.webhookTimeoutMs),
          });
          for (const d of batch) {
            const p: Promise<void> = this.#deliver(d, signal, recorder).finally(() => {
              inFlight.delete(p);
              this.#notify();
            });
            inFlight.add(p);
          }
          if (batch.length > 0) progress = true;
          if (batch.length === free) this.#claimPending = true;
        }
        if (Date.now() > deadline) {
          unfinished = progress || inFlight.size > 0;
          break;
        }
        if (progress) lastWork = Date.now();
        if (progress || this.#changed) continue;
        const lingering = lastWork > 0 ? lastWork + LINGER_MS - Date.now() : 0;
        if (inFlight.size === 0 && lingering <= 0) break;
        await new Promise<void>((resolve) => {
          const timer = inFlight.size === 0 ? setTimeout(resolve, lingering) : null;
          this.#wake = () => {
            if (timer) clearTimeout(timer);
            resolve();
          };
          if (this.#changed) this.#wake();
        });
        this.#wake = null;
      }
      await Promise.allSettled([...inFlight]);
    } catch (err) {
      this.deps.log.error({ err }, 'webhook delivery pass failed; the schedule retries');
      await Promise.allSettled([...inFlight]);
    } finally {
      unsubscribe();
      signal.removeEventListener('abort', onAbort);
      this.#active = false;
      this.#wake = null;
    }
    // A poke that came while this pass was ending would otherwise wait for the next schedule tick.
    const missed = this.#eventsPending || this.#claimPending;
    if ((unfinished || missed) && !signal.aborted) {
      await this.deps.db.systemTx((tx) =>
        this.deps.jobs.enqueue(tx, { kind: PUMP_JOB, tenant: null, dedupeKey: 'continue' }),
      );
    }
  }

  async #fanOutAll(): Promise<{ scanned: number; queued: number }> {
    const total = { scanned: 0, queued: 0 };
    for (const tenant of await laggingDataSets(this.deps.db)) {
      const r = await fanOut(this.deps, tenant);
      total.scanned += r.scanned;
      total.queued += r.queued;
    }
    return total;
  }

  async #deliver(d: ClaimedDelivery, signal: AbortSignal, recorder: AttemptRecorder): Promise<void> {
    const { config, clock, db, log } = this.deps;
    if (d.interrupted)
      log.warn(
        { delivery: d.id, previousWorker: d.interrupted },
        'retrying a webhook attempt whose lease ran out without an outcome (its worker stopped or stalled)',
      );
    const body = JSON.stringify(toEvent(d.event, isLive(d.tenant)));
    let outcome: Outcome;
    try {
      const res = await outboundRequest(this.deps.outbound, {
        url: d.url,
        method: 'POST',
        headers: deliveryHeaders({
          secret: d.secret,
          eventType: d.event.type,
          deliveryId: d.id,
          body,
          now: clock.now(),
        }),
        body,
        timeoutMs: config.webhookTimeoutMs,
        maxBytes: MAX_RESPONSE_BYTES,
        maxRedirects: 0,
        signal,
      });
      if (res.status >= 200 && res.status < 300) outcome = { ok: true, status: res.status };
      else {
        const throttled = res.status === 429 || res.status === 503;
        outcome = {
          ok: false,
          status: res.status,
          error:
            res.status >= 300 && res.status < 400
              ? `the receiver answered ${res.status}; redirects are not followed`
              : `the receiver answered ${res.status}`,
          retryAfterMs: throttled ? parseRetryAfter(res.headers['retry-after'], clock.now()) : null,
        };
      }
    } catch (err) {
      if (signal.aborted) {
        // Stopping: hand the delivery back uncounted so another worker sends it now.
        await db.tenantTx(d.tenant, (tx) => releaseClaim(tx, d)).catch(() => undefined);
        return;
      }
      outcome = { ok: false, status: null, error: describeFailure(err), retryAfterMs: null };
    }
    this.deps.metrics.webhookAttempts.inc({
      outcome: outcome.ok ? 'success' : outcome.status === null ? 'network_error' : 'http_error',
    });
    const at = clock.now();
    const nextAttemptAt = outcome.ok
      ? null
      : new Date(at.getTime() + retryDelayMs(d.attempts + 1, config.webhookRetryDelays, outcome.retryAfterMs));
    const result = await recorder.record({ delivery: d, outcome, at, nextAttemptAt });
    if (result === 'delivered' || result === 'failed') this.deps.metrics.webhookDeliveries.inc({ result });
    else if (result === 'pending') this.deps.metrics.webhookDeliveries.inc({ result: 'retrying' });
    if (result === 'lease-lost')
      log.warn({ delivery: d.id }, 'webhook attempt finished after its lease ran out; the next holder records its own');
  }
}

function describeFailure(err: unknown): string {
  if (err instanceof OutboundRefused) return `refused: ${err.message}`;
  if (err instanceof OutboundError)
    return err.kind === 'timeout' ? `timed out: ${err.message}` : `${err.kind}: ${err.message}`;
  return `network: ${err instanceof Error ? err.message : String(err)}`;
}

/** The process's engine (one pump per process, shared by its workers). */
export function deliveryEngine(deps: Deps): DeliveryEngine {
  const engine = deps.slots.getOrMake(ENGINE_KEY, () => new DeliveryEngine(deps));
  return engine;
}
