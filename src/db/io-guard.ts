import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which async context holds an open database transaction. The transaction
 * helper marks its unit of work; code that calls out of the process (DNS, HTTP,
 * SMTP, model endpoints) asks first and refuses while one is open. A network
 * call inside a transaction holds row locks and a pooled connection for as long
 * as the remote side takes, and a retried transaction repeats the call: the
 * rule is "resolve, fetch or send before BEGIN or after COMMIT" (a job), and this
 * makes every break of it fail loudly, in tests and in production alike.
 */
interface Scope {
  open: boolean;
}

const scope = new AsyncLocalStorage<Scope>();

export class IoInTransactionError extends Error {
  constructor(what: string) {
    super(`${what} was called while a database transaction is open; do it before the transaction or from a job`);
    this.name = 'IoInTransactionError';
  }
}

/** Runs one transaction's work; the mark is lifted as soon as it ends, even for continuations it left behind. */
export async function withinTransaction<T>(fn: () => Promise<T>): Promise<T> {
  const s: Scope = { open: true };
  try {
    return await scope.run(s, fn);
  } finally {
    s.open = false;
  }
}

export function transactionOpen(): boolean {
  return scope.getStore()?.open === true;
}

/** Throws when the calling async context holds an open transaction. `what` names the call, for the message. */
export function assertNoTransaction(what: string): void {
  if (transactionOpen()) throw new IoInTransactionError(what);
}
