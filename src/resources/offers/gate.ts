import { parseUrl, referrerHost, siteOf } from '../../lib/http-url.js';
import type { DeployBody, OfferBody } from './schemas.js';

/**
 * Deploy gate evaluation: whether an offer shows on arrival for one visitor on
 * one page. Pure (no clock, no database) so the agent runtime can call it per
 * page view and tests can cover every gate. Every gate narrows; an absent gate
 * or an empty list matches everything; the CRM, industry and audience gates
 * fail closed when the visitor is not resolved.
 */

export type UtmTags = Partial<Record<'source' | 'medium' | 'campaign' | 'term' | 'content', string>>;

export interface VisitorContext {
  now: Date;
  /** The full URL of the page the visitor is on. */
  pageUrl: string;
  /** The referring URL (or bare host); null or absent for direct traffic. */
  referrer?: string | null;
  /** utm tags the visitor arrived with; when absent, read from pageUrl's query. */
  utm?: UtmTags;
  returning: boolean;
  device: 'desktop' | 'mobile';
  /** The enriched account's industry; null or absent when unresolved. */
  industry?: string | null;
  /** The visitor's CRM record; null or absent when unresolved. */
  crm?: Record<string, unknown> | null;
  /** Saved segments the visitor belongs to; absent when unknown. */
  segmentIds?: readonly string[];
  /** Seconds since page load; default 0. */
  secondsOnPage?: number;
}

export type GateName =
  | 'active'
  | 'deploy'
  | 'live'
  | 'window'
  | 'host'
  | 'page'
  | 'utm'
  | 'referrer'
  | 'visitorType'
  | 'device'
  | 'industry'
  | 'crm'
  | 'audience'
  | 'delay';

export type GateResult =
  | { shown: true }
  | { shown: false; gate: GateName; reason: string; /** only for `delay`: seconds until it shows */ waitSeconds?: number };

export type GatedOffer = Pick<OfferBody, 'isActive' | 'deploy' | 'audienceIds'>;

const no = (gate: GateName, reason: string): GateResult => ({ shown: false, gate, reason });

export function evaluateDeploy(offer: GatedOffer, ctx: VisitorContext): GateResult {
  if (!offer.isActive) return no('active', 'the offer is retired');
  const d = offer.deploy;
  if (!d) return no('deploy', 'the offer has no deploy settings; the agent may still offer it in conversation');
  if (!d.live) return no('live', 'deploy.live is false');
  const window = checkWindow(d, ctx.now);
  if (window) return window;

  const page = parseUrl(ctx.pageUrl);
  if (present(d.hosts) && !(page && d.hosts.some((h) => hostMatches(h, page.hostname)))) {
    return no('host', 'the page is not on one of deploy.hosts');
  }
  if (present(d.includePages) && !(page && d.includePages.some((p) => pathMatches(p, page.pathname)))) {
    return no('page', 'the page matches none of deploy.includePages');
  }
  if (present(d.excludePages) && (!page || d.excludePages.some((p) => pathMatches(p, page.pathname)))) {
    return no('page', 'the page matches deploy.excludePages');
  }
  if (d.utm && Object.keys(d.utm).length > 0 && !utmMatches(d.utm, ctx.utm ?? utmOf(page))) {
    return no('utm', 'the visitor did not arrive with the utm tags of deploy.utm');
  }
  if (present(d.referrerHosts)) {
    const from = referrerHost(ctx.referrer);
    if (!from || !d.referrerHosts.some((h) => hostMatches(h, from))) return no('referrer', 'the visitor did not come from one of deploy.referrerHosts');
  }
  if (d.visitorType && (d.visitorType === 'returning') !== ctx.returning) return no('visitorType', `the visitor is not ${d.visitorType}`);
  if (present(d.devices) && !d.devices.includes(ctx.device)) return no('device', `the visitor is on ${ctx.device}`);
  if (present(d.industries)) {
    const industry = ctx.industry?.trim().toLowerCase();
    if (!industry) return no('industry', 'the visitor\'s industry is unknown (fails closed)');
    if (!d.industries.some((i) => i.trim().toLowerCase() === industry)) return no('industry', 'the visitor\'s industry is not in deploy.industries');
  }
  if (d.crm && Object.keys(d.crm).length > 0) {
    if (!ctx.crm) return no('crm', 'the visitor has no CRM record (fails closed)');
    if (!crmMatches(d.crm, ctx.crm)) return no('crm', 'the visitor\'s CRM record does not match deploy.crm');
  }
  if (offer.audienceIds.length > 0 && !offer.audienceIds.some((id) => ctx.segmentIds?.includes(id))) {
    return no('audience', 'the visitor is in none of the offer\'s audiences');
  }
  const after = d.afterSeconds ?? 0;
  const onPage = Math.max(0, ctx.secondsOnPage ?? 0);
  if (onPage < after) return { shown: false, gate: 'delay', reason: `shows after ${after} seconds on the page`, waitSeconds: after - onPage };
  return { shown: true };
}

function present<T>(list: readonly T[] | undefined): list is readonly T[] {
  return list !== undefined && list.length > 0;
}

function checkWindow(d: DeployBody, now: Date): GateResult | null {
  const t = now.getTime();
  if (d.startsAt && t < Date.parse(d.startsAt)) return no('window', 'the campaign has not started (deploy.startsAt)');
  if (d.endsAt && t >= Date.parse(d.endsAt)) return no('window', 'the campaign has ended (deploy.endsAt)');
  return null;
}


/**
 * `example.com` matches itself and `www.example.com`; `*.example.com` matches any
 * subdomain (not the bare domain); otherwise the host must be equal. Case and a
 * trailing dot are ignored.
 */
export function hostMatches(entry: string, host: string): boolean {
  const e = entry.toLowerCase().replace(/\.$/, '');
  const h = host.toLowerCase().replace(/\.$/, '');
  if (e.startsWith('*.')) return h.endsWith(e.slice(1)) && h.length > e.length - 1;
  return h === e || siteOf(h) === e;
}

/**
 * Path patterns: `*` matches any run of characters, slashes included; a pattern
 * ending in `/*` also matches the bare prefix (`/blog/*` matches `/blog`). Case
 * and a trailing slash are ignored; the path is compared percent-decoded.
 */
export function pathMatches(pattern: string, path: string): boolean {
  const p = normalisePath(pattern);
  const s = normalisePath(decodePath(path));
  if (glob(p, s)) return true;
  return p.endsWith('/*') && glob(p.slice(0, -2) || '/', s);
}

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function normalisePath(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

/** Wildcard match without regular expressions: linear backtracking, so no pattern can blow up. */
function glob(pattern: string, text: string): boolean {
  let p = 0;
  let t = 0;
  let star = -1;
  let mark = 0;
  while (t < text.length) {
    if (p < pattern.length && pattern[p] === '*') {
      star = p++;
      mark = t;
    } else if (p < pattern.length && pattern[p] === text[t]) {
      p++;
      t++;
    } else if (star >= 0) {
      p = star + 1;
      t = ++mark;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === '*') p++;
  return p === pattern.length;
}

function utmOf(page: URL | null): UtmTags {
  const tags: UtmTags = {};
  if (!page) return tags;
  for (const key of ['source', 'medium', 'campaign', 'term', 'content'] as const) {
    const v = page.searchParams.get(`utm_${key}`);
    if (v) tags[key] = v;
  }
  return tags;
}

function utmMatches(wanted: NonNullable<DeployBody['utm']>, got: UtmTags): boolean {
  return Object.entries(wanted).every(([k, v]) => v === undefined || same(v, got[k as keyof UtmTags]));
}

function same(expected: unknown, actual: unknown): boolean {
  const prim = (x: unknown) => typeof x === 'string' || typeof x === 'number' || typeof x === 'boolean';
  if (!prim(expected) || !prim(actual)) return false;
  return String(expected).trim().toLowerCase() === String(actual).trim().toLowerCase();
}

/** Each key must equal the record's field (a list means any of them); a dotted key reads a nested field. */
function crmMatches(wanted: Record<string, unknown>, record: Record<string, unknown>): boolean {
  return Object.entries(wanted).every(([key, expected]) => {
    const actual = Object.hasOwn(record, key) ? record[key] : readPath(record, key);
    return Array.isArray(expected) ? expected.some((e) => same(e, actual)) : same(expected, actual);
  });
}

function readPath(record: Record<string, unknown>, path: string): unknown {
  let cur: unknown = record;
  for (const part of path.split('.')) {
    if (!cur || typeof cur !== 'object' || !Object.hasOwn(cur, part)) return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}
