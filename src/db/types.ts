export interface QueryResult<R> {
  rows: R[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * Keep the statement prepared on the session through its statement cache, by
   * text (PostgreSQL server: parsed once per session, and planned once when
   * PostgreSQL settles on a generic plan; PGlite ignores it; see
   * src/db/statement-cache.ts). For hot statements whose text never changes:
   * each costs plan-cache memory on every pooled connection.
   */
  prepare?: boolean;
}

export interface Queryable {
  query<R = Record<string, any>>(
    sql: string,
    params?: readonly unknown[],
    opts?: QueryOptions,
  ): Promise<QueryResult<R>>;
}

/** A live data set (`ws_…`) or a sandbox data set (`sbx_…`) of one workspace. */
export type TenantId = string;

export interface Tx extends Queryable {
  /** The data set this transaction is confined to; null in system transactions. */
  readonly tenant: TenantId | null;
  /** Runs inside the transaction just before COMMIT, in registration order (event outbox flush). */
  beforeCommit(fn: (tx: Tx) => Promise<void>): void;
  /** Runs after a successful COMMIT; failures are logged, never surfaced. */
  afterCommit(fn: () => void | Promise<void>): void;
  /**
   * A list that lives as long as the transaction; a savepoint rollback truncates it
   * together with the writes, so items queued there vanish with them.
   */
  pending<T>(channel: string): T[];
  /** Runs fn in a savepoint; a throw rolls back only fn's writes, hooks and pending items. */
  savepoint<T>(fn: () => Promise<T>): Promise<T>;
}

/** A transaction confined to one data set (`db.tenantTx`, a request's `tx`): its tenant is always known. */
export interface TenantTx extends Tx {
  readonly tenant: TenantId;
}

export interface TxOptions {
  readOnly?: boolean;
  /**
   * The work runs exactly one statement (a list or get read): the tenant setup
   * travels with it as one group, with no BEGIN or COMMIT of its own. A second
   * statement throws, so a wrong declaration fails loudly in tests.
   */
  oneStatement?: boolean;
  /** Retries on serialization failure or deadlock; fn must be safe to run again. */
  retries?: number;
}

/**
 * A statement that opens a group. Plain text takes no parameters; a `prepared`
 * one takes `values`, and the PostgreSQL driver keeps it as a named prepared
 * statement on the connection (parsed and planned once per session instead of
 * once per group; see src/db/pg-group-query.ts for the bound).
 */
export type SetupStatement = string | PreparedSetup;

export interface PreparedSetup {
  /** Unique per statement text: the same name must always carry the same text. */
  readonly name: string;
  readonly text: string;
  /** Sent as text (the tenant id); no other types are needed so far. */
  readonly values: readonly (string | null)[];
}

/** A raw connection lent by a driver for the length of one unit of work. */
export interface Connection extends Queryable {
  /** Runs several statements without parameters (simple protocol). */
  exec(sql: string): Promise<void>;
  /**
   * Runs `setup` (statements whose results are dropped) and
   * then `sql` as one group: on PostgreSQL one round trip ending in one Sync. If
   * no setup statement opens a transaction block, the group is its own
   * transaction and ends with it; an error in any statement stops the group
   * before `sql` runs.
   */
  queryGroup<R = Record<string, any>>(
    setup: readonly SetupStatement[],
    sql: string,
    params?: readonly unknown[],
    opts?: GroupOptions,
  ): Promise<QueryResult<R>>;
}

export interface GroupOptions {
  /**
   * Keep `sql` prepared on the session, by its text, in the session's bounded
   * statement cache (PostgreSQL server, DATABASE_STATEMENT_CACHE; PGlite ignores
   * it): the next group with the same text skips parsing and planning.
   */
  cache?: boolean;
}

export interface Driver {
  readonly kind: 'pglite' | 'postgres';
  withConnection<T>(fn: (conn: Connection) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Hears NOTIFY on a channel, also those sent by other processes. `onState`
   * reports whether the subscription is known to be up (false after a lost
   * connection, true again once re-subscribed). Returns the unsubscribe.
   */
  listen?(channel: string, onNotify: () => void, onState: (listening: boolean) => void): Promise<() => Promise<void>>;
}
