import { PassThrough } from 'node:stream';
import type { Database } from '../../db/database.js';
import type { Logger } from '../../logger.js';
import type { Signals } from '../../lib/signals.js';
import { readEvents, type EventRow } from './repository.js';
import { isLive, toEvent } from './service.js';

/** The reconnection delay the stream asks clients for (decisions: `retry: 2000`). */
export const RETRY_MS = 2000;
const BATCH = 500;
/** A client that stops reading is dropped instead of buffering without bound. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;

export interface HubOptions {
  pollMs: number;
  maxSeconds: number;
  keepAliveMs: number;
  /**
   * Which keys of open streams still authenticate. Checked when keys or plans
   * change (`onChange`: a revocation or plan switch, here or heard from another
   * process) and every `recheckMs` besides, so a stream of a revoked key, or of
   * a workspace whose API plan was switched off, ends within seconds.
   */
  keys?: { usable(keyIds: string[]): Promise<Set<string>>; onChange(fn: () => void): () => void; recheckMs: number };
}

interface Subscriber {
  /** The key that opened the stream. */
  keyId: string | null;
  tenant: string;
  /** The last event id this stream has covered (sent, or skipped by its type filter). */
  position: number;
  types: ReadonlySet<string> | null;
  out: PassThrough;
  endTimer: NodeJS.Timeout;
}

/**
 * One feed per data set with open streams on this process: a single query per
 * poll serves every stream of that data set, so the database cost grows with
 * the number of data sets watched, not with the number of streams.
 */
class Feed {
  readonly members = new Set<Subscriber>();
  readonly #timer: NodeJS.Timeout;
  #polling: Promise<void> | null = null;
  #again = false;

  constructor(
    private readonly hub: StreamHub,
    readonly tenant: string,
  ) {
    this.#timer = setInterval(() => this.wake(), hub.opts.pollMs);
  }

  wake(): void {
    if (this.#polling) {
      this.#again = true;
      return;
    }
    this.#polling = this.#run().finally(() => {
      this.#polling = null;
    });
  }

  async #run(): Promise<void> {
    do {
      this.#again = false;
      try {
        while (this.members.size > 0 && (await this.#pollOnce())) {
          // A full batch: more may be waiting. Let the sockets drain first (the
          // embedded database answers through microtasks, which would starve them).
          await new Promise((resolve) => setImmediate(resolve));
        }
      } catch (err) {
        this.hub.log.warn({ err, tenant: this.tenant }, 'event stream poll failed; retrying at the next interval');
        return;
      }
    } while (this.#again && this.members.size > 0);
  }

  /** Returns true when the batch was full. */
  async #pollOnce(): Promise<boolean> {
    // Only streams present when the query starts may advance on its rows: one that
    // joins meanwhile may sit below the range read, and is served by the next poll.
    const members = [...this.members];
    const after = Math.min(...members.map((m) => m.position));
    const { rows, head } = await this.hub.read(this.tenant, after);
    const frames = new Map<number, string>();
    const frameOf = (row: EventRow) => {
      let f = frames.get(row.id);
      if (f === undefined) {
        f = `event: ${row.type}\nid: ${row.id}\ndata: ${JSON.stringify(toEvent(row, isLive(this.tenant)))}\n\n`;
        frames.set(row.id, f);
      }
      return f;
    };
    for (const m of members) {
      if (!this.members.has(m)) continue;
      for (const row of rows) {
        if (row.id <= m.position) continue;
        if (!m.types || m.types.has(row.type)) this.hub.write(m, frameOf(row));
        m.position = row.id;
      }
      if (rows.length < BATCH) m.position = Math.max(m.position, head);
    }
    return rows.length === BATCH;
  }

  async close(): Promise<void> {
    clearInterval(this.#timer);
    await this.#polling;
  }
}

/** Every event stream open on this process; ends them all when the app closes. */
export class StreamHub {
  readonly #feeds = new Map<string, Feed>();
  readonly #unsubscribe: () => void;
  readonly #keepAlive: NodeJS.Timeout;
  readonly #keyWatch: { stop: () => void; timer: NodeJS.Timeout } | null = null;
  #checking: Promise<void> | null = null;
  #checkAgain = false;
  #closed = false;

  constructor(
    private readonly db: Database,
    readonly log: Logger,
    signals: Signals,
    readonly opts: HubOptions,
  ) {
    // Events committed by this process show up at once; others' at the next poll.
    this.#unsubscribe = signals.onEvents((tenant) => this.#feeds.get(tenant)?.wake());
    this.#keepAlive = setInterval(() => {
      for (const feed of this.#feeds.values()) for (const m of feed.members) this.write(m, ': keep-alive\n\n');
    }, opts.keepAliveMs);
    if (opts.keys) {
      const timer = setInterval(() => this.checkKeys(), opts.keys.recheckMs);
      timer.unref();
      this.#keyWatch = { stop: opts.keys.onChange(() => this.checkKeys()), timer };
    }
  }

  /** Ends the streams whose key no longer authenticates (with their end frame; reconnecting then gets 401 or 403). */
  checkKeys(): void {
    if (!this.opts.keys || this.#closed) return;
    if (this.#checking) {
      this.#checkAgain = true;
      return;
    }
    this.#checking = (async () => {
      do {
        this.#checkAgain = false;
        const members = [...this.#feeds.values()].flatMap((f) => [...f.members]).filter((m) => m.keyId !== null);
        if (members.length === 0) break;
        try {
          const usable = await this.opts.keys!.usable([...new Set(members.map((m) => m.keyId!))]);
          for (const m of members) {
            if (usable.has(m.keyId!)) continue;
            this.log.info(
              { tenant: m.tenant, keyId: m.keyId },
              'event stream ended: its key was revoked or its plan has no API access',
            );
            this.#end(m);
          }
        } catch (err) {
          this.log.warn({ err }, 'could not check the keys of open event streams; trying again shortly');
        }
      } while (this.#checkAgain);
    })().finally(() => {
      this.#checking = null;
    });
  }

  /** Number of open streams (benchmarks and tests). */
  get size(): number {
    let n = 0;
    for (const f of this.#feeds.values()) n += f.members.size;
    return n;
  }

  read(tenant: string, after: number): Promise<{ rows: EventRow[]; head: number }> {
    return this.db.tenantTx(tenant, (tx) => readEvents(tx, { after, types: null, limit: BATCH }), { readOnly: true });
  }

  open(o: { tenant: string; position: number; types: readonly string[] | null; keyId?: string }): PassThrough {
    const out = new PassThrough();
    out.write(`retry: ${RETRY_MS}\n\n`);
    if (this.#closed) {
      out.end(endFrame(o.position));
      return out;
    }
    const m: Subscriber = {
      keyId: o.keyId ?? null,
      tenant: o.tenant,
      position: o.position,
      types: o.types ? new Set(o.types) : null,
      out,
      endTimer: setTimeout(() => this.#end(m), this.opts.maxSeconds * 1000),
    };
    let feed = this.#feeds.get(o.tenant);
    if (!feed) this.#feeds.set(o.tenant, (feed = new Feed(this, o.tenant)));
    feed.members.add(m);
    // The client went away (or the stream ended): stop serving it.
    out.on('close', () => this.#remove(m));
    feed.wake();
    return out;
  }

  write(m: Subscriber, frame: string): void {
    if (m.out.writableLength > MAX_BUFFERED_BYTES) {
      this.log.warn({ tenant: m.tenant }, 'event stream client is not reading; closing its stream');
      m.out.destroy();
      return;
    }
    m.out.write(frame);
  }

  /** Sends the `end` frame with the stream's position (also as its id, so reconnecting clients resume there) and closes. */
  #end(m: Subscriber): void {
    this.#remove(m);
    if (!m.out.writableEnded && !m.out.destroyed) m.out.end(endFrame(m.position));
  }

  #remove(m: Subscriber): void {
    clearTimeout(m.endTimer);
    const feed = this.#feeds.get(m.tenant);
    if (!feed?.members.delete(m)) return;
    if (feed.members.size === 0) {
      this.#feeds.delete(m.tenant);
      void feed.close();
    }
  }

  async close(): Promise<void> {
    this.#closed = true;
    this.#unsubscribe();
    clearInterval(this.#keepAlive);
    if (this.#keyWatch) {
      this.#keyWatch.stop();
      clearInterval(this.#keyWatch.timer);
    }
    await this.#checking;
    const feeds = [...this.#feeds.values()];
    for (const feed of feeds) for (const m of [...feed.members]) this.#end(m);
    await Promise.all(feeds.map((f) => f.close()));
  }
}

function endFrame(position: number): string {
  return `event: end\nid: ${position}\ndata: ${JSON.stringify({ lastId: String(position) })}\n\n`;
}
