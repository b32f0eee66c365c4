/**
 * What the SDK remembers in the page's own localStorage (first-party to the
 * customer's site, never a third-party cookie): the visitor token, the
 * session, offers already shown in it, and widgets already used. Storage that
 * is blocked or full falls back to memory for this page.
 */
export interface Memory {
  token?: string;
  sessionId?: string;
  /** When this page's beacon ended the session (ms); the next page shows its conversation. */
  endedAt?: number | undefined;
  /** Earlier sessions (ended by a reload) whose conversation is still shown. */
  chain?: string[];
  /** The panel was open when the visitor left the page. */
  open?: boolean;
  visitorId?: string;
  /** The email last passed to identify() (so it is reported once). */
  identified?: string;
  prefill?: { email?: string; name?: string; company?: string };
  /** Per session: offers shown in it, and in-chat widgets used (part id → outcome). */
  seenOffers?: string[];
  done?: Record<string, string>;
  /** The start of the meeting booked in this visit, and the cards on screen then (other times, offers to book) it made stale. */
  booked?: string | undefined;
  stale?: string[];
}

export class Store {
  #memory: Memory = {};

  constructor(readonly key: string) {
    try {
      const raw = window.localStorage.getItem(key);
      if (raw) this.#memory = JSON.parse(raw) as Memory;
    } catch {
      this.#memory = {};
    }
  }

  get(): Memory {
    return this.#memory;
  }

  set(patch: Partial<Memory>): void {
    this.#memory = { ...this.#memory, ...patch };
    try {
      window.localStorage.setItem(this.key, JSON.stringify(this.#memory));
    } catch {
      /* storage blocked: keep it for this page only */
    }
  }
}
