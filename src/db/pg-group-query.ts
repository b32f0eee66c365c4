import pg from 'pg';
// pg's package exports its lib/ modules; prepareValue is how pg turns a bound value into wire text.
import pgUtils from 'pg/lib/utils.js';
import type { GroupOptions, QueryResult, SetupStatement } from './types.js';
import { StatementCache, type Sent } from './statement-cache.js';

// pg's Query class is the documented extension point for custom submittables
// (pg-cursor and pg-query-stream build on it); its protocol hooks are untyped.
const BaseQuery = pg.Query as unknown as new (
  config: string,
  values: unknown[],
  callback: (err: Error | null, res: pg.QueryResult) => void,
) => {
  values: unknown[];
  queryMode?: string;
  prepare(connection: unknown): void;
  handleDataRow(msg: unknown): void;
  handleCommandComplete(msg: unknown, connection: unknown): void;
  handleError(err: Error, connection: unknown): void;
  handleReadyForQuery(connection: unknown): void;
};

interface ProtocolConnection {
  parse(msg: { text: string; name?: string }): void;
  bind(msg: { values: unknown[]; statement?: string; valueMapper?: (v: unknown) => unknown }): void;
  describe(msg: { type: 'P'; name: string }): void;
  execute(msg: { portal: string }): void;
  close(msg: { type: 'S'; name: string }): void;
  sync(): void;
}

/**
 * Named setup statements a session may hold. The service names two (the tenant
 * opening of a one-statement read and of a transaction block), so the bound is
 * never reached in practice; past it a statement travels unnamed, as before.
 * Each costs the backend a few kilobytes of plan-cache memory for the life of
 * the session (docs/performance.md, issue 19).
 */
export const MAX_NAMED_SETUP = 8;

/**
 * What each session (pg's connection object, one per socket) holds: `ready` once
 * a statement's setup answered (so its Parse succeeded), `unsure` from sending
 * the Parse until then. After an error nobody knows whether the Parse ran, so
 * an `unsure` statement is closed and parsed again (closing a statement that does
 * not exist is no error in PostgreSQL).
 */
const sessions = new WeakMap<object, Map<string, 'ready' | 'unsure'>>();

function sessionOf(connection: object): Map<string, 'ready' | 'unsure'> {
  let named = sessions.get(connection);
  if (!named) sessions.set(connection, (named = new Map()));
  return named;
}

/** Each session's cache of prepared group statements (see StatementCache). */
const caches = new WeakMap<object, StatementCache>();

/**
 * A query that carries setup statements in front of it in ONE extended-protocol
 * group: Parse/Bind/Execute for each setup statement, then the query's own
 * Parse/Bind/Describe/Execute, then a single Sync. The whole group costs one
 * round trip. PostgreSQL runs everything before the Sync in one transaction
 * (an implicit one that ends at the Sync, unless a setup statement is a BEGIN),
 * and an error in any statement skips the rest of the group: the query never
 * runs without its setup. The rows of setup statements are dropped (they were
 * never described, so pg could not parse them anyway). A prepared setup
 * statement is parsed once per session and then only bound and executed; so is
 * the query itself when the caller asks for the statement cache (the Close
 * messages of evicted statements travel in front of it). With no setup at all,
 * the group is just the query, kept prepared.
 */
class GroupQuery extends BaseQuery {
  readonly #setup: readonly SetupStatement[];
  #setupLeft: number;
  #named: Map<string, 'ready' | 'unsure'> | null = null;
  readonly #text: string;
  readonly #cacheSize: number;
  /** The cache this group's statement went through, and what it sent, to settle once the server answered. */
  #cached: { cache: StatementCache; sent: Sent } | null = null;

  constructor(
    setup: readonly SetupStatement[],
    text: string,
    values: readonly unknown[] | undefined,
    cacheSize: number,
    callback: (err: Error | null, res: pg.QueryResult) => void,
  ) {
    // The text alone, not a config object: pg copies a config object property by property on every query.
    super(text, values ? [...values] : [], callback);
    // Always the extended protocol, also without values: the group is Parse/Bind/Execute messages.
    this.queryMode = 'extended';
    this.#text = text;
    this.#cacheSize = cacheSize;
    this.#setup = setup;
    this.#setupLeft = setup.length;
  }

  override prepare(connection: ProtocolConnection): void {
    for (const s of this.#setup) {
      if (typeof s === 'string') {
        connection.parse({ text: s });
        connection.bind({ values: [] });
      } else {
        const named = (this.#named ??= sessionOf(connection));
        const state = named.get(s.name);
        const keep = state !== undefined || named.size < MAX_NAMED_SETUP;
        if (keep && state !== 'ready') {
          if (state === 'unsure') connection.close({ type: 'S', name: s.name });
          connection.parse({ text: s.text, name: s.name });
          named.set(s.name, 'unsure');
        } else if (!keep) {
          connection.parse({ text: s.text });
        }
        connection.bind({ statement: keep ? s.name : '', values: [...s.values] });
      }
      connection.execute({ portal: '' });
    }
    if (this.#cacheSize <= 0) {
      super.prepare(connection);
      return;
    }
    let cache = caches.get(connection);
    if (!cache) caches.set(connection, (cache = new StatementCache(this.#cacheSize)));
    const sent = cache.take(this.#text);
    this.#cached = { cache, sent };
    for (const name of sent.close) connection.close({ type: 'S', name });
    if (sent.parse) connection.parse({ text: this.#text, name: sent.entry.name });
    try {
      connection.bind({ statement: sent.entry.name, values: this.values, valueMapper: pgUtils.prepareValue });
    } catch (err) {
      // A value pg cannot send (as pg's own prepare does): end the group so the connection stays usable.
      connection.sync();
      this.handleError(err as Error, connection);
      return;
    }
    connection.describe({ type: 'P', name: '' });
    connection.execute({ portal: '' });
    connection.sync();
  }

  override handleReadyForQuery(connection: unknown): void {
    this.#settle(true);
    super.handleReadyForQuery(connection);
  }

  override handleError(err: Error, connection: unknown): void {
    this.#settle(false);
    super.handleError(err, connection);
  }

  /** Once per group: a row that failed to parse reaches handleError after ReadyForQuery settled it. */
  #settle(ok: boolean): void {
    const cached = this.#cached;
    this.#cached = null;
    cached?.cache.settle(cached.sent, ok);
  }

  override handleDataRow(msg: unknown): void {
    if (this.#setupLeft === 0) super.handleDataRow(msg);
  }

  override handleCommandComplete(msg: unknown, connection: unknown): void {
    if (this.#setupLeft === 0) {
      super.handleCommandComplete(msg, connection);
      return;
    }
    // The setup statement answered, so its Parse (if it sent one) succeeded.
    const done = this.#setup[this.#setup.length - this.#setupLeft]!;
    if (typeof done !== 'string' && this.#named?.has(done.name)) this.#named.set(done.name, 'ready');
    this.#setupLeft--;
  }
}

export function queryGroup<R>(
  client: pg.PoolClient,
  setup: readonly SetupStatement[],
  sql: string,
  params?: readonly unknown[],
  opts: GroupOptions & { cacheSize?: number } = {},
): Promise<QueryResult<R>> {
  return new Promise((resolve, reject) => {
    const query = new GroupQuery(setup, sql, params, opts.cache ? (opts.cacheSize ?? 0) : 0, (err, res) => {
      if (err) reject(err);
      else resolve({ rows: res.rows as R[], rowCount: res.rowCount ?? res.rows.length });
    });
    client.query(query as unknown as pg.Submittable);
  });
}
