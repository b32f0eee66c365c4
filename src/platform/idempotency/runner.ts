import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database.js';
import type { Tx } from '../../db/types.js';
import type { Clock } from '../../clock.js';
import { ApiError, conflict } from '../../contract/errors.js';
import { canonicalJson } from '../../lib/canonical-json.js';
import { findLiveRecord, saveRecord } from './repository.js';

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const IDEMPOTENCY_KEY_RE = /^[\x20-\x7E]{1,200}$/;

export interface StoredOutcome {
  replayed: boolean;
  status: number;
  /** Success body, or an error body without its request id. */
  body: unknown;
  /** Set when the operation answered with a 4xx (stored and replayed like any answer). */
  error?: ApiError;
}

/**
 * Method, path, query and canonical JSON body: what "the same request" means.
 * `view` is what the caller may read of people's words (verbatim with
 * conversations:transcripts, masked without): records are shared by every key
 * of the data set, and a stored answer must never reach a key that may not see
 * it, so a key with the other view gets idempotency-mismatch, not the replay.
 */
export function fingerprint(req: FastifyRequest, view: 'verbatim' | 'masked'): string {
  const path = req.url.split('?')[0];
  return createHash('sha256')
    .update(canonicalJson([req.method, path, req.query ?? {}, req.body ?? null, view]))
    .digest('hex');
}

/**
 * Runs a write at most once per (data set, Idempotency-Key): every key of one
 * workspace and mode shares the records, so a client that rotates its key and
 * retries replays (decisions, Idempotency). The record of the
 * answer is written in the same transaction as the write, so a crash leaves both
 * or neither. A duplicate that arrives while the first is still running gets
 * 409 conflict: caught in this process by the in-flight set, across processes by
 * a transaction-scoped advisory lock.
 */
export class IdempotencyRunner {
  readonly #inFlight = new Set<string>();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async run(
    args: { tenant: string; keyId: string; idemKey: string; fingerprint: string; statusOf: () => number },
    operation: (tx: Tx) => Promise<unknown>,
  ): Promise<StoredOutcome> {
    const slot = `${args.tenant}\u0000${args.idemKey}`;
    const busy = () =>
      conflict('A request with this Idempotency-Key is still running; retry shortly.', { 'Retry-After': '1' });
    if (this.#inFlight.has(slot)) throw busy();
    this.#inFlight.add(slot);
    try {
      return await this.db.tenantTx(args.tenant, async (tx) => {
        const lock = await tx.query<{ ok: boolean }>(
          `SELECT pg_try_advisory_xact_lock(hashtext($1), hashtext($2)) AS ok`,
          [args.tenant, args.idemKey],
        );
        if (!lock.rows[0]?.ok) throw busy();
        const now = this.clock.now();
        const existing = await findLiveRecord(tx, args.idemKey, now);
        if (existing) {
          if (existing.fingerprint !== args.fingerprint) {
            throw new ApiError(
              'idempotency-mismatch',
              'This Idempotency-Key was already used for a different request.',
              {
                param: 'Idempotency-Key',
              },
            );
          }
          return {
            replayed: true,
            status: existing.statusCode,
            body: existing.body === null ? null : JSON.parse(existing.body),
          };
        }
        let outcome: StoredOutcome;
        try {
          const body = await tx.savepoint(() => operation(tx));
          outcome = { replayed: false, status: args.statusOf(), body: body ?? null };
        } catch (err) {
          // 4xx answers are final and stored; a 5xx is not, so a retry runs again.
          if (!(err instanceof ApiError) || err.status >= 500) throw err;
          outcome = { replayed: false, status: err.status, body: err.toBody(), error: err };
        }
        await saveRecord(tx, {
          keyId: args.keyId,
          idemKey: args.idemKey,
          fingerprint: args.fingerprint,
          statusCode: outcome.status,
          body: outcome.body === null || outcome.body === undefined ? null : JSON.stringify(outcome.body),
          now,
          expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
        });
        return outcome;
      });
    } finally {
      this.#inFlight.delete(slot);
    }
  }
}
