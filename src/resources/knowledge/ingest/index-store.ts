import { createHash } from 'node:crypto';
import type { Queryable } from '../../../db/types.js';
import { newId } from '../../../lib/ids.js';
import type { Chunk } from './chunker.js';

/**
 * Text search configuration for postings and queries. Both engines tokenise and
 * stem with the same built-in dictionary, so a base indexed on one scores the same
 * on the other.
 */
export const TS_CONFIG = 'english';

export interface DocumentRow {
  id: string;
  url: string | null;
  title: string | null;
  contentHash: string;
  etag: string | null;
  lastModified: string | null;
}

export const contentHash = (title: string | null, chunks: Chunk[]) =>
  createHash('sha256')
    .update(JSON.stringify([title, chunks.map((c) => [c.heading, c.text])]))
    .digest('hex');

export async function documentsOf(q: Queryable, sourceId: string): Promise<DocumentRow[]> {
  const res = await q.query<DocumentRow>(
    `SELECT id, url, title, content_hash AS "contentHash", etag, last_modified AS "lastModified"
     FROM knowledge_documents WHERE source_id = $1`,
    [sourceId],
  );
  return res.rows;
}

export async function touchDocument(
  q: Queryable,
  id: string,
  now: Date,
  validators?: { etag: string | null; lastModified: string | null },
): Promise<void> {
  await q.query(
    `UPDATE knowledge_documents SET checked_at = $2, etag = COALESCE($3, etag), last_modified = COALESCE($4, last_modified) WHERE id = $1`,
    [id, now, validators?.etag ?? null, validators?.lastModified ?? null],
  );
}

export async function deleteDocuments(q: Queryable, ids: string[]): Promise<void> {
  if (ids.length) await q.query(`DELETE FROM knowledge_documents WHERE id = ANY($1::uuid[])`, [ids]);
}

export interface NewDocument {
  baseId: string;
  sourceId: string;
  url: string | null;
  title: string | null;
  etag: string | null;
  lastModified: string | null;
  chunks: Chunk[];
  now: Date;
}

/**
 * Writes a page and its chunks, replacing the page's previous version (its chunks
 * and postings go with it). The postings are made in SQL from the chunk text, its
 * heading path and the page title, so the index and the queries share one tokeniser.
 */
export async function writeDocument(q: Queryable, d: NewDocument): Promise<string> {
  if (d.url !== null)
    await q.query(`DELETE FROM knowledge_documents WHERE source_id = $1 AND url = $2`, [d.sourceId, d.url]);
  const id = newId();
  await q.query(
    `INSERT INTO knowledge_documents (id, base_id, source_id, url, title, content_hash, etag, last_modified, fetched_at, checked_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)`,
    [id, d.baseId, d.sourceId, d.url, d.title, contentHash(d.title, d.chunks), d.etag, d.lastModified, d.now],
  );
  if (d.chunks.length === 0) return id;
  await q.query(
    `WITH input AS (
       SELECT * FROM unnest($1::uuid[], $2::int[], $3::text[], $4::text[]) AS t(id, idx, heading, body)),
     lex AS (
       SELECT input.id, l.lexeme, COALESCE(array_length(l.positions, 1), 1) AS tf
       FROM input, unnest(to_tsvector('${TS_CONFIG}', COALESCE($8, '') || E'\\n' || COALESCE(input.heading, '') || E'\\n' || input.body)) AS l),
     len AS (SELECT id, sum(tf)::int AS dl FROM lex GROUP BY id),
     chunks AS (
       INSERT INTO knowledge_chunks (id, base_id, source_id, document_id, chunk_index, title, url, heading, text, length)
       SELECT input.id, $5, $6, $7, input.idx, $8, $9, input.heading, input.body, COALESCE(len.dl, 0)
       FROM input LEFT JOIN len ON len.id = input.id
       RETURNING id)
     INSERT INTO knowledge_postings (base_id, term, chunk_id, tf, dl)
     SELECT $5, lex.lexeme, lex.id, lex.tf, len.dl FROM lex JOIN len ON len.id = lex.id`,
    [
      d.chunks.map(() => newId()),
      d.chunks.map((c) => c.index),
      d.chunks.map((c) => c.heading),
      d.chunks.map((c) => c.text),
      d.baseId,
      d.sourceId,
      id,
      d.title,
      d.url,
    ],
  );
  return id;
}
