import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Connection, Driver, QueryResult } from './types.js';
import { valueParsers } from './parsers.js';

/**
 * PGlite runs PostgreSQL inside this process over one session. Units of work are
 * queued so two transactions never interleave on that session.
 */
export class PGliteDriver implements Driver {
  readonly kind = 'pglite' as const;
  #tail: Promise<unknown> = Promise.resolve();
  #conn: Connection;

  private constructor(readonly pg: PGlite) {
    this.#conn = {
      query: async <R>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>> => {
        const res = await pg.query<R>(sql, params as unknown[] | undefined);
        return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
      },
      exec: async (sql: string) => {
        await pg.exec(sql);
      },
      // In-process there is no round trip to save; the group keeps the same
      // semantics: it is its own transaction unless its setup opens one.
      queryGroup: async <R>(setup: readonly string[], sql: string, params?: readonly unknown[]): Promise<QueryResult<R>> => {
        const query = this.#conn.query;
        if (setup.some((s) => /^\s*(BEGIN|START\s+TRANSACTION)\b/i.test(s))) {
          // The caller's transaction: it rolls back if anything here fails.
          await pg.exec(setup.join(';\n'));
          return query<R>(sql, params);
        }
        try {
          await pg.exec(['BEGIN', ...setup].join(';\n'));
          const result = await query<R>(sql, params);
          await pg.exec('COMMIT');
          return result;
        } catch (err) {
          await pg.exec('ROLLBACK').catch(() => undefined);
          throw err;
        }
      },
    };
  }

  /**
   * `dataDir` null keeps everything in memory; `snapshot` boots from a dumped data
   * directory; `vector` loads the bundled pgvector extension (it slows the boot, so
   * only processes with dense retrieval configured ask for it).
   */
  static async open(opts: { dataDir: string | null; snapshot?: Blob | File; vector?: boolean }): Promise<PGliteDriver> {
    if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
    const extensions = opts.vector ? { vector: (await import('@electric-sql/pglite/vector')).vector } : undefined;
    const pg = new PGlite({
      ...(extensions ? { extensions } : {}),
      ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
      ...(opts.snapshot ? { loadDataDir: opts.snapshot } : {}),
      parsers: valueParsers,
    });
    await pg.waitReady;
    return new PGliteDriver(pg);
  }

  withConnection<T>(fn: (conn: Connection) => Promise<T>): Promise<T> {
    // PGlite answers through microtasks only, so back-to-back units of work would
    // never let the event loop reach the sockets; each unit starts on a fresh turn.
    const run = this.#tail.then(() => new Promise<void>((resolve) => setImmediate(resolve))).then(() => fn(this.#conn));
    this.#tail = run.catch(() => undefined);
    return run;
  }

  /** The one session hears its own notifications; LISTEN goes through the queue like any statement. */
  async listen(channel: string, onNotify: () => void, onState: (listening: boolean) => void): Promise<() => Promise<void>> {
    const unsubscribe = await this.withConnection(() => this.pg.listen(channel, () => onNotify()));
    onState(true);
    return async () => {
      await this.withConnection(() => unsubscribe()).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    await this.#tail.catch(() => undefined);
    await this.pg.close();
  }
}
