import type { Deps } from '../deps.js';
import type { Tx } from '../db/types.js';
import { newId } from '../lib/ids.js';
import { enrichVisitorAccount } from './enrichment.js';
import { insertVisitor } from './visitors.js';
import { takeVisitorText, SEARCH_DOCUMENT_LIMITS } from './search-document.js';
import { grown } from './search-document-repository.js';

type ServiceDeps = Pick<Deps, 'clock' | 'outbox'>;

/**
 * What the runtime records about a visitor as they come and go: arrivals (visit
 * count, last seen), identification (email, name, account) and intent. Each
 * runs in the caller's transaction with its events.
 */

export interface ArrivalResult {
  visitorId: string;
  /** The visitor was known before this arrival. */
  returning: boolean;
}

/**
 * A new visit: a known visitor's count goes up and last-seen moves on; an
 * unknown (or deleted) one becomes a new visitor.
 */
export async function recordArrival(
  tx: Tx,
  input: { visitorId: string | null; at: Date; newVisit: boolean },
): Promise<ArrivalResult> {
  if (input.visitorId) {
    const res = await tx.query(
      `UPDATE visitors SET visit_count = visit_count + $3, last_seen_at = GREATEST(last_seen_at, $2) WHERE id = $1 RETURNING id`,
      [input.visitorId, input.at, input.newVisit ? 1 : 0],
    );
    if (res.rows.length > 0) return { visitorId: input.visitorId, returning: true };
  }
  const id = newId();
  await insertVisitor(tx, { id, firstSeenAt: input.at, lastSeenAt: input.at, createdAt: input.at, visitCount: 1 });
  return { visitorId: id, returning: false };
}

/** The visitor did something: last-seen moves on (segments' lastSeenWithinDays reads it). */
export async function touchVisitor(tx: Tx, visitorId: string, at: Date): Promise<void> {
  await tx.query(`UPDATE visitors SET last_seen_at = GREATEST(last_seen_at, $2) WHERE id = $1`, [visitorId, at]);
}

export interface VisitorFacts {
  id: string;
  email: string | null;
  displayName: string | null;
  intentScore: number;
  labels: Record<string, unknown>;
  answers: Record<string, unknown>;
  visitCount: number;
  industry: string | null;
  crm: Record<string, unknown> | null;
}

export async function visitorFacts(tx: Tx, visitorId: string): Promise<VisitorFacts | null> {
  const res = await tx.query<VisitorFacts>(
    `SELECT v.id, v.email, v.display_name AS "displayName", v.intent_score AS "intentScore", v.labels, v.answers,
       v.visit_count AS "visitCount", a.industry, v.crm
     FROM visitors v LEFT JOIN accounts a ON a.domain = v.account_domain WHERE v.id = $1`,
    [visitorId],
    { prepare: true },
  );
  return res.rows[0] ?? null;
}

/**
 * The visitor gave an email (in chat, a form or a booking), maybe a name: it is
 * kept (the latest email wins), the work domain links the account, and the first
 * email emits `visitor.identified`. Returns whether this was the first.
 */
export async function identifyVisitor(
  deps: ServiceDeps,
  tx: Tx,
  input: { visitorId: string; email: string; name?: string | null; at?: Date },
): Promise<{ first: boolean }> {
  const at = input.at ?? deps.clock.now();
  const before = await tx.query<{ email: string | null }>(`SELECT email FROM visitors WHERE id = $1 FOR UPDATE`, [
    input.visitorId,
  ]);
  if (before.rows.length === 0) return { first: false };
  const first = !before.rows[0]!.email;
  const res = await tx.query<{ email: string; displayName: string | null }>(
    `UPDATE visitors SET email = $2, display_name = COALESCE(display_name, $3) WHERE id = $1 RETURNING email, display_name AS "displayName"`,
    [input.visitorId, input.email, input.name ?? null],
  );
  await enrichVisitorAccount(tx, { visitorId: input.visitorId, email: input.email, now: at });
  if (first) {
    const row = res.rows[0]!;
    const data = { visitorId: input.visitorId, email: row.email, displayName: row.displayName };
    deps.outbox.append(tx, { type: 'visitor.identified', data, occurredAt: at });
  }
  return { first };
}

/** A name the visitor gave without an email. */
export async function nameVisitor(tx: Tx, visitorId: string, name: string): Promise<void> {
  await tx.query(`UPDATE visitors SET display_name = $2 WHERE id = $1`, [visitorId, name]);
}

/**
 * Raises the intent score (0 to 100) and merges labels. Crossing the agent's
 * threshold emits `intent.hot` (once: the score only goes up). The status is the
 * agent's read: `hot` at the threshold, `engaged` from 40, else as it was.
 */
export async function raiseIntent(
  deps: ServiceDeps,
  tx: Tx,
  input: {
    visitorId: string;
    delta: number;
    threshold: number;
    labels?: Record<string, unknown>;
    conversationId?: string | null;
    at?: Date;
    /** Also moves last-seen on (one statement for what a turn changes on the visitor). */
    seenAt?: Date;
  },
): Promise<{ before: number; after: number }> {
  // What the visitor said in this transaction joins the search document in this same rewrite of the row.
  const said = takeVisitorText(tx, input.visitorId);
  const res = await tx.query<{ before: number; after: number }>(
    `UPDATE visitors v SET intent_score = LEAST(100, v.intent_score + $2),
       labels = v.labels || $3::jsonb,
       last_seen_at = GREATEST(v.last_seen_at, COALESCE($5::timestamptz, v.last_seen_at)),
       status = CASE WHEN LEAST(100, v.intent_score + $2) >= $4 THEN 'hot'
                     WHEN LEAST(100, v.intent_score + $2) >= 40 AND v.status = 'browsing' THEN 'engaged' ELSE v.status END${
                       said === null
                         ? ''
                         : `,
       search_doc = ${grown('$6', '$7')}`
                     }
     FROM (SELECT intent_score FROM visitors WHERE id = $1 FOR UPDATE) old
     WHERE v.id = $1 RETURNING old.intent_score AS before, v.intent_score AS after`,
    [
      input.visitorId,
      Math.max(0, Math.round(input.delta)),
      JSON.stringify(input.labels ?? {}),
      input.threshold,
      input.seenAt ?? null,
      ...(said === null ? [] : [said, SEARCH_DOCUMENT_LIMITS.document]),
    ],
    // Every chat turn runs it: prepared per connection, one name per variant of the text.
    { prepare: true },
  );
  const row = res.rows[0];
  if (!row) return { before: 0, after: 0 };
  if (row.before < input.threshold && row.after >= input.threshold) {
    const data = { visitorId: input.visitorId, intentScore: row.after, conversationId: input.conversationId ?? null };
    deps.outbox.append(tx, { type: 'intent.hot', data, occurredAt: input.at ?? deps.clock.now() });
  }
  return row;
}

/** Merges labels (by name; a later value wins). */
export async function setLabels(tx: Tx, visitorId: string, labels: Record<string, unknown>): Promise<void> {
  if (Object.keys(labels).length === 0) return;
  await tx.query(`UPDATE visitors SET labels = labels || $2::jsonb WHERE id = $1`, [visitorId, JSON.stringify(labels)]);
}
