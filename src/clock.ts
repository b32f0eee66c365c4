/**
 * The one clock. Everything that stamps or compares business time reads it, so
 * tests can freeze or move time (idempotency expiry, token buckets, ranges).
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and advance. */
export class ManualClock implements Clock {
  #ms: number;
  constructor(start: Date | string | number = Date.now()) {
    this.#ms = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.#ms);
  }
  set(to: Date | string | number): void {
    this.#ms = new Date(to).getTime();
  }
  advance(ms: number): void {
    this.#ms += ms;
  }
}
