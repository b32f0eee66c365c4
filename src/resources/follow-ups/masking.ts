import type { Tx } from '../../db/types.js';
import { createMasker, maskedCount } from '../../platform/masking/index.js';
import { displayNamesOf } from '../../records/visitors.js';
import type { FollowUpBody } from './schemas.js';

const NO_NAME = createMasker();

/**
 * A follow-up's `question` is the visitor's own words (decisions, Masking): a
 * key without conversations:transcripts reads it masked, with `redacted` set
 * (true when something was masked); a verbatim read has no `redacted`. The
 * answer is the team's words and is never masked.
 */
export function maskForReader<T extends FollowUpBody>(
  item: T,
  visitorName: string | null,
  opts: { verbatim: boolean },
): T {
  return opts.verbatim ? item : maskOwnBody({ ...item }, visitorName, opts);
}

/**
 * maskForReader for a body made for this read alone (a list's rows): it is
 * changed in place instead of copied, one object less per row of every page.
 */
export function maskOwnBody<T extends FollowUpBody>(
  item: T,
  visitorName: string | null,
  opts: { verbatim: boolean },
): T {
  if (opts.verbatim) return item;
  // Rows without a visitor name (anonymous visitors) share one masker instead of building one each.
  const masked = (visitorName ? createMasker({ names: [visitorName] }) : NO_NAME).mask(item.question);
  item.question = masked.text;
  item.redacted = maskedCount(masked.counts) > 0;
  return item;
}

export async function forReader<T extends FollowUpBody>(tx: Tx, items: T[], opts: { verbatim: boolean }): Promise<T[]> {
  if (opts.verbatim) return items;
  const names = await displayNamesOf(tx, [...new Set(items.flatMap((i) => (i.visitorId ? [i.visitorId] : [])))]);
  return items.map((item) => maskForReader(item, item.visitorId ? (names.get(item.visitorId) ?? null) : null, opts));
}

export async function oneForReader<T extends FollowUpBody>(tx: Tx, item: T, opts: { verbatim: boolean }): Promise<T> {
  return (await forReader(tx, [item], opts))[0]!;
}

/**
 * The question as `follow_up.*` events carry it: always masked, because events
 * and webhook payloads reach any holder of webhooks:manage and any receiver,
 * whatever their scopes. `redacted: true` only when something was masked.
 */
export async function questionForEvents(
  tx: Tx,
  row: { visitorId: string | null; question: string },
): Promise<{ question: string; redacted?: true }> {
  const names = await displayNamesOf(tx, row.visitorId ? [row.visitorId] : []);
  const masked = createMasker({ names: [row.visitorId ? names.get(row.visitorId) : null] }).mask(row.question);
  return maskedCount(masked.counts) > 0 ? { question: masked.text, redacted: true } : { question: row.question };
}
