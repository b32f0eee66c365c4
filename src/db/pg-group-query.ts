import pg from 'pg';
import type { QueryResult, SetupStatement } from './types.js';

// pg's Query class is the documented extension point for custom submittables
// (pg-cursor and pg-query-stream build on it); its protocol hooks are untyped.
const BaseQuery = pg.Query as unknown as new (config: object, values: undefined, callback: (err: Error | null, res: pg.QueryResult) => void) => {
  prepare(connection: unknown): void;
  handleDataRow(msg: unknown): void;
  handleCommandComplete(msg: unknown, connection: unknown): void;
};

interface ProtocolConnection {
  parse(msg: { text: string; name?: string }): void;
  bind(msg: { values: unknown[]; statement?: string }): void;
  execute(msg: { portal: string }): void;
  close(msg: { type: 'S'; name: string }): void;
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

/**
 * A query that carries setup statements in front of it in ONE extended-protocol
 * group: Parse/Bind/Execute for each setup statement, then the query's own
 * Parse/Bind/Describe/Execute, then a single Sync. The whole group costs one
 * round trip. PostgreSQL runs everything before the Sync in one transaction
 * (an implicit one that ends at the Sync, unless a setup statement is a BEGIN),
 * and an error in any statement skips the rest of the group: the query never
 * runs without its setup. The rows of setup statements are dropped (they were
 * never described, so pg could not parse them anyway). A prepared setup
 * statement is parsed once per session and then only bound and executed.
 */
class GroupQuery extends BaseQuery {
  readonly #setup: readonly SetupStatement[];
  #setupLeft: number;
  #named: Map<string, 'ready' | 'unsure'> | null = null;

  constructor(setup: readonly SetupStatement[], text: string, values: readonly unknown[] | undefined, callback: (err: Error | null, res: pg.QueryResult) => void) {
    super({ text, values: values ? [...values] : [], queryMode: 'extended' }, undefined, callback);
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
    super.prepare(connection);
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

export function queryGroup<R>(client: pg.PoolClient, setup: readonly SetupStatement[], sql: string, params?: readonly unknown[]): Promise<QueryResult<R>> {
  return new Promise((resolve, reject) => {
    const query = new GroupQuery(setup, sql, params, (err, res) => {
      if (err) reject(err);
      else resolve({ rows: res.rows as R[], rowCount: res.rowCount ?? res.rows.length });
    });
    client.query(query as unknown as pg.Submittable);
  });
}
