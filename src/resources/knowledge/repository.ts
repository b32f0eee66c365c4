import type { Queryable } from '../../db/types.js';
import { keysetRows, type Position } from '../../platform/paging/list-page.js';
import type { RefreshInterval, RefreshMode, RefreshReceipt, SourceKind, SourceStatus } from './schemas.js';

export interface BaseRow {
  id: string;
  name: string;
  description: string | null;
  shared: boolean;
  ownerAgentId: string | null;
  refreshMode: RefreshMode;
  refreshInterval: RefreshInterval | null;
  nextWatchAt: Date | null;
  nextFullAt: Date | null;
  lastRefresh: RefreshReceipt | null;
  createdAt: Date;
  updatedAt: Date;
  agentIds: string[];
  counts: { total: number; pending: number; indexing: number; loaded: number; failed: number };
}

const BASE_COLUMNS = `b.id, b.name, b.description, b.shared, b.owner_agent_id AS "ownerAgentId",
  b.refresh_mode AS "refreshMode", b.refresh_interval AS "refreshInterval", b.next_watch_at AS "nextWatchAt",
  b.next_full_at AS "nextFullAt", b.last_refresh AS "lastRefresh", b.created_at AS "createdAt", b.updated_at AS "updatedAt",
  COALESCE((SELECT array_agg(a.agent_id ORDER BY a.created_at, a.agent_id) FROM knowledge_base_agents a WHERE a.base_id = b.id), '{}') AS "agentIds",
  (SELECT json_build_object('total', count(*), 'pending', count(*) FILTER (WHERE s.status = 'pending'),
     'indexing', count(*) FILTER (WHERE s.status = 'indexing'), 'loaded', count(*) FILTER (WHERE s.status = 'loaded'),
     'failed', count(*) FILTER (WHERE s.status = 'failed'))
   FROM knowledge_sources s WHERE s.base_id = b.id) AS counts`;

export async function listBases(q: Queryable): Promise<BaseRow[]> {
  return (await q.query<BaseRow>(`SELECT ${BASE_COLUMNS} FROM knowledge_bases b ORDER BY b.created_at DESC, b.id DESC`))
    .rows;
}

export async function findBase(q: Queryable, id: string, opts: { forUpdate?: boolean } = {}): Promise<BaseRow | null> {
  if (opts.forUpdate) await q.query(`SELECT 1 FROM knowledge_bases WHERE id = $1 FOR UPDATE`, [id]);
  const res = await q.query<BaseRow>(`SELECT ${BASE_COLUMNS} FROM knowledge_bases b WHERE b.id = $1`, [id]);
  return res.rows[0] ?? null;
}

export async function insertBase(
  q: Queryable,
  b: {
    id: string;
    name: string;
    description: string | null;
    shared: boolean;
    ownerAgentId: string | null;
    now: Date;
    nextWatchAt: Date;
    nextFullAt: Date;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO knowledge_bases (id, name, description, shared, owner_agent_id, next_watch_at, next_full_at, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
    [b.id, b.name, b.description, b.shared, b.ownerAgentId, b.nextWatchAt, b.nextFullAt, b.now],
  );
}

export async function attachAgent(q: Queryable, baseId: string, agentId: string, now: Date): Promise<boolean> {
  const res = await q.query(
    `INSERT INTO knowledge_base_agents (base_id, agent_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
    [baseId, agentId, now],
  );
  return res.rowCount > 0;
}

export async function setRefresh(
  q: Queryable,
  id: string,
  r: {
    mode: RefreshMode;
    interval: RefreshInterval | null;
    nextWatchAt: Date | null;
    nextFullAt: Date | null;
    now: Date;
  },
): Promise<void> {
  await q.query(
    `UPDATE knowledge_bases SET refresh_mode = $2, refresh_interval = $3, next_watch_at = $4, next_full_at = $5, updated_at = $6 WHERE id = $1`,
    [id, r.mode, r.interval, r.nextWatchAt, r.nextFullAt, r.now],
  );
}

/** Whether the agent already owns a personal base (it may own one). */
export async function agentOwnsBase(q: Queryable, agentId: string): Promise<boolean> {
  return (await q.query(`SELECT 1 FROM knowledge_bases WHERE owner_agent_id = $1`, [agentId])).rows.length > 0;
}

/** Moves a base's next automatic checks on (the scheduler, after queueing its refresh). */
export async function setNextChecks(
  q: Queryable,
  id: string,
  nextWatchAt: Date | null,
  nextFullAt: Date | null,
): Promise<void> {
  await q.query(`UPDATE knowledge_bases SET next_watch_at = $2, next_full_at = $3 WHERE id = $1`, [
    id,
    nextWatchAt,
    nextFullAt,
  ]);
}

/** Bases whose automatic check is due, across every data set (the scheduler runs as the owner). */
export async function dueBases(
  q: Queryable,
  now: Date,
  limit: number,
): Promise<Array<{ tenant: string; id: string; full: boolean }>> {
  const res = await q.query<{ tenant: string; id: string; full: boolean }>(
    `SELECT tenant_id AS tenant, id, (next_full_at IS NOT NULL AND next_full_at <= $1) AS full FROM knowledge_bases
     WHERE refresh_mode <> 'off' AND ((next_full_at IS NOT NULL AND next_full_at <= $1) OR (next_watch_at IS NOT NULL AND next_watch_at <= $1))
     ORDER BY LEAST(next_full_at, next_watch_at) LIMIT $2`,
    [now, limit],
  );
  return res.rows;
}

// ---- sources

export interface SourceRow {
  id: string;
  baseId: string;
  kind: SourceKind;
  name: string;
  url: string | null;
  includeSubpages: boolean;
  status: SourceStatus;
  error: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const SOURCE_COLUMNS = `id, base_id AS "baseId", kind, name, url, include_subpages AS "includeSubpages", status, error,
  created_at AS "createdAt", updated_at AS "updatedAt"`;

export function listSources(
  q: Queryable,
  f: { baseId?: string; after: Position | null; limit: number | null },
): Promise<SourceRow[]> {
  const params: unknown[] = [];
  const where = f.baseId ? [`base_id = $${params.push(f.baseId)}`] : [];
  return keysetRows(q, {
    from: `SELECT ${SOURCE_COLUMNS} FROM knowledge_sources`,
    where,
    params,
    order: { ts: 'created_at', id: 'id' },
    after: f.after,
    limit: f.limit,
  });
}

export async function findSource(
  q: Queryable,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<SourceRow | null> {
  const res = await q.query<SourceRow>(
    `SELECT ${SOURCE_COLUMNS} FROM knowledge_sources WHERE id = $1${opts.forUpdate ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return res.rows[0] ?? null;
}

export async function insertSource(
  q: Queryable,
  s: {
    id: string;
    baseId: string;
    kind: SourceKind;
    name: string;
    url: string | null;
    includeSubpages: boolean;
    status: SourceStatus;
    now: Date;
    /** The answered follow-up this source was made from ("Add to knowledge"), else null. */
    followUpId?: string | null;
  },
): Promise<SourceRow> {
  const res = await q.query<SourceRow>(
    `INSERT INTO knowledge_sources (id, base_id, kind, name, url, include_subpages, status, created_at, updated_at, follow_up_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9) RETURNING ${SOURCE_COLUMNS}`,
    [s.id, s.baseId, s.kind, s.name, s.url, s.includeSubpages, s.status, s.now, s.followUpId ?? null],
  );
  return res.rows[0]!;
}

/** The source made from a follow-up by "Add to knowledge", if it still exists. */
export async function findSourceByFollowUp(q: Queryable, followUpId: string): Promise<SourceRow | null> {
  const res = await q.query<SourceRow>(`SELECT ${SOURCE_COLUMNS} FROM knowledge_sources WHERE follow_up_id = $1`, [
    followUpId,
  ]);
  return res.rows[0] ?? null;
}

export async function updateSource(
  q: Queryable,
  id: string,
  patch: { status: SourceStatus; error?: string | null; kind?: SourceKind; name?: string; now: Date },
): Promise<SourceRow | null> {
  const res = await q.query<SourceRow>(
    `UPDATE knowledge_sources SET status = $2, error = $3, kind = COALESCE($4, kind), name = COALESCE($5, name), updated_at = $6
     WHERE id = $1 RETURNING ${SOURCE_COLUMNS}`,
    [id, patch.status, patch.error ?? null, patch.kind ?? null, patch.name ?? null, patch.now],
  );
  return res.rows[0] ?? null;
}

/** URL kinds that are not already queued or being read go back to pending; returns the ids queued. */
export async function requeueUrlSources(q: Queryable, baseId: string, now: Date): Promise<string[]> {
  const res = await q.query<{ id: string }>(
    `UPDATE knowledge_sources SET status = 'pending', error = NULL, updated_at = $2
     WHERE base_id = $1 AND kind IN ('url', 'sitemap') AND status IN ('loaded', 'failed') RETURNING id`,
    [baseId, now],
  );
  return res.rows.map((r) => r.id);
}

export async function urlSourceIds(q: Queryable, baseId: string, statuses: SourceStatus[]): Promise<string[]> {
  const res = await q.query<{ id: string }>(
    `SELECT id FROM knowledge_sources WHERE base_id = $1 AND kind IN ('url', 'sitemap') AND status = ANY($2)`,
    [baseId, statuses],
  );
  return res.rows.map((r) => r.id);
}

export async function deleteSource(q: Queryable, id: string): Promise<boolean> {
  return (await q.query(`DELETE FROM knowledge_sources WHERE id = $1`, [id])).rowCount > 0;
}

/**
 * Adds a finished ingest's page counts to the base's refresh receipt, and closes
 * the receipt when no source of the base is still waiting or being read.
 */
export async function recordRefresh(
  q: Queryable,
  baseId: string,
  add: { read: number; changed: number; failed: number },
  now: Date,
): Promise<void> {
  await q.query(
    `UPDATE knowledge_bases SET last_refresh = jsonb_build_object(
       'startedAt', last_refresh->'startedAt', 'trigger', last_refresh->'trigger',
       'pagesRead', COALESCE((last_refresh->>'pagesRead')::int, 0) + $2,
       'pagesChanged', COALESCE((last_refresh->>'pagesChanged')::int, 0) + $3,
       'pagesFailed', COALESCE((last_refresh->>'pagesFailed')::int, 0) + $4,
       'finishedAt', CASE WHEN EXISTS (SELECT 1 FROM knowledge_sources s WHERE s.base_id = $1 AND s.status IN ('pending', 'indexing'))
                          THEN NULL ELSE to_jsonb(to_char($5::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) END)
     WHERE id = $1 AND last_refresh IS NOT NULL`,
    [baseId, add.read, add.changed, add.failed, now],
  );
}

/** Starts a new receipt unless one is still running (then the new work joins it). */
export async function startRefresh(
  q: Queryable,
  baseId: string,
  trigger: RefreshReceipt['trigger'],
  now: Date,
): Promise<void> {
  await q.query(
    `UPDATE knowledge_bases SET last_refresh = jsonb_build_object('startedAt', to_char($2::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
       'finishedAt', NULL, 'trigger', $3::text, 'pagesRead', 0, 'pagesChanged', 0, 'pagesFailed', 0)
     WHERE id = $1 AND (last_refresh IS NULL OR last_refresh->>'finishedAt' IS NOT NULL)`,
    [baseId, now, trigger],
  );
}

// ---- vectors

/** Chunks of the base with no vector of this model yet, as the text the model embeds (title, heading, text). */
export async function chunksToEmbed(
  q: Queryable,
  baseId: string,
  model: string,
  limit: number,
): Promise<Array<{ id: string; text: string }>> {
  const res = await q.query<{ id: string; text: string }>(
    `SELECT c.id, COALESCE(c.title, '') || E'\\n' || COALESCE(c.heading, '') || E'\\n' || c.text AS text
     FROM knowledge_chunks c WHERE c.base_id = $1
       AND NOT EXISTS (SELECT 1 FROM knowledge_vectors v WHERE v.chunk_id = c.id AND v.model = $2)
     ORDER BY c.id LIMIT $3`,
    [baseId, model, limit],
  );
  return res.rows;
}

/** Stores the chunks' vectors (pgvector literals); a chunk deleted meanwhile is skipped by the join. */
export async function upsertVectors(q: Queryable, chunkIds: string[], vectors: string[], model: string): Promise<void> {
  await q.query(
    `INSERT INTO knowledge_vectors (chunk_id, base_id, model, embedding)
     SELECT t.id, c.base_id, $3, t.v::vector FROM unnest($1::uuid[], $2::text[]) AS t(id, v)
     JOIN knowledge_chunks c ON c.id = t.id
     ON CONFLICT (tenant_id, chunk_id) DO UPDATE SET model = EXCLUDED.model, embedding = EXCLUDED.embedding`,
    [chunkIds, vectors, model],
  );
}

// ---- vocabulary

/** The words of the bases' chunks (title, heading path and text; lower case, letters only, 3 or more) and how often each is used. */
export async function vocabularyRows(
  q: Queryable,
  baseIds: readonly string[],
): Promise<Array<{ word: string; n: number }>> {
  const res = await q.query<{ word: string; n: number }>(
    `SELECT w AS word, count(*)::int AS n
     FROM knowledge_chunks c,
       LATERAL regexp_split_to_table(lower(COALESCE(c.title, '') || ' ' || COALESCE(c.heading, '') || ' ' || c.text), '[^[:alpha:]]+') AS w
     WHERE c.base_id = ANY($1::uuid[]) AND length(w) >= 3
     GROUP BY w`,
    [baseIds],
  );
  return res.rows;
}

// ---- targeting (retrieve and ask)

/** The bases an agent reads: its personal base and the shared bases attached to it. */
export async function basesOfAgent(q: Queryable, agentId: string): Promise<string[]> {
  const res = await q.query<{ id: string }>(`SELECT base_id AS id FROM knowledge_base_agents WHERE agent_id = $1`, [
    agentId,
  ]);
  return res.rows.map((r) => r.id);
}

/** Which of these ids are bases of the data set. */
export async function existingBaseIds(q: Queryable, ids: string[]): Promise<string[]> {
  const res = await q.query<{ id: string }>(`SELECT id FROM knowledge_bases WHERE id = ANY($1::uuid[])`, [ids]);
  return res.rows.map((r) => r.id);
}

export async function allBaseIds(q: Queryable): Promise<string[]> {
  return (await q.query<{ id: string }>(`SELECT id FROM knowledge_bases`)).rows.map((r) => r.id);
}

/** The nearest chunks of the bases to a query vector (pgvector literal), by cosine distance; vectors of other dimensions are skipped. */
export async function nearestChunkIds(
  q: Queryable,
  vector: string,
  dims: number,
  baseIds: string[],
  limit: number,
): Promise<string[]> {
  const res = await q.query<{ chunkId: string }>(
    `SELECT chunk_id AS "chunkId" FROM knowledge_vectors
     WHERE base_id = ANY($2::uuid[]) AND vector_dims(embedding) = $3
     ORDER BY embedding <=> $1::vector, chunk_id LIMIT $4`,
    [vector, baseIds, dims, limit],
  );
  return res.rows.map((r) => r.chunkId);
}

/**
 * Makes the vector table when pgvector is available (the caller runs this as the
 * owner, once per database): false when the server has no pgvector. Serialised
 * by an advisory lock so processes starting together do not race on the DDL.
 */
export async function ensureVectorTable(q: Queryable): Promise<boolean> {
  await q.query('SELECT pg_advisory_xact_lock(7316402400)');
  const available = await q.query(`SELECT 1 FROM pg_available_extensions WHERE name = 'vector'`);
  if (available.rows.length === 0) return false;
  await q.query('CREATE EXTENSION IF NOT EXISTS vector');
  const exists = await q.query<{ t: string | null }>(`SELECT to_regclass('knowledge_vectors')::text AS t`);
  if (!exists.rows[0]?.t) {
    await q.query(`CREATE TABLE knowledge_vectors (
      tenant_id text NOT NULL,
      chunk_id uuid NOT NULL,
      base_id uuid NOT NULL,
      model text NOT NULL,
      embedding vector NOT NULL,
      PRIMARY KEY (tenant_id, chunk_id),
      FOREIGN KEY (tenant_id, chunk_id) REFERENCES knowledge_chunks (tenant_id, id) ON DELETE CASCADE)`);
    await q.query(`CREATE INDEX knowledge_vectors_base ON knowledge_vectors (tenant_id, base_id)`);
    await q.query(`SELECT svc_tenant_table('knowledge_vectors')`);
  }
  return true;
}
