import type { Queryable } from '../../../db/types.js';
import { vocabularyRows } from '../repository.js';
import type { Vocabulary } from './casual.js';

/**
 * The searched bases' vocabulary, kept per process for a few minutes: typo
 * correction reads it for every question, and a base's words change only when a
 * page is re-read. A page read meanwhile is corrected towards at the next load.
 */
const TTL_MS = 5 * 60_000;
/** Sets of bases kept (an agent's bases are one set). */
const KEPT = 64;
const cache = new Map<string, { at: number; vocabulary: Vocabulary }>();

export async function vocabularyOf(q: Queryable, baseIds: readonly string[], now = Date.now()): Promise<Vocabulary> {
  const key = [...baseIds].sort().join(',');
  const hit = cache.get(key);
  if (hit && now - hit.at < TTL_MS) return hit.vocabulary;
  const vocabulary = new Map((await vocabularyRows(q, baseIds)).map((r) => [r.word, r.n]));
  cache.delete(key);
  cache.set(key, { at: now, vocabulary });
  if (cache.size > KEPT) cache.delete(cache.keys().next().value!);
  return vocabulary;
}

/** Forgets the kept vocabularies (tests that re-read a base within the same process). */
export const forgetVocabularies = () => cache.clear();
