/**
 * Which statements one PostgreSQL session holds prepared for statement groups,
 * by text, least recently used first (docs/performance.md, "Statements kept
 * prepared"). A read parsed and planned once per session instead of once per
 * request costs PostgreSQL about half the CPU on a list page.
 *
 * Names are never reused within a session (`svc_s1`, `svc_s2`, …), so a name
 * always means one text. A statement is `ready` once a group that sent its
 * Parse succeeded; until then nobody knows whether the server holds it, so it
 * is closed and parsed again (closing a statement the server does not hold is
 * no error). Evicted names are closed in front of the next group and forgotten
 * only when that group succeeded: an error skips everything up to the Sync.
 */
/** DATABASE_STATEMENT_CACHE's default: room for every list and get route's statements, and their filter variants. */
export const DEFAULT_STATEMENT_CACHE = 100;

interface Entry {
  readonly name: string;
  /** new: never sent; unsure: a Parse was sent and its group failed; ready: the session holds it. */
  state: 'new' | 'unsure' | 'ready';
}

/** What one group sends for its statement, handed back to `settle` when the server answered. */
export interface Sent {
  readonly entry: Entry;
  readonly parse: boolean;
  readonly close: readonly string[];
}

export class StatementCache {
  readonly #entries = new Map<string, Entry>();
  #closing: string[] = [];
  #next = 0;

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1)
      throw new Error(`statement cache capacity must be a positive integer: ${capacity}`);
  }

  get size(): number {
    return this.#entries.size;
  }

  /** What to send for `text`: Close messages first, then a Parse unless the session holds it, then Bind by `entry.name`. */
  take(text: string): Sent {
    let entry = this.#entries.get(text);
    if (entry) {
      // Most recently used goes last (a Map keeps insertion order).
      this.#entries.delete(text);
    } else {
      if (this.#entries.size >= this.capacity) {
        const [oldest, evicted] = this.#entries.entries().next().value!;
        this.#entries.delete(oldest);
        if (evicted.state !== 'new') this.#closing.push(evicted.name);
      }
      entry = { name: `svc_s${++this.#next}`, state: 'new' };
    }
    this.#entries.set(text, entry);
    const close = entry.state === 'unsure' ? [...this.#closing, entry.name] : this.#closing;
    return { entry, parse: entry.state !== 'ready', close };
  }

  /** How the group that sent `sent` ended: on success its Close and Parse messages took effect; on failure nobody knows. */
  settle(sent: Sent, ok: boolean): void {
    if (ok) {
      if (sent.close.length > 0) this.#closing = this.#closing.filter((n) => !sent.close.includes(n));
      sent.entry.state = 'ready';
    } else {
      // The group may have stopped before the Parse, or a held statement's plan went stale (a
      // migration changed its table): it is closed and parsed again next time.
      sent.entry.state = 'unsure';
    }
  }
}
