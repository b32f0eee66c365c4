import type { Queryable } from '../../db/types.js';
import { keysetRows, type Position } from '../../platform/paging/list-page.js';
import { VISITOR_SELECT, type VisitorRow } from '../../records/visitors.js';

export type { VisitorRow };

export function listVisitors(
  q: Queryable,
  f: { identified?: boolean; email?: string; after: Position | null; limit: number },
): Promise<VisitorRow[]> {
  const params: unknown[] = [];
  const where: string[] = [];
  if (f.identified !== undefined) {
    where.push(
      `${f.identified ? '' : 'NOT '}(coalesce(v.email, '') <> '' OR (v.crm IS NOT NULL AND jsonb_typeof(v.crm) = 'object' AND v.crm <> '{}'::jsonb))`,
    );
  }
  if (f.email !== undefined) where.push(`lower(v.email) = lower($${params.push(f.email)})`);
  return keysetRows(q, {
    from: VISITOR_SELECT,
    where,
    params,
    order: { ts: 'v.last_seen_at', id: 'v.id' },
    after: f.after,
    limit: f.limit,
  });
}

export async function findVisitor(q: Queryable, id: string): Promise<VisitorRow | null> {
  const res = await q.query<VisitorRow>(`${VISITOR_SELECT} WHERE v.id = $1`, [id]);
  return res.rows[0] ?? null;
}

export async function findVisitorsByIds(q: Queryable, ids: string[]): Promise<VisitorRow[]> {
  if (ids.length === 0) return [];
  const res = await q.query<VisitorRow>(
    `${VISITOR_SELECT} WHERE v.id = ANY($1::uuid[]) ORDER BY v.last_seen_at DESC, v.id DESC`,
    [ids],
  );
  return res.rows;
}

export async function setVisitorEmail(
  q: Queryable,
  id: string,
  email: string,
  displayName: string | null | undefined,
): Promise<void> {
  await q.query(`UPDATE visitors SET email = $2, display_name = COALESCE($3, display_name) WHERE id = $1`, [
    id,
    email,
    displayName ?? null,
  ]);
}
