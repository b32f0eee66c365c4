import { EventEmitter } from 'node:events';

/**
 * In-process wake-ups after commits: pollers (event stream, delivery worker, job
 * worker) react at once to work committed by this process and fall back to
 * polling for work committed by others.
 */
export class Signals {
  readonly #em = new EventEmitter();

  constructor() {
    this.#em.setMaxListeners(0);
  }

  eventsCommitted(tenant: string): void {
    this.#em.emit('events', tenant);
  }

  jobsQueued(): void {
    this.#em.emit('jobs');
  }

  onEvents(fn: (tenant: string) => void): () => void {
    this.#em.on('events', fn);
    return () => this.#em.off('events', fn);
  }

  onJobs(fn: () => void): () => void {
    this.#em.on('jobs', fn);
    return () => this.#em.off('jobs', fn);
  }
}
