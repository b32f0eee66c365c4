import type {
  Connection,
  Driver,
  QueryOptions,
  QueryResult,
  SetupStatement,
  TenantId,
  TenantTx,
  Tx,
  TxOptions,
} from './types.js';
import type { Logger } from '../logger.js';
import { withinTransaction } from './io-guard.js';
import { isConnectionFailure, isStalePlan, PG } from './errors.js';

/** The role tenant transactions switch to; row-level policies on tenant tables apply to it. */
export const TENANT_ROLE = 'svc_app';

const TENANT_RE = /^(ws|sbx)_[A-Za-z0-9]{8,40}$/;

export function assertTenantId(tenant: string): void {
  if (!TENANT_RE.test(tenant)) throw new Error(`not a tenant id: ${tenant}`);
}

const RETRYABLE = new Set<string>([PG.serializationFailure, PG.deadlock]);

/**
 * The tenant setup, as prepared statements: the same text every time with the
 * tenant as a parameter, so PostgreSQL parses and plans it once per pooled
 * connection instead of once per request (docs/performance.md, issue 19).
 */
const GUARD = `set_config('role', '${TENANT_ROLE}', true), set_config('svc.tenant', $1, true)`;
const TENANT_SETUP = `SELECT ${GUARD}`;
const TENANT_READ_ONE_SETUP = `SELECT ${GUARD}, set_config('transaction_read_only', 'on', true)`;

class Transaction implements Tx {
  readonly #conn: Connection;
  #before: Array<(tx: Tx) => Promise<void>> = [];
  #after: Array<() => void | Promise<void>> = [];
  #savepoints = 0;
  #pending = new Map<string, unknown[]>();
  /** Statements that open the transaction; they ride with its first statement. */
  #opening: readonly SetupStatement[] | null;
  readonly #oneStatement: boolean;
  #statements = 0;

  constructor(
    conn: Connection,
    readonly tenant: TenantId | null,
    opening: readonly SetupStatement[],
    oneStatement: boolean,
  ) {
    this.#conn = conn;
    this.#opening = opening;
    this.#oneStatement = oneStatement;
  }

  #confirmed = false;

  /** Whether the server has answered the transaction's first group (before that, nothing of it ran). */
  get confirmed(): boolean {
    return this.#confirmed;
  }

  /** Whether anything reached the database (a transaction that ran nothing needs no COMMIT). */
  get opened(): boolean {
    return this.#opening === null;
  }

  query<R = Record<string, any>>(
    sql: string,
    params?: readonly unknown[],
    opts?: QueryOptions,
  ): Promise<QueryResult<R>> {
    if (this.#oneStatement && this.#statements++ > 0) {
      return Promise.reject(
        new Error('a transaction declared to run one statement ran a second one; declare the route as a plain read'),
      );
    }
    const opening = this.#opening;
    if (!opening) return this.#conn.query<R>(sql, params, opts);
    this.#opening = null;
    // A statement that rides with the opening is kept prepared through the session's statement cache
    // when it is a one-statement read (list and get routes) or asks to be (docs/performance.md).
    return this.#conn
      .queryGroup<R>(opening, sql, params, { cache: this.#oneStatement || opts?.prepare === true })
      .then((result) => {
        this.#confirmed = true;
        return result;
      });
  }

  /** Statements without parameters (savepoints); the opening rides along when nothing ran yet. */
  async #exec(sql: string): Promise<void> {
    if (this.#oneStatement) throw new Error('a one-statement transaction cannot hold savepoints');
    const opening = this.#opening;
    this.#opening = null;
    if (opening) await this.#conn.queryGroup(opening, sql);
    else await this.#conn.exec(sql);
    this.#confirmed = true;
  }

  beforeCommit(fn: (tx: Tx) => Promise<void>): void {
    this.#before.push(fn);
  }

  afterCommit(fn: () => void | Promise<void>): void {
    this.#after.push(fn);
  }

  pending<T>(channel: string): T[] {
    let list = this.#pending.get(channel);
    if (!list) this.#pending.set(channel, (list = []));
    return list as T[];
  }

  async savepoint<T>(fn: () => Promise<T>): Promise<T> {
    const name = `sp_${++this.#savepoints}`;
    const before = this.#before.length;
    const after = this.#after.length;
    const lengths = new Map([...this.#pending].map(([k, v]) => [k, v.length]));
    await this.#exec(`SAVEPOINT ${name}`);
    try {
      const result = await fn();
      await this.#exec(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (err) {
      await this.#exec(`ROLLBACK TO SAVEPOINT ${name}`);
      this.#before.length = before;
      this.#after.length = after;
      for (const [k, list] of this.#pending) list.length = lengths.get(k) ?? 0;
      throw err;
    }
  }

  async runBeforeCommit(): Promise<void> {
    // Hooks may register further hooks (an event flush that enqueues a job); run until drained.
    for (let i = 0; i < this.#before.length; i++) await this.#before[i]!(this);
  }

  takeAfterCommit(): Array<() => void | Promise<void>> {
    return this.#after;
  }
}

/**
 * The one transaction helper. Tenant transactions run as the restricted role with
 * `svc.tenant` set, so row-level policies confine every statement to that data set
 * and inserts fill `tenant_id` by default; system transactions run as the owner
 * and are used only for cross-tenant work (keys, jobs, migrations).
 */
export class Database {
  /** The server failed to answer (connection failure) and has not answered since. */
  #down = false;

  constructor(
    readonly driver: Driver,
    private readonly log?: Logger,
  ) {}

  get kind(): 'pglite' | 'postgres' {
    return this.driver.kind;
  }

  /**
   * A transaction confined to one data set: it runs as the restricted role with
   * `svc.tenant` set, so row-level policies apply to every statement. The opening
   * (BEGIN, role, tenant) is sent together with the first statement, in one round
   * trip; `oneStatement` drops BEGIN and COMMIT altogether (see TxOptions).
   */
  async tenantTx<T>(tenant: TenantId, fn: (tx: TenantTx) => Promise<T>, opts: TxOptions = {}): Promise<T> {
    // The tenant travels as a parameter; the pattern still refuses anything that names no data set.
    assertTenantId(tenant);
    const opening: SetupStatement[] = opts.oneStatement
      ? [{ name: 'svc_tenant_read_one', text: TENANT_READ_ONE_SETUP, values: [tenant] }]
      : [`BEGIN${opts.readOnly ? ' READ ONLY' : ''}`, { name: 'svc_tenant', text: TENANT_SETUP, values: [tenant] }];
    // The transaction is made with this tenant (never null), which is what TenantTx promises.
    return this.#run(opening, tenant, fn as (tx: Tx) => Promise<T>, opts);
  }

  systemTx<T>(fn: (tx: Tx) => Promise<T>, opts: TxOptions = {}): Promise<T> {
    if (opts.oneStatement) throw new Error('oneStatement is for tenant reads');
    return this.#run([`BEGIN${opts.readOnly ? ' READ ONLY' : ''}`], null, fn, opts);
  }

  /** One statement outside any tenant, for system tables only. */
  query<R = Record<string, any>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>> {
    return this.#watch(this.driver.withConnection((conn) => conn.query<R>(sql, params)));
  }

  /**
   * Notes whether the server answers, so an outage is logged once (a warning)
   * and its end once, however many requests and jobs fail meanwhile.
   */
  async #watch<T>(work: Promise<T>): Promise<T> {
    try {
      const result = await work;
      if (this.#down) {
        this.#down = false;
        this.log?.info('database reachable again');
      }
      return result;
    } catch (err) {
      if (!this.#down && isConnectionFailure(err)) {
        this.#down = true;
        this.log?.warn(
          { err: (err as Error).message },
          'database unreachable; requests answer 503 service-unavailable with Retry-After until it is back',
        );
      }
      throw err;
    }
  }

  #run<T>(
    opening: readonly SetupStatement[],
    tenant: TenantId | null,
    fn: (tx: Tx) => Promise<T>,
    opts: TxOptions,
  ): Promise<T> {
    return this.#watch(this.#attempts(opening, tenant, fn, opts));
  }

  async #attempts<T>(
    opening: readonly SetupStatement[],
    tenant: TenantId | null,
    fn: (tx: Tx) => Promise<T>,
    opts: TxOptions,
  ): Promise<T> {
    const retries = opts.retries ?? 2;
    // A one-statement group is its own transaction: nothing to commit or roll back.
    const block = !opts.oneStatement;
    for (let attempt = 0; ; attempt++) {
      let acquired = false;
      let tx: Transaction | null = null;
      try {
        // Marked for the io guard: nothing may call out of the process until COMMIT or ROLLBACK.
        const { result, after } = await this.driver.withConnection((conn) =>
          withinTransaction(async () => {
            acquired = true;
            tx = new Transaction(conn, tenant, opening, !block);
            try {
              const result = await fn(tx);
              await tx.runBeforeCommit();
              if (block && tx.opened) await conn.exec('COMMIT');
              return { result, after: tx.takeAfterCommit() };
            } catch (err) {
              if (block && tx.opened) await conn.exec('ROLLBACK').catch(() => undefined);
              throw err;
            }
          }),
        );
        for (const hook of after) {
          try {
            await hook();
          } catch (err) {
            this.log?.error({ err }, 'after-commit hook failed');
          }
        }
        return result;
      } catch (err) {
        const code = (err as { code?: string }).code;
        if (code && RETRYABLE.has(code) && attempt < retries) continue;
        if (isStalePlan(err) && attempt < retries) continue;
        // A pooled connection the server dropped (a restart) fails on the transaction's first group
        // (its opening rides with the first statement), before anything ran: another one may work. (When no connection can be had at all, trying again at once would not help.)
        const opened = tx as Transaction | null;
        if (acquired && !opened?.confirmed && isConnectionFailure(err) && attempt < retries) continue;
        throw err;
      }
    }
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}
