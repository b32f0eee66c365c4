import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { PGlite, types } from '@electric-sql/pglite';
import type { Connection, Driver, QueryResult, SetupStatement } from './types.js';
import { PG_ARRAY_TYPES, valueParsers } from './parsers.js';
import { DatabaseUnavailable } from './errors.js';

/**
 * PGlite runs PostgreSQL inside this process over one session. Units of work are
 * queued so two transactions never interleave on that session.
 */
export class PGliteDriver implements Driver {
  readonly kind = 'pglite' as const;
  #tail: Promise<unknown> = Promise.resolve();
  #conn: Connection;

  private constructor(readonly pg: PGlite) {
    const conn: Connection = {
      query: async <R>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>> => {
        const res = await pg.query<R>(sql, params as unknown[] | undefined);
        return { rows: res.rows, rowCount: res.affectedRows ?? res.rows.length };
      },
      exec: async (sql: string) => {
        await pg.exec(sql);
      },
      // In-process there is no round trip to save; the group keeps the same
      // semantics: it is its own transaction unless its setup opens one.
      queryGroup: async <R>(
        setup: readonly SetupStatement[],
        sql: string,
        params?: readonly unknown[],
      ): Promise<QueryResult<R>> => {
        const query = conn.query;
        // Plain statements in a row run as one exec; a prepared one as a query with its values
        // (in-process, parsing it again costs no round trip worth keeping a statement for).
        const run = async (statements: readonly SetupStatement[]) => {
          let text: string[] = [];
          for (const s of [...statements, null]) {
            if (typeof s === 'string') {
              text.push(s);
              continue;
            }
            if (text.length > 0) await pg.exec(text.join(';\n'));
            text = [];
            if (s) await pg.query(s.text, [...s.values]);
          }
        };
        if (setup.some((s) => typeof s === 'string' && /^\s*(BEGIN|START\s+TRANSACTION)\b/i.test(s))) {
          // The caller's transaction: it rolls back if anything here fails.
          await run(setup);
          return query<R>(sql, params);
        }
        try {
          await run(['BEGIN', ...setup]);
          const result = await query<R>(sql, params);
          await pg.exec('COMMIT');
          return result;
        } catch (err) {
          await pg.exec('ROLLBACK').catch(() => undefined);
          throw err;
        }
      },
    };
    this.#conn = {
      query: (sql, params) => this.#engine(conn.query(sql, params)),
      exec: (sql) => this.#engine(conn.exec(sql)),
      queryGroup: (setup, sql, params) => this.#engine(conn.queryGroup(setup, sql, params)),
    };
  }

  /**
   * The engine itself failing (closed or closing, or its WebAssembly aborted) is
   * an outage, like a PostgreSQL server out of reach: callers answer 503 and
   * readiness fails, instead of a 500 per request. A statement's own error keeps
   * its SQLSTATE and passes through unchanged.
   */
  async #engine<T>(work: Promise<T>): Promise<T> {
    try {
      return await work;
    } catch (err) {
      if (this.pg.closed || !this.pg.ready || (err instanceof Error && err.name === 'RuntimeError'))
        throw new DatabaseUnavailable('the embedded database failed', err);
      throw err;
    }
  }

  /**
   * `dataDir` null keeps everything in memory; `snapshot` boots from a dumped data
   * directory; `vector` loads the bundled pgvector extension (it slows the boot, so
   * only processes with dense retrieval configured ask for it).
   *
   * Memory (docs/performance.md, "Memory"): PostgreSQL's shared buffers live in
   * the WebAssembly heap, so `sharedBuffersMb` (default 32, PostgreSQL's initdb
   * picks 128) bounds most of it; the page cache of the machine still serves the
   * files. V8 recompiles hot WebAssembly functions with its optimizing compiler,
   * and for PostgreSQL's largest functions that takes several hundred MiB for a
   * moment, which set the process's peak; the baseline compiler alone measured as
   * fast on this workload, so the optimizing tier is off unless `optimizingCompiler`.
   * A folder without a database yet is created by a child process first
   * (`createApart`, default true; see pglite-init.ts).
   */
  static async open(opts: {
    dataDir: string | null;
    snapshot?: Blob | File;
    vector?: boolean;
    sharedBuffersMb?: number;
    optimizingCompiler?: boolean;
    createApart?: boolean;
  }): Promise<PGliteDriver> {
    if (opts.dataDir) fs.mkdirSync(opts.dataDir, { recursive: true });
    if (opts.dataDir && opts.createApart !== false && !fs.existsSync(path.join(opts.dataDir, 'PG_VERSION'))) {
      await createApart(opts.dataDir, opts.sharedBuffersMb ?? 32);
    }
    // Process-wide V8 settings: they must be in place before the module is compiled.
    if (!opts.optimizingCompiler) v8.setFlagsFromString('--no-wasm-tier-up --no-wasm-dynamic-tiering');
    const extensions = opts.vector ? { vector: (await import('@electric-sql/pglite/vector')).vector } : undefined;
    const pg = new PGlite({
      ...(extensions ? { extensions } : {}),
      ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
      ...(opts.snapshot ? { loadDataDir: opts.snapshot } : {}),
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${opts.sharedBuffersMb ?? 32}MB`],
      parsers: valueParsers,
    });
    await pg.waitReady;
    pg.parsers = pgliteParsers(pg.parsers);
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
  async listen(
    channel: string,
    onNotify: () => void,
    onState: (listening: boolean) => void,
  ): Promise<() => Promise<void>> {
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

/**
 * PGlite's parser table cut down to the types node-postgres parses too: every
 * scalar type PGlite knows (its module defaults, and our valueParsers), and of
 * the array types only those in PG_ARRAY_TYPES.
 *
 * Why: PGlite copies its parser table into a new object for every statement it
 * runs (`{...parsers}` in its parseResults), and V8 sizes that copy by the
 * highest type OID in the table, not by its number of entries. Opening a
 * database, PGlite adds a parser for the array type of every type there, the
 * row types of our tables included (OIDs above 16384): every statement then
 * allocated a 138 KiB object, above V8's large-object size (128 KiB), so
 * straight into the old generation. The idle worker's 20 statements a second
 * kept V8's memory reducer from ever finding the process idle (the heap it grew
 * at start-up stayed resident), and each request paid for several such copies
 * in CPU. With the highest OID at 3907 a statement allocates 80 KiB instead of
 * 190 KiB, all of it short-lived (docs/performance.md, "Memory").
 *
 * Values of the array types left out (arrays of row types, of
 * information_schema's types, of multiranges) come back as their text, as
 * node-postgres returns them on the PostgreSQL path.
 */
export function pgliteParsers<P>(table: Record<number | string, P>): Record<number | string, P> {
  const keep = new Set([...Object.keys(types.parsers), ...Object.keys(valueParsers), ...PG_ARRAY_TYPES.map(String)]);
  return Object.fromEntries(Object.entries(table).filter(([key]) => keep.has(key)));
}

/** Runs pglite-init (the .js beside this file, or the .ts under tsx) and waits for it. */
function createApart(dataDir: string, sharedBuffersMb: number): Promise<void> {
  const self = fileURLToPath(import.meta.url);
  const script = path.join(path.dirname(self), `pglite-init${path.extname(self)}`);
  return new Promise((resolve, reject) => {
    const child = fork(script, [dataDir, String(sharedBuffersMb)], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`creating the embedded database in ${dataDir} failed (exit ${code})`)),
    );
  });
}
