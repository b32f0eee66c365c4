import type { Deps } from '../../deps.js';
import type { Queryable, TenantTx } from '../../db/types.js';
import { keysetAfter, tsIdPosition, type CursorScope, type Page } from './cursor.js';

export type { Page };

/** A keyset position as a cursor carries it: the sort values of the last row of a page. */
export type Position = (string | number)[];

/** What a keyset list asks for. `limit` is filled in by the route schema's default when the caller sends none. */
export interface PageParams {
  limit: number;
  cursor?: string | undefined;
}

export interface KeysetList<R, T, F extends Record<string, unknown>> {
  /** The cursor binding: a cursor issued for another list, data set or filter set is refused. */
  list: string;
  /** The filters as the caller asked for them (absent ones undefined): the cursor is bound to them, and `rows` gets them. */
  filters?: F;
  /** Reads up to `limit + 1` rows after `after`, sorted by `sortKey` descending (`keysetRows` does this). */
  rows(page: F & { after: Position | null; limit: number }): Promise<R[]>;
  /** The (timestamp, id) a row is sorted by. */
  sortKey(row: R): readonly [Date, string];
  toBody(row: R): T;
}

/** An absent filter is bound as null, so "not given" is one value whatever the caller passed. */
function boundFilters(filters: Record<string, unknown>): Record<string, unknown> {
  const bound: Record<string, unknown> = {};
  for (const k of Object.keys(filters)) bound[k] = filters[k] ?? null;
  return bound;
}

/**
 * The keyset list pipeline, once: binds the cursor to the list, the data set
 * and the filters, decodes it (400 `cursor` when it was issued elsewhere or
 * edited), reads one row more than the page holds and cursors the page.
 */
export async function listPage<R, T, F extends Record<string, unknown> = {}>(
  deps: Pick<Deps, 'cursors'>,
  tx: TenantTx,
  q: PageParams,
  spec: KeysetList<R, T, F>,
): Promise<Page<T>> {
  const filters = spec.filters;
  const scope: CursorScope = filters
    ? { list: spec.list, tenant: tx.tenant, filters: boundFilters(filters) }
    : { list: spec.list, tenant: tx.tenant };
  const after = deps.cursors.decodeOptional(q.cursor, scope);
  const rows = await spec.rows({ ...(filters as F), after, limit: q.limit });
  return deps.cursors.page(rows, q.limit, scope, (r) => tsIdPosition(...spec.sortKey(r)), spec.toBody);
}

export interface KeysetQuery {
  /** `SELECT … FROM …`, without WHERE. */
  from: string;
  /** Conditions joined with AND; their values are already in `params`. */
  where?: string[];
  params?: unknown[];
  /** The columns the rows are sorted by, newest first; `idType` is how the cursor's id is cast (default uuid). */
  order: { ts: string; id: string; idType?: 'uuid' | 'text' };
  after: Position | null;
  /** The page size: one more row is read, to tell whether another page follows. null reads every row. */
  limit: number | null;
}

/** The repository side: the rows of one page after the cursor's position, `ORDER BY ts DESC, id DESC`. */
export async function keysetRows<R>(q: Queryable, k: KeysetQuery): Promise<R[]> {
  const params = k.params ?? [];
  const where = [...(k.where ?? [])];
  const after = keysetAfter(k.after, k.order, 'desc', params);
  if (after) where.push(after);
  const res = await q.query<R>(
    `${k.from} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY ${k.order.ts} DESC, ${k.order.id} DESC${k.limit === null ? '' : ` LIMIT ${k.limit + 1}`}`,
    params,
  );
  return res.rows;
}
