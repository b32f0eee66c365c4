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
  | {
      shown: false;
      gate: GateName;
      reason: string /** only for `delay`: seconds until it shows */;
      waitSeconds?: number;
    };

export type GatedOffer = Pick<OfferBody, 'isActive' | 'deploy' | 'audienceIds'>;

const no = (gate: GateName, reason: string): GateResult => ({ shown: false, gate, reason });

/** One gate's verdict: null when it passes, else why not (and, for `delay`, how long to wait). */
type Verdict = { reason: string; waitSeconds?: number } | null;
type Check = (offer: GatedOffer, d: DeployBody, ctx: VisitorContext, page: URL | null) => Verdict;
const fail = (reason: string): Verdict => ({ reason });

/**
 * The deploy gates in the order they are checked (after `active`, `deploy` and
 * `live`, which say whether there is anything to check). The one definition:
 * `evaluateDeploy` stops at the first that fails, `explainDeploy` reports each.
 */
const GATES: ReadonlyArray<readonly [GateName, Check]> = [
  ['window', (_o, d, ctx) => checkWindow(d, ctx.now)],
  [
    'host',
    (_o, d, _ctx, page) =>
      present(d.hosts) && !(page && d.hosts.some((h) => hostMatches(h, page.hostname)))
        ? fail('the page is not on one of deploy.hosts')
        : null,
  ],
  [
    'page',
    (_o, d, _ctx, page) => {
      if (present(d.includePages) && !(page && d.includePages.some((p) => pathMatches(p, page.pathname)))) {
        return fail('the page matches none of deploy.includePages');
      }
      if (present(d.excludePages) && (!page || d.excludePages.some((p) => pathMatches(p, page.pathname))))
        return fail('the page matches deploy.excludePages');
      return null;
    },
  ],
  [
    'utm',
    (_o, d, ctx, page) =>
      d.utm && Object.keys(d.utm).length > 0 && !utmMatches(d.utm, ctx.utm ?? utmOf(page))
        ? fail('the visitor did not arrive with the utm tags of deploy.utm')
        : null,
  ],
  [
    'referrer',
    (_o, d, ctx) => {
      if (!present(d.referrerHosts)) return null;
      const from = referrerHost(ctx.referrer);
      return !from || !d.referrerHosts.some((h) => hostMatches(h, from))
        ? fail('the visitor did not come from one of deploy.referrerHosts')
        : null;
    },
  ],
  [
    'visitorType',
    (_o, d, ctx) =>
      d.visitorType && (d.visitorType === 'returning') !== ctx.returning
        ? fail(`the visitor is not ${d.visitorType}`)
        : null,
  ],
  [
    'device',
    (_o, d, ctx) =>
      present(d.devices) && !d.devices.includes(ctx.device) ? fail(`the visitor is on ${ctx.device}`) : null,
  ],
  [
    'industry',
    (_o, d, ctx) => {
      if (!present(d.industries)) return null;
      const industry = ctx.industry?.trim().toLowerCase();
      if (!industry) return fail("the visitor's industry is unknown (fails closed)");
      return d.industries.some((i) => i.trim().toLowerCase() === industry)
        ? null
        : fail("the visitor's industry is not in deploy.industries");
    },
  ],
  [
    'crm',
    (_o, d, ctx) => {
      if (!d.crm || Object.keys(d.crm).length === 0) return null;
      if (!ctx.crm) return fail('the visitor has no CRM record (fails closed)');
      return crmMatches(d.crm, ctx.crm) ? null : fail("the visitor's CRM record does not match deploy.crm");
    },
  ],
  [
    'audience',
    (o, _d, ctx) =>
      o.audienceIds.length > 0 && !o.audienceIds.some((id) => ctx.segmentIds?.includes(id))
        ? fail("the visitor is in none of the offer's audiences")
        : null,
  ],
  [
    'delay',
    (_o, d, ctx) => {
      const after = d.afterSeconds ?? 0;
      const onPage = Math.max(0, ctx.secondsOnPage ?? 0);
      return onPage < after
        ? { reason: `shows after ${after} seconds on the page`, waitSeconds: after - onPage }
        : null;
    },
  ],
];

/** Whether the offer has deploy settings to check at all: the `active`, `deploy` and `live` gates. */
function precondition(offer: GatedOffer): GateResult | null {
  if (!offer.isActive) return no('active', 'the offer is retired');
  if (!offer.deploy)
    return no('deploy', 'the offer has no deploy settings; the agent may still offer it in conversation');
  if (!offer.deploy.live) return no('live', 'deploy.live is false');
  return null;
}

export function evaluateDeploy(offer: GatedOffer, ctx: VisitorContext): GateResult {
  const pre = precondition(offer);
  if (pre) return pre;
  const page = parseUrl(ctx.pageUrl);
  for (const [gate, check] of GATES) {
    const v = check(offer, offer.deploy!, ctx, page);
    if (v) return { shown: false, gate, ...v };
  }
  return { shown: true };
}

export interface GateReport {
  gate: GateName;
  passed: boolean;
  /** Why it failed; null when it passed. */
  reason: string | null;
  waitSeconds?: number;
}

/**
 * Every gate of one offer for one visitor, passed or failed and why, with the
 * same checks `evaluateDeploy` runs (so an explanation cannot disagree with
 * what the runtime does). When `active`, `deploy` or `live` fails, the rest
 * are not reached and are not reported.
 */
export function explainDeploy(offer: GatedOffer, ctx: VisitorContext): { shown: boolean; gates: GateReport[] } {
  const gates: GateReport[] = [];
  for (const [gate, ok] of [
    ['active', offer.isActive],
    ['deploy', !!offer.deploy],
    ['live', !!offer.deploy?.live],
  ] as const) {
    if (ok) gates.push({ gate, passed: true, reason: null });
    else {
      const pre = precondition(offer) as Extract<GateResult, { shown: false }>;
      gates.push({ gate, passed: false, reason: pre.reason });
      return { shown: false, gates };
    }
  }
  const page = parseUrl(ctx.pageUrl);
  for (const [gate, check] of GATES) {
    const v = check(offer, offer.deploy!, ctx, page);
    gates.push(v ? { gate, passed: false, ...v } : { gate, passed: true, reason: null });
  }
  return { shown: gates.every((g) => g.passed), gates };
}

function present<T>(list: readonly T[] | undefined): list is readonly T[] {
  return list !== undefined && list.length > 0;
}

function checkWindow(d: DeployBody, now: Date): Verdict {
  const t = now.getTime();
  if (d.startsAt && t < Date.parse(d.startsAt)) return fail('the campaign has not started (deploy.startsAt)');
  if (d.endsAt && t >= Date.parse(d.endsAt)) return fail('the campaign has ended (deploy.endsAt)');
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
