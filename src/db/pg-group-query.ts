import pg from 'pg';
import type { QueryResult } from './types.js';

// pg's Query class is the documented extension point for custom submittables
// (pg-cursor and pg-query-stream build on it); its protocol hooks are untyped.
const BaseQuery = pg.Query as unknown as new (config: object, values: undefined, callback: (err: Error | null, res: pg.QueryResult) => void) => {
  prepare(connection: unknown): void;
  handleDataRow(msg: unknown): void;
  handleCommandComplete(msg: unknown, connection: unknown): void;
};

interface ProtocolConnection {
  parse(msg: { text: string }): void;
  bind(msg: { values: unknown[] }): void;
  execute(msg: { portal: string }): void;
}

/**
 * A query that carries setup statements in front of it in ONE extended-protocol
 * group: Parse/Bind/Execute for each setup statement, then the query's own
 * Parse/Bind/Describe/Execute, then a single Sync. The whole group costs one
 * round trip. PostgreSQL runs everything before the Sync in one transaction
 * (an implicit one that ends at the Sync, unless a setup statement is a BEGIN),
 * and an error in any statement skips the rest of the group: the query never
 * runs without its setup. Setup statements take no parameters and their rows
 * are dropped (they were never described, so pg could not parse them anyway).
 */
class GroupQuery extends BaseQuery {
  readonly #setup: readonly string[];
  #setupLeft: number;

  constructor(setup: readonly string[], text: string, values: readonly unknown[] | undefined, callback: (err: Error | null, res: pg.QueryResult) => void) {
    super({ text, values: values ? [...values] : [], queryMode: 'extended' }, undefined, callback);
    this.#setup = setup;
    this.#setupLeft = setup.length;
  }

  override prepare(connection: ProtocolConnection): void {
    for (const text of this.#setup) {
      connection.parse({ text });
      connection.bind({ values: [] });
      connection.execute({ portal: '' });
    }
    super.prepare(connection);
  }

  override handleDataRow(msg: unknown): void {
    if (this.#setupLeft === 0) super.handleDataRow(msg);
  }

  override handleCommandComplete(msg: unknown, connection: unknown): void {
    if (this.#setupLeft > 0) this.#setupLeft--;
    else super.handleCommandComplete(msg, connection);
  }
}

export function queryGroup<R>(client: pg.PoolClient, setup: readonly string[], sql: string, params?: readonly unknown[]): Promise<QueryResult<R>> {
  return new Promise((resolve, reject) => {
    const query = new GroupQuery(setup, sql, params, (err, res) => {
      if (err) reject(err);
      else resolve({ rows: res.rows as R[], rowCount: res.rowCount ?? res.rows.length });
    });
    client.query(query as unknown as pg.Submittable);
  });
}
