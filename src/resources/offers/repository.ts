import type { Queryable } from '../../db/types.js';
import type { ConversionBody, CtaActionBody, DeployBody, OfferBody } from './schemas.js';

export interface OfferRow {
  id: string;
  name: string;
  format: OfferBody['format'];
  goal: OfferBody['goal'];
  isActive: boolean;
  headline: string | null;
  message: string;
  chips: string[];
  ctaLabel: string | null;
  ctaAction: CtaActionBody;
  imageUrl: string | null;
  mediaRefId: string | null;
  agentPersonalize: boolean;
  deploy: DeployBody | null;
  design: Record<string, unknown> | null;
  conversion: ConversionBody;
  audienceIds: string[];
  shown: number;
  accepted: number;
  declined: number;
  createdAt: Date;
  updatedAt: Date;
}

/** The stored fields a create writes and an update may change. */
export type OfferFields = Omit<OfferRow, 'id' | 'shown' | 'accepted' | 'declined' | 'createdAt' | 'updatedAt'>;

const COLUMNS = `id, name, format, goal, is_active AS "isActive", headline, message, chips, cta_label AS "ctaLabel",
  cta_action AS "ctaAction", image_url AS "imageUrl", media_ref_id AS "mediaRefId", agent_personalize AS "agentPersonalize",
  deploy, design, conversion, audience_ids AS "audienceIds", shown_count AS shown, accepted_count AS accepted,
  declined_count AS declined, created_at AS "createdAt", updated_at AS "updatedAt"`;

const COLUMN_OF: Record<keyof OfferFields, string> = {
  name: 'name',
  format: 'format',
  goal: 'goal',
  isActive: 'is_active',
  headline: 'headline',
  message: 'message',
  chips: 'chips',
  ctaLabel: 'cta_label',
  ctaAction: 'cta_action',
  imageUrl: 'image_url',
  mediaRefId: 'media_ref_id',
  agentPersonalize: 'agent_personalize',
  deploy: 'deploy',
  design: 'design',
  conversion: 'conversion',
  audienceIds: 'audience_ids',
};

const JSON_FIELDS = new Set<keyof OfferFields>(['chips', 'ctaAction', 'deploy', 'design', 'conversion', 'audienceIds']);

function param(field: keyof OfferFields, value: unknown): unknown {
  return JSON_FIELDS.has(field) && value !== null ? JSON.stringify(value) : value;
}

export async function listOffers(q: Queryable, f: { active?: boolean }): Promise<OfferRow[]> {
  const params: unknown[] = [];
  const where = f.active === undefined ? '' : `WHERE is_active = $${params.push(f.active)}`;
  const res = await q.query<OfferRow>(
    `SELECT ${COLUMNS} FROM offers ${where} ORDER BY updated_at DESC, id DESC`,
    params,
  );
  return res.rows;
}

export async function findOffer(
  q: Queryable,
  id: string,
  opts: { forUpdate?: boolean } = {},
): Promise<OfferRow | null> {
  const res = await q.query<OfferRow>(
    `SELECT ${COLUMNS} FROM offers WHERE id = $1${opts.forUpdate ? ' FOR NO KEY UPDATE' : ''}`,
    [id],
  );
  return res.rows[0] ?? null;
}

export async function insertOffer(q: Queryable, id: string, fields: OfferFields, now: Date): Promise<OfferRow> {
  const keys = Object.keys(COLUMN_OF) as (keyof OfferFields)[];
  const params: unknown[] = [id, now, ...keys.map((k) => param(k, fields[k]))];
  const res = await q.query<OfferRow>(
    `INSERT INTO offers (id, created_at, updated_at, ${keys.map((k) => COLUMN_OF[k]).join(', ')})
     VALUES ($1, $2, $2, ${keys.map((_, i) => `$${i + 3}`).join(', ')}) RETURNING ${COLUMNS}`,
    params,
  );
  return res.rows[0]!;
}

export async function updateOffer(
  q: Queryable,
  id: string,
  changes: Partial<OfferFields>,
  now: Date,
): Promise<OfferRow> {
  const params: unknown[] = [id, now];
  const sets = (Object.keys(changes) as (keyof OfferFields)[]).map(
    (k) => `${COLUMN_OF[k]} = $${params.push(param(k, changes[k]))}`,
  );
  const res = await q.query<OfferRow>(
    `UPDATE offers SET ${[...sets, 'updated_at = $2'].join(', ')} WHERE id = $1 RETURNING ${COLUMNS}`,
    params,
  );
  return res.rows[0]!;
}

/** The ids among `ids` that name saved segments in this data set. */
export async function existingSegmentIds(q: Queryable, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const res = await q.query<{ id: string }>(`SELECT id FROM segments WHERE id = ANY($1::uuid[])`, [ids]);
  return new Set(res.rows.map((r) => r.id));
}

export type InteractionKind = 'shown' | 'accepted' | 'declined';

export interface NewInteraction {
  id: string;
  offerId: string;
  kind: InteractionKind;
  occurredAt: Date;
  visitorId: string | null;
  conversationId: string | null;
  agentId: string | null;
  source: string | null;
}

const COUNTER: Record<InteractionKind, string> = {
  shown: 'shown_count',
  accepted: 'accepted_count',
  declined: 'declined_count',
};

/**
 * Records one occurrence and bumps the offer's lifetime counter in one statement;
 * null when the offer does not exist. updated_at is left alone: a show is not an edit.
 */
export async function insertInteraction(q: Queryable, i: NewInteraction): Promise<OfferRow | null> {
  const column = COUNTER[i.kind];
  const res = await q.query<OfferRow>(
    `WITH bumped AS (
       UPDATE offers SET ${column} = ${column} + 1 WHERE id = $2 RETURNING ${COLUMNS}
     ), recorded AS (
       INSERT INTO offer_interactions (id, offer_id, kind, occurred_at, visitor_id, conversation_id, agent_id, source)
       SELECT $1::uuid, id, $3::text, $4::timestamptz, $5::uuid, $6::uuid, $7::uuid, $8::text FROM bumped
     )
     SELECT * FROM bumped`,
    [i.id, i.offerId, i.kind, i.occurredAt, i.visitorId, i.conversationId, i.agentId, i.source],
  );
  return res.rows[0] ?? null;
}
