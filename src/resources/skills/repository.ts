import type { Queryable } from '../../db/types.js';

export interface SkillRow {
  slug: string;
  name: string;
  description: string;
  body: string;
  source: 'fork' | 'custom';
  version: number;
  updatedAt: Date;
}

const COLUMNS = `slug, name, description, body, source, version, updated_at AS "updatedAt"`;

/** The data set's own skills and the built-in slugs it removed, in one statement (every chat turn reads both). */
export async function skillRowsAndRemovals(q: Queryable): Promise<{ rows: SkillRow[]; removed: Set<string> }> {
  const res = await q.query<SkillRow & { removed: boolean }>(
    `SELECT ${COLUMNS}, false AS removed FROM skills
     UNION ALL SELECT slug, NULL, NULL, NULL, NULL, NULL, NULL, true FROM skill_removals`,
    [],
    { prepare: true },
  );
  const rows: SkillRow[] = [];
  const removed = new Set<string>();
  for (const { removed: gone, ...row } of res.rows) {
    if (gone) removed.add(row.slug);
    else rows.push(row);
  }
  return { rows, removed };
}

export async function findSkillRow(
  q: Queryable,
  slug: string,
  opts: { forUpdate?: boolean } = {},
): Promise<SkillRow | null> {
  const res = await q.query<SkillRow>(
    `SELECT ${COLUMNS} FROM skills WHERE slug = $1${opts.forUpdate ? ' FOR UPDATE' : ''}`,
    [slug],
  );
  return res.rows[0] ?? null;
}

export async function insertSkillRow(
  q: Queryable,
  s: { slug: string; name: string; description: string; body: string; source: 'fork' | 'custom'; at: Date },
): Promise<SkillRow> {
  const res = await q.query<SkillRow>(
    `INSERT INTO skills (slug, name, description, body, source, version, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 1, $6, $6) RETURNING ${COLUMNS}`,
    [s.slug, s.name, s.description, s.body, s.source, s.at],
  );
  return res.rows[0]!;
}

export async function updateSkillRow(
  q: Queryable,
  slug: string,
  s: { name: string; description: string; body: string; at: Date },
): Promise<SkillRow> {
  const res = await q.query<SkillRow>(
    `UPDATE skills SET name = $2, description = $3, body = $4, version = version + 1, updated_at = $5 WHERE slug = $1 RETURNING ${COLUMNS}`,
    [slug, s.name, s.description, s.body, s.at],
  );
  return res.rows[0]!;
}

export async function deleteSkillRow(q: Queryable, slug: string): Promise<boolean> {
  return (await q.query(`DELETE FROM skills WHERE slug = $1`, [slug])).rowCount > 0;
}

export async function removedSlugs(q: Queryable): Promise<Set<string>> {
  return new Set((await q.query<{ slug: string }>(`SELECT slug FROM skill_removals`)).rows.map((r) => r.slug));
}

export async function insertRemoval(q: Queryable, slug: string, at: Date): Promise<void> {
  await q.query(
    `INSERT INTO skill_removals (slug, removed_at) VALUES ($1, $2) ON CONFLICT (tenant_id, slug) DO NOTHING`,
    [slug, at],
  );
}

export async function deleteRemoval(q: Queryable, slug: string): Promise<boolean> {
  return (await q.query(`DELETE FROM skill_removals WHERE slug = $1`, [slug])).rowCount > 0;
}
