import pg from 'pg';
import type { Connection, Driver, GroupOptions, QueryOptions, QueryResult, SetupStatement } from './types.js';
import { valueParsers } from './parsers.js';
import { queryGroup } from './pg-group-query.js';
import { DEFAULT_STATEMENT_CACHE } from './statement-cache.js';
import { DatabaseUnavailable, isConnectionFailure } from './errors.js';

const customTypes = {
  getTypeParser(oid: number, format?: string) {
    const parser = valueParsers[oid];
    if (parser && format !== 'binary') return parser;
    return pg.types.getTypeParser(oid, format as 'text');
  },
};

export class PostgresDriver implements Driver {
  readonly kind = 'postgres' as const;
  constructor(
    readonly pool: pg.Pool,
    /** The connection string, for processes that should open the same database. */
    readonly url: string,
    /** Statements each session keeps prepared for statement groups (0: none); see StatementCache. */
    readonly statementCache = DEFAULT_STATEMENT_CACHE,
  ) {}

  static open(
    url: string,
    opts: { max?: number; connectTimeoutMs?: number; statementCache?: number } = {},
  ): PostgresDriver {
    const pool = new pg.Pool({
      connectionString: url,
      max: opts.max ?? 10,
      types: customTypes as pg.CustomTypesConfig,
      application_name: 'concierge',
      // While the server is down a request fails within seconds (503) instead of queueing for a connection.
      connectionTimeoutMillis: opts.connectTimeoutMs ?? 5000,
    });
    // An idle client that errors (server restart) must not crash the process.
    pool.on('error', () => undefined);
    return new PostgresDriver(pool, url, opts.statementCache ?? DEFAULT_STATEMENT_CACHE);
  }

  async withConnection<T>(fn: (conn: Connection) => Promise<T>): Promise<T> {
    // Whatever stops the pool from opening a session (refused, not accepting connections, too many
    // clients, starting up, shutting down, a dead host) is an outage, not the statement's fault.
    const client = await this.pool.connect().catch((err: unknown) => {
      throw new DatabaseUnavailable('no connection to the database', err);
    });
    let broken = false;
    // The pool listens for errors of idle clients only: a server that goes away
    // between two statements of a checked-out client would otherwise throw an
    // unhandled 'error' and end the process. The next statement fails instead.
    const onError = () => {
      broken = true;
    };
    client.on('error', onError);
    try {
      const conn: Connection = {
        query: async <R>(sql: string, params?: readonly unknown[], opts?: QueryOptions): Promise<QueryResult<R>> => {
          // A statement to keep prepared goes through the session's statement cache: a group without setup.
          if (opts?.prepare && this.statementCache > 0)
            return queryGroup<R>(client, [], sql, params, { cache: true, cacheSize: this.statementCache });
          const res = await client.query(sql, params as unknown[] | undefined);
          return { rows: res.rows as R[], rowCount: res.rowCount ?? res.rows.length };
        },
        exec: async (sql: string) => {
          await client.query(sql);
        },
        queryGroup: <R>(
          setup: readonly SetupStatement[],
          sql: string,
          params?: readonly unknown[],
          opts?: GroupOptions,
        ) => queryGroup<R>(client, setup, sql, params, { ...opts, cacheSize: this.statementCache }),
      };
      return await fn(conn);
    } catch (err) {
      // A client that lost its server must not go back to the pool; a failed statement is fine.
      broken = isConnectionFailure(err);
      throw err;
    } finally {
      client.off('error', onError);
      client.release(broken);
    }
  }

  async listen(
    channel: string,
    onNotify: () => void,
    onState: (listening: boolean) => void,
  ): Promise<() => Promise<void>> {
    if (!/^[a-z_]+$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
    let stopped = false;
    let current: pg.Client | null = null;
    let timer: NodeJS.Timeout | undefined;
    const retry = () => {
      timer = setTimeout(() => void connect(), 1000);
      timer.unref();
    };
    // A dedicated session: pooled clients come and go, a LISTEN must stay put.
    const connect = async (): Promise<void> => {
      const c = new pg.Client({ connectionString: this.url, application_name: 'concierge-listen' });
      c.on('error', () => undefined);
      c.on('notification', (m) => {
        if (m.channel === channel) onNotify();
      });
      c.on('end', () => {
        if (current !== c) return;
        current = null;
        onState(false);
        if (!stopped) retry();
      });
      try {
        await c.connect();
        await c.query(`LISTEN ${channel}`);
      } catch {
        await c.end().catch(() => undefined);
        if (!stopped) retry();
        return;
      }
      if (stopped) return void (await c.end().catch(() => undefined));
      current = c;
      onState(true);
    };
    await connect();
    return async () => {
      stopped = true;
      clearTimeout(timer);
      const c = current;
      current = null;
      await c?.end().catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}
