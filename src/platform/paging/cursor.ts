import { createHash, timingSafeEqual } from 'node:crypto';
import { invalidRequest } from '../../contract/errors.js';
import { canonicalJson } from '../../lib/canonical-json.js';
import { HmacSha256 } from '../../lib/hmac.js';

/** What a cursor is bound to: a cursor from another list, filter set or data set is refused. */
export interface CursorScope {
  list: string;
  tenant: string;
  filters?: Record<string, unknown>;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

const BINDING_CACHE_SIZE = 10_000;

const b64 = (b: Buffer | string) => Buffer.from(b).toString('base64url');

/**
 * Opaque, signed keyset cursors. The payload carries the sort position of the
 * last item; the HMAC (server secret shared by every process) makes it tamper-proof.
 */
export class CursorCodec {
  /** Bindings by list, data set and filters: the same few lists are paged over and over. */
  readonly #bindings = new Map<string, string>();
  /** The signer, keyed once: a cursor is signed on every page served (see lib/hmac.ts for why not createHmac). */
  readonly #mac: HmacSha256;

  constructor(secret: Buffer) {
    this.#mac = new HmacSha256(secret);
  }

  #binding(scope: CursorScope): string {
    const key = `${scope.list}\u0000${scope.tenant}\u0000${JSON.stringify(scope.filters ?? {})}`;
    let binding = this.#bindings.get(key);
    if (binding === undefined) {
      binding = createHash('sha256')
        .update(canonicalJson([scope.list, scope.tenant, scope.filters ?? {}]))
        .digest('base64url')
        .slice(0, 16);
      if (this.#bindings.size >= BINDING_CACHE_SIZE) this.#bindings.clear();
      this.#bindings.set(key, binding);
    }
    return binding;
  }

  #sign(payload: string): string {
    return this.#mac.digest(payload, 'base64url').slice(0, 24);
  }

  encode(scope: CursorScope, position: readonly (string | number)[]): string {
    const payload = b64(JSON.stringify({ b: this.#binding(scope), p: position }));
    return `${payload}.${this.#sign(payload)}`;
  }

  /** Returns the position, or throws 400 invalid-request (param `cursor`). */
  decode(cursor: string, scope: CursorScope): (string | number)[] {
    const bad = () => invalidRequest('The cursor was not issued for this list; pass nextCursor unchanged.', 'cursor');
    const dot = cursor.indexOf('.');
    if (dot <= 0) throw bad();
    const payload = cursor.slice(0, dot);
    const sig = Buffer.from(cursor.slice(dot + 1));
    const expected = Buffer.from(this.#sign(payload));
    if (sig.length !== expected.length || !timingSafeEqual(sig, expected)) throw bad();
    let parsed: { b?: unknown; p?: unknown };
    try {
      parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      throw bad();
    }
    if (parsed.b !== this.#binding(scope) || !Array.isArray(parsed.p)) throw bad();
    return parsed.p as (string | number)[];
  }

  decodeOptional(cursor: string | undefined, scope: CursorScope): (string | number)[] | null {
    return cursor === undefined ? null : this.decode(cursor, scope);
  }

  /**
   * Trims the extra row a repository fetched (limit + 1) and cursors the page.
   * `position` gives the sort key of a row, in the order the query sorts by.
   */
  page<R, T = R>(
    rows: R[],
    limit: number,
    scope: CursorScope,
    position: (row: R) => (string | number)[],
    map: (row: R) => T = (r) => r as unknown as T,
  ): Page<T> {
    const more = rows.length > limit;
    const kept = more ? rows.slice(0, limit) : rows;
    const last = kept[kept.length - 1];
    return {
      items: kept.map(map),
      nextCursor: more && last !== undefined ? this.encode(scope, position(last)) : null,
    };
  }
}

/**
 * The keyset condition for `ORDER BY ts DESC, id DESC` (or ASC): rows strictly
 * after the cursor position. Pushes its values onto `params` and returns the SQL.
 */
export function keysetAfter(
  position: (string | number)[] | null,
  cols: { ts: string; id: string; idType?: 'uuid' | 'text' },
  direction: 'desc' | 'asc',
  params: unknown[],
): string | null {
  if (!position) return null;
  const [ts, id] = position;
  if (typeof ts !== 'string' || typeof id !== 'string' || Number.isNaN(Date.parse(ts))) {
    throw invalidRequest('The cursor was not issued for this list; pass nextCursor unchanged.', 'cursor');
  }
  const op = direction === 'desc' ? '<' : '>';
  const a = params.push(ts);
  const b = params.push(id);
  return `(${cols.ts}, ${cols.id}) ${op} ($${a}::timestamptz, $${b}::${cols.idType ?? 'uuid'})`;
}

/** The position of a row sorted by (timestamp, id). */
export const tsIdPosition = (ts: Date, id: string): [string, string] => [ts.toISOString(), id];
