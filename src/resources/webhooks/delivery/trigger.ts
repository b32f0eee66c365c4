import type { Deps } from '../../../deps.js';
import type { TenantTx } from '../../../db/types.js';
import { deliveryEngine } from './engine.js';
import { PUMP_JOB } from './queue.js';
import { activeWebhookTenants } from '../repository.js';
import { Slot } from '../../../lib/slots.js';

const TRIGGER_KEY = new Slot<DeliveryTrigger>('webhooks.trigger');
/** How long the list of data sets with active webhooks is trusted before it is read again. */
const ACTIVE_TTL_MS = 5000;

/**
 * Starts delivery as soon as events commit on this process: the pump is poked
 * when it runs here, otherwise a pump job is queued for whichever worker is
 * free. Data sets without an active webhook cost nothing. Missed hints are
 * harmless: the one-second schedule finds the work anyway.
 */
export class DeliveryTrigger {
  #active = new Set<string>();
  #readAt = 0;
  #refreshing: Promise<void> | null = null;
  #queued = false;
  #pending: Promise<void> | null = null;
  readonly #unsubscribe: () => void;

  constructor(private readonly deps: Deps) {
    this.#unsubscribe = deps.signals.onEvents((tenant) => this.#onEvents(tenant));
  }

  /** A webhook became active here: its data set counts at once. */
  noteActive(tenant: string): void {
    this.#active.add(tenant);
  }

  #onEvents(tenant: string): void {
    const engine = deliveryEngine(this.deps);
    if (engine.running) {
      engine.poke();
      return;
    }
    if (Date.now() - this.#readAt > ACTIVE_TTL_MS) {
      this.#refreshing ??= this.#refresh().finally(() => {
        this.#refreshing = null;
      });
      void this.#refreshing.then(() => this.#active.has(tenant) && this.#queue());
      return;
    }
    if (this.#active.has(tenant)) this.#queue();
  }

  async #refresh(): Promise<void> {
    try {
      this.#active = new Set(await activeWebhookTenants(this.deps.db));
      this.#readAt = Date.now();
    } catch (err) {
      this.deps.log.warn({ err }, 'could not read which data sets have webhooks');
    }
  }

  /** One enqueue per tick, however many commits signalled. */
  #queue(): void {
    if (this.#queued) return;
    this.#queued = true;
    this.#pending = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => {
        this.#queued = false;
        return this.deps.db.systemTx((tx) =>
          this.deps.jobs.enqueue(tx, { kind: PUMP_JOB, tenant: null, dedupeKey: 'events' }),
        );
      })
      .catch((err) => this.deps.log.warn({ err }, 'could not queue webhook delivery; the schedule will'));
  }

  async close(): Promise<void> {
    this.#unsubscribe();
    await this.#refreshing;
    await this.#pending;
  }
}

export function deliveryTrigger(deps: Pick<Deps, 'slots'>): DeliveryTrigger | undefined {
  return deps.slots.get(TRIGGER_KEY);
}

export function installDeliveryTrigger(deps: Deps): DeliveryTrigger {
  const trigger = new DeliveryTrigger(deps);
  deps.slots.set(TRIGGER_KEY, trigger);
  return trigger;
}

/** After commit, a webhook that can now receive counts for the trigger; a queued delivery gets a pump job. */
export async function afterWebhookChange(
  deps: Pick<Deps, 'slots' | 'jobs'>,
  tx: TenantTx,
  opts: { deliveryQueued?: boolean } = {},
): Promise<void> {
  const tenant = tx.tenant;
  tx.afterCommit(() => deliveryTrigger(deps)?.noteActive(tenant));
  if (opts.deliveryQueued) await deps.jobs.enqueue(tx, { kind: PUMP_JOB, tenant: null, dedupeKey: 'replay' });
}
