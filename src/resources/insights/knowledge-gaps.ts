import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/types.js';
import { parseDayRange } from '../../http/day-range.js';
import { newId } from '../../lib/ids.js';
import {
  createMasker,
  emptyCounts,
  maskedCount,
  redactionOrNull,
  sumCounts,
  type RedactionCounts,
} from '../../platform/masking/index.js';
import * as repo from './gaps-repository.js';
import type { GapStatus, KnowledgeGapBody } from './schemas.js';

/**
 * Longest normalized form, in characters. `normalized` is a btree key (repeats
 * are grouped by it), and a btree entry must stay under about 2.7 KB: 500
 * characters are at most 2,000 bytes. Questions that agree in their first 500
 * normalized characters count as repeats.
 */
export const NORMALIZED_QUESTION_MAX = 500;

/**
 * Lowercased, punctuation dropped, spaces collapsed: "Do you have SSO?" and
 * "do you have  sso" are the same question. Deliberately no stemming or
 * clustering (the contract says gaps are not clustered).
 */
export function normalizeQuestion(question: string): string {
  return [
    ...question
      .toLowerCase()
      .normalize('NFKC')
      .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  ]
    .slice(0, NORMALIZED_QUESTION_MAX)
    .join('')
    .trimEnd();
}

export interface UnansweredQuestion {
  question: string;
  reason: string | null;
  visitorId?: string | null;
  conversationId?: string | null;
  agentId?: string | null;
  askedAt: Date;
}

/** Records a question the agent could not answer (it abstained). */
export async function recordKnowledgeGap(
  tx: Tx,
  g: UnansweredQuestion & { followUpId?: string | null },
): Promise<void> {
  await repo.insertGap(tx, {
    id: newId(),
    question: g.question,
    normalized: normalizeQuestion(g.question),
    reason: g.reason,
    visitorId: g.visitorId ?? null,
    conversationId: g.conversationId ?? null,
    agentId: g.agentId ?? null,
    followUpId: g.followUpId ?? null,
    askedAt: g.askedAt,
  });
}

/**
 * The escalation path: a follow-up is a question the agent handed to people, so
 * it is a gap. When the agent already recorded the question in that
 * conversation (it abstained first), the follow-up is tied to that gap instead.
 */
export async function recordGapOfFollowUp(
  tx: Tx,
  f: {
    id: string;
    question: string;
    reason: string | null;
    visitorId: string | null;
    conversationId: string | null;
    agentId: string | null;
    createdAt: Date;
  },
): Promise<void> {
  const normalized = normalizeQuestion(f.question);
  if (
    f.conversationId &&
    (await repo.attachFollowUp(tx, {
      conversationId: f.conversationId,
      normalized,
      followUpId: f.id,
      reason: f.reason,
    }))
  )
    return;
  await recordKnowledgeGap(tx, { ...f, askedAt: f.createdAt, followUpId: f.id });
}

/** Answering or dismissing the follow-up closes the gap made from it. */
export async function closeGapOfFollowUp(
  tx: Tx,
  followUpId: string,
  status: 'answered' | 'dismissed',
  at: Date,
): Promise<void> {
  await repo.closeByFollowUp(tx, followUpId, status, at);
}

export const GAP_LIST_MAX = 200;

export async function listKnowledgeGaps(
  deps: Pick<Deps, 'clock'>,
  tx: Tx,
  q: { from?: string; to?: string; status: GapStatus | 'any'; limit: number; verbatim: boolean },
): Promise<{ items: KnowledgeGapBody[]; redaction: RedactionCounts | null }> {
  const range = parseDayRange(q, deps.clock.now());
  const rows = await repo.listGaps(tx, {
    start: range.start,
    end: range.end,
    status: q.status === 'any' ? null : q.status,
    limit: q.limit,
  });
  const counts: RedactionCounts[] = [];
  const items = rows.map((r): KnowledgeGapBody => {
    const base = {
      id: r.id,
      reason: r.reason,
      status: r.status,
      answered: r.status === 'answered',
      visitorId: r.visitorId,
      conversationId: r.conversationId,
      askedAt: r.askedAt.toISOString(),
      answeredAt: r.answeredAt ? r.answeredAt.toISOString() : null,
    };
    if (q.verbatim) return { ...base, question: r.question, normalized: r.normalized };
    const masked = createMasker({ names: [r.visitorName] }).mask(r.question);
    counts.push(masked.counts);
    const redacted = maskedCount(masked.counts) > 0;
    return {
      ...base,
      question: masked.text,
      // Normalized from the masked text: the stored one would leak what was masked.
      normalized: redacted ? normalizeQuestion(masked.text) : r.normalized,
      redacted,
    };
  });
  return { items, redaction: q.verbatim ? null : redactionOrNull(counts.length ? sumCounts(counts) : emptyCounts()) };
}
