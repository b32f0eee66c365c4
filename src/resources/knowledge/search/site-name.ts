import type { Queryable } from '../../../db/types.js';
import { documentTitles } from '../repository.js';
import { lexemesOf } from './search.js';

/**
 * The words of a base's site name: terms said by (nearly) every page title of the base ("Our team | Thistlewood
 * Vets", "Prices | Thistlewood Vets"). Such a word names whose page it is, not what the page is about, so the
 * answerer does not credit it to a chunk from its title (round 10, docs/quality.md): otherwise "how many vets do u
 * have" is said by the title of every page, and any sentence with a number answers it. Measured from the base's
 * own titles, per base; a base of fewer than MIN_TITLES titled pages has no site name.
 */
export type SiteNames = ReadonlyMap<string, ReadonlySet<string>>;

/** The share of a base's page titles a term must be in to be its site's name. */
export const NAME_SHARE = 0.8;
export const MIN_TITLES = 4;
/** Titles read per base: a sample is enough to see a word in nearly all of them. */
export const TITLES_READ = 400;

/** The site-name terms of each base, from its pages' titles (each title's terms, as the database stems them). */
export function siteNameTerms(titles: ReadonlyArray<ReadonlyArray<string>>): Set<string> {
  const out = new Set<string>();
  if (titles.length < MIN_TITLES) return out;
  const count = new Map<string, number>();
  for (const terms of titles) for (const t of new Set(terms)) count.set(t, (count.get(t) ?? 0) + 1);
  for (const [t, n] of count) if (n >= NAME_SHARE * titles.length) out.add(t);
  return out;
}

/** Kept per process for a few minutes, like the vocabulary: titles change only when pages are re-read. */
const TTL_MS = 5 * 60_000;
const KEPT = 256;
const cache = new Map<string, { at: number; terms: Set<string> }>();

export async function siteNamesOf(q: Queryable, baseIds: readonly string[], now = Date.now()): Promise<SiteNames> {
  const out = new Map<string, Set<string>>();
  const stale = baseIds.filter((b) => {
    const hit = cache.get(b);
    if (hit && now - hit.at < TTL_MS) out.set(b, hit.terms);
    return !out.has(b);
  });
  if (stale.length === 0) return out;
  const rows = await documentTitles(q, stale, TITLES_READ);
  const terms = await lexemesOf(
    q,
    rows.map((r) => r.title),
  );
  for (const b of stale) {
    const names = siteNameTerms(rows.flatMap((r, i) => (r.baseId === b ? [terms[i]!] : [])));
    out.set(b, names);
    cache.delete(b);
    cache.set(b, { at: now, terms: names });
    if (cache.size > KEPT) cache.delete(cache.keys().next().value!);
  }
  return out;
}

/** Forgets the kept site names (tests that re-read a base within the same process). */
export const forgetSiteNames = () => cache.clear();

/**
 * The question's facets less those that only name the site ("How often is Paybridge penetration tested?" asked of
 * Paybridge's pages): like "the company", the site's name says whom the question is about, which every page of
 * the site is, so a sentence need not say it. A question of nothing but the site's words keeps them ("how many
 * vets do u have" of Thistlewood Vets).
 */
export function withoutSiteName<F extends { own: string[] }>(facets: F[], names: SiteNames): F[] {
  const all = new Set([...names.values()].flatMap((n) => [...n]));
  if (all.size === 0) return facets;
  const naming = (f: F) => f.own.length > 0 && f.own.every((t) => all.has(t));
  const rest = facets.filter((f) => !naming(f));
  return rest.length > 0 ? rest : facets;
}
