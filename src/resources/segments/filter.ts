import type { Queryable } from '../../db/types.js';
import { invalidRequest } from '../../contract/errors.js';
import { normalizeDomain } from '../../lib/domain.js';
import { hasSearchTerms } from './search-terms-repository.js';
import { termMatchingMasked } from '../../platform/masking/search.js';
import type { SegmentFilterBody } from './schemas.js';

export type NormalFilter = SegmentFilterBody;

const KEYS = [
  'asked',
  'toursWatched',
  'identified',
  'hasCrm',
  'minIntent',
  'lastSeenWithinDays',
  'qualified',
  'labels',
  'account',
] as const;

/**
 * The one place a filter becomes what search, preview and evaluation run: known
 * keys only, values trimmed and de-duplicated, so the stored and echoed filter
 * is exactly what applies. Types were checked by the route schema; this checks
 * what a schema cannot (a search with nothing searchable, a non-hostname domain).
 * `param` prefixes error params (`filter.` inside a segment body). `verbatim`:
 * the caller holds conversations:transcripts (else `asked` may not search masked text).
 */
export async function normalizeFilter(
  q: Queryable,
  raw: SegmentFilterBody,
  prefix = '',
  opts: { verbatim: boolean } = { verbatim: false },
): Promise<NormalFilter> {
  const out: NormalFilter = {};
  for (const key of KEYS) if (raw[key] !== undefined) (out as Record<string, unknown>)[key] = raw[key];
  if (Object.keys(out).length === 0) {
    throw invalidRequest(
      `A filter needs at least one condition (${KEYS.join(', ')}).`,
      prefix ? prefix.slice(0, -1) : 'filter',
    );
  }
  if (out.asked !== undefined) {
    out.asked = out.asked.trim().replace(/\s+/g, ' ');
    if (out.asked === '' || !(await hasSearchTerms(q, out.asked))) {
      throw invalidRequest('asked has nothing searchable (only stop words or punctuation).', `${prefix}asked`);
    }
    // Without conversations:transcripts a search may not reach into what that reader sees masked.
    const masked = opts.verbatim ? null : termMatchingMasked(out.asked);
    if (masked !== null) {
      throw invalidRequest(
        `asked: "${masked}" could match an email, phone, card or account number that is masked for this key; terms with digits or @ need the conversations:transcripts scope.`,
        `${prefix}asked`,
      );
    }
  }
  if (out.toursWatched) out.toursWatched = [...new Set(out.toursWatched.map((t) => t.toLowerCase()))];
  if (out.account) {
    const account: NonNullable<NormalFilter['account']> = {};
    if (out.account.domain !== undefined) {
      const domain = normalizeDomain(out.account.domain);
      if (!domain)
        throw invalidRequest('account.domain must be a hostname such as example.com.', `${prefix}account.domain`);
      account.domain = domain;
    }
    if (out.account.industry !== undefined) {
      const industry = out.account.industry.trim();
      if (!industry) throw invalidRequest('account.industry must not be blank.', `${prefix}account.industry`);
      account.industry = industry;
    }
    if (Object.keys(account).length === 0)
      throw invalidRequest('account needs domain or industry.', `${prefix}account`);
    out.account = account;
  }
  return out;
}
