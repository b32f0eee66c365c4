import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  evaluateDeploy,
  explainDeploy,
  hostMatches,
  pathMatches,
  type GatedOffer,
  type VisitorContext,
} from '../../src/resources/offers/gate.js';
import type { DeployBody } from '../../src/resources/offers/schemas.js';

const NOW = new Date('2026-03-10T12:00:00.000Z');
const SEG_A = '0194f3a0-0000-7000-8000-00000000000a';
const SEG_B = '0194f3a0-0000-7000-8000-00000000000b';

const base: DeployBody = { live: true, presentation: 'toast' };
const visitor: VisitorContext = {
  now: NOW,
  pageUrl: 'https://example.com/pricing',
  returning: false,
  device: 'desktop',
};
const offer = (deploy: Partial<DeployBody> | null, extra: Partial<GatedOffer> = {}): GatedOffer => ({
  isActive: true,
  deploy: deploy === null ? null : { ...base, ...deploy },
  audienceIds: [],
  ...extra,
});
const gateOf = (o: GatedOffer, ctx: Partial<VisitorContext> = {}) => {
  const r = evaluateDeploy(o, { ...visitor, ...ctx });
  return r.shown ? 'shown' : r.gate;
};

describe('deploy gates one at a time', () => {
  it('shows a live offer with no gates to anyone', () => {
    expect(evaluateDeploy(offer({}), visitor)).toEqual({ shown: true });
  });

  it('never shows a retired offer, one without deploy settings, or one not live', () => {
    expect(gateOf(offer({}, { isActive: false }))).toBe('active');
    expect(gateOf(offer(null))).toBe('deploy');
    expect(gateOf(offer({ live: false }))).toBe('live');
    const r = evaluateDeploy(offer({ live: false }), visitor);
    expect(r.shown === false && r.reason).toMatch(/live/);
  });

  // [gate, deploy settings, a visitor who passes, a visitor who is stopped]
  const cases: Array<[string, Partial<DeployBody>, Partial<VisitorContext>, Partial<VisitorContext>]> = [
    ['window', { startsAt: '2026-03-10T12:00:00.000Z' }, {}, { now: new Date('2026-03-10T11:59:59.999Z') }],
    ['window', { endsAt: '2026-03-10T12:00:00.001Z' }, {}, { now: new Date('2026-03-10T12:00:00.001Z') }],
    [
      'host',
      { hosts: ['example.com'] },
      { pageUrl: 'https://www.example.com/pricing' },
      { pageUrl: 'https://app.example.com/pricing' },
    ],
    [
      'host',
      { hosts: ['*.example.com'] },
      { pageUrl: 'https://app.example.com/' },
      { pageUrl: 'https://example.com/' },
    ],
    ['host', { hosts: ['example.com'] }, {}, { pageUrl: 'not a url' }],
    [
      'page',
      { includePages: ['/blog/*'] },
      { pageUrl: 'https://example.com/blog/2026/post' },
      { pageUrl: 'https://example.com/blogger' },
    ],
    [
      'page',
      { includePages: ['/blog/*'] },
      { pageUrl: 'https://example.com/blog' },
      { pageUrl: 'https://example.com/' },
    ],
    [
      'page',
      { includePages: ['/Pricing/'] },
      { pageUrl: 'https://example.com/pricing?x=1#top' },
      { pageUrl: 'https://example.com/pricing/team' },
    ],
    [
      'page',
      { excludePages: ['/blog/internal/*'] },
      { pageUrl: 'https://example.com/blog/post' },
      { pageUrl: 'https://example.com/blog/internal/x' },
    ],
    [
      'page',
      { includePages: ['/caf\u00e9'] },
      { pageUrl: 'https://example.com/caf%C3%A9' },
      { pageUrl: 'https://example.com/cafe' },
    ],
    [
      'utm',
      { utm: { campaign: 'Spring', source: 'news' } },
      { utm: { campaign: 'spring', source: 'NEWS', medium: 'email' } },
      { utm: { campaign: 'spring' } },
    ],
    [
      'utm',
      { utm: { campaign: 'spring' } },
      { pageUrl: 'https://example.com/?utm_campaign=spring' },
      { pageUrl: 'https://example.com/?utm_campaign=autumn' },
    ],
    [
      'referrer',
      { referrerHosts: ['google.com'] },
      { referrer: 'https://www.google.com/search?q=x' },
      { referrer: null },
    ],
    [
      'referrer',
      { referrerHosts: ['google.com'] },
      { referrer: 'google.com' },
      { referrer: 'https://google.com.evil.io/' },
    ],
    ['visitorType', { visitorType: 'returning' }, { returning: true }, { returning: false }],
    ['visitorType', { visitorType: 'new' }, { returning: false }, { returning: true }],
    ['device', { devices: ['mobile'] }, { device: 'mobile' }, { device: 'desktop' }],
    ['industry', { industries: ['Software'] }, { industry: ' software ' }, { industry: 'Banking' }],
    ['industry', { industries: ['Software'] }, { industry: 'Software' }, { industry: null }],
    ['crm', { crm: { stage: 'Lead' } }, { crm: { stage: 'lead' } }, { crm: { stage: 'customer' } }],
    [
      'crm',
      { crm: { stage: ['lead', 'mql'], 'company.tier': 1 } },
      { crm: { stage: 'mql', company: { tier: 1 } } },
      { crm: { stage: 'mql', company: { tier: 2 } } },
    ],
    ['crm', { crm: { stage: 'lead' } }, { crm: { stage: 'lead' } }, { crm: null }],
    ['crm', { crm: { constructor: 'x' } }, { crm: { constructor: 'x' } }, { crm: {} }],
    ['delay', { afterSeconds: 15 }, { secondsOnPage: 15 }, { secondsOnPage: 14 }],
  ];

  it.each(cases)('%s: %j', (gate, deploy, pass, stop) => {
    expect(gateOf(offer(deploy), pass)).toBe('shown');
    expect(gateOf(offer(deploy), stop)).toBe(gate);
  });

  it('limits to audiences when the offer names some, failing closed when memberships are unknown', () => {
    const o = offer({}, { audienceIds: [SEG_A, SEG_B] });
    expect(gateOf(o, { segmentIds: [SEG_B] })).toBe('shown');
    expect(gateOf(o, { segmentIds: [] })).toBe('audience');
    expect(gateOf(o)).toBe('audience');
    expect(gateOf(offer({}), { segmentIds: [] })).toBe('shown');
  });

  it('says how long until a delayed offer shows', () => {
    expect(evaluateDeploy(offer({ afterSeconds: 20 }), { ...visitor, secondsOnPage: 5 })).toMatchObject({
      shown: false,
      gate: 'delay',
      waitSeconds: 15,
    });
    expect(evaluateDeploy(offer({ afterSeconds: 20 }), visitor)).toMatchObject({ waitSeconds: 20 });
    expect(evaluateDeploy(offer({ afterSeconds: 0 }), visitor)).toEqual({ shown: true });
  });

  it('treats empty lists and empty condition objects as absent gates', () => {
    const empty = offer({
      hosts: [],
      includePages: [],
      excludePages: [],
      referrerHosts: [],
      industries: [],
      devices: [],
      utm: {},
      crm: {},
    });
    expect(gateOf(empty, { pageUrl: 'https://anything.test/x', industry: null, crm: null, referrer: null })).toBe(
      'shown',
    );
  });
});

describe('host and path patterns', () => {
  it.each([
    ['example.com', 'example.com', true],
    ['example.com', 'WWW.Example.com.', true],
    ['example.com', 'shop.example.com', false],
    ['*.example.com', 'a.b.example.com', true],
    ['*.example.com', 'example.com', false],
    ['*.example.com', 'badexample.com', false],
    ['www.example.com', 'example.com', false],
  ])('host %s vs %s → %s', (entry, host, expected) => {
    expect(hostMatches(entry, host)).toBe(expected);
  });

  it('matches a pattern without * only to itself, ignoring case and a trailing slash', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { minLength: 1, maxLength: 4 }), (segments) => {
        const path = `/${segments.join('/')}`;
        expect(pathMatches(path, path)).toBe(true);
        expect(pathMatches(path.toUpperCase(), `${path}/`)).toBe(true);
        expect(pathMatches(path, `${path}/more`)).toBe(false);
        expect(pathMatches('/*', path)).toBe(true);
        expect(pathMatches(`${path}/*`, path)).toBe(true);
      }),
    );
  });

  it('stays linear on patterns with many stars', () => {
    expect(pathMatches(`/${'*a'.repeat(200)}b`, `/${'a'.repeat(2000)}`)).toBe(false);
    expect(pathMatches(`/${'*a'.repeat(200)}`, `/${'a'.repeat(2000)}`)).toBe(true);
  });
});

describe('gates combined', () => {
  const sub = <T>(values: readonly T[]) => fc.subarray([...values], { minLength: 1 });
  const gates = fc.record(
    {
      hosts: sub(['example.com', '*.example.com', 'other.org']),
      includePages: sub(['/pricing', '/blog/*', '/', '/*']),
      excludePages: sub(['/pricing', '/blog/internal/*']),
      utm: fc.constantFrom({ campaign: 'spring' }, { source: 'google' }),
      referrerHosts: sub(['google.com', 'news.ycombinator.com']),
      visitorType: fc.constantFrom('new' as const, 'returning' as const),
      crm: fc.constantFrom({ stage: 'lead' }, { stage: ['lead', 'mql'] }),
      industries: sub(['Software', 'Retail']),
      devices: sub(['desktop', 'mobile'] as const),
      afterSeconds: fc.integer({ min: 0, max: 30 }),
      startsAt: fc.constantFrom('2026-03-01T00:00:00.000Z', '2026-03-15T00:00:00.000Z'),
      endsAt: fc.constantFrom('2026-03-12T00:00:00.000Z', '2026-04-01T00:00:00.000Z'),
    },
    { requiredKeys: [] },
  );
  const contexts = fc.record({
    now: fc.date({ min: new Date('2026-02-20T00:00:00Z'), max: new Date('2026-04-10T00:00:00Z'), noInvalidDate: true }),
    pageUrl: fc.constantFrom(
      'https://example.com/pricing',
      'https://www.example.com/blog/post-1?utm_campaign=spring',
      'https://app.example.com/blog/internal/notes',
      'https://other.org/',
      'not a url',
    ),
    referrer: fc.constantFrom(null, 'https://www.google.com/search?q=x', 'news.ycombinator.com', 'https://bing.com/'),
    utm: fc.constantFrom(undefined, { campaign: 'spring' }, { source: 'google', campaign: 'autumn' }),
    returning: fc.boolean(),
    device: fc.constantFrom('desktop' as const, 'mobile' as const),
    industry: fc.constantFrom(null, 'software', 'Banking'),
    crm: fc.constantFrom(null, { stage: 'Lead' }, { stage: 'customer' }, { stage: 'mql' }),
    segmentIds: fc.constantFrom(undefined, [], [SEG_A], [SEG_A, SEG_B]),
    secondsOnPage: fc.integer({ min: 0, max: 40 }),
  });
  const audiences = fc.subarray([SEG_A, SEG_B]);

  const strip = <T extends object>(o: T) =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

  it('shows exactly when every gate alone would show (each gate narrows, none widens)', () => {
    fc.assert(
      fc.property(gates, contexts, audiences, (g, rawCtx, audienceIds) => {
        const ctx = strip(rawCtx) as VisitorContext;
        const all = evaluateDeploy(offer(g, { audienceIds }), ctx).shown;
        const alone = [
          ...Object.entries(g).map(([k, v]) => evaluateDeploy(offer({ [k]: v }), ctx).shown),
          evaluateDeploy(offer({}, { audienceIds }), ctx).shown,
        ];
        expect(all).toBe(alone.every(Boolean));
      }),
      { numRuns: 500 },
    );
  });

  it('never shows to an unresolved visitor when a CRM or industry gate is set', () => {
    fc.assert(
      fc.property(gates, contexts, (g, rawCtx) => {
        const ctx = { ...strip(rawCtx), industry: null, crm: null } as VisitorContext;
        expect(evaluateDeploy(offer({ ...g, crm: g.crm ?? { stage: 'lead' } }), ctx).shown).toBe(false);
        expect(evaluateDeploy(offer({ ...g, industries: g.industries ?? ['Software'] }), ctx).shown).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('names the first gate that stops it, and nothing shows when not live whatever the gates', () => {
    fc.assert(
      fc.property(gates, contexts, (g, rawCtx) => {
        const ctx = strip(rawCtx) as VisitorContext;
        expect(evaluateDeploy(offer({ ...g, live: false }), ctx)).toMatchObject({ shown: false, gate: 'live' });
        const r = evaluateDeploy(offer(g), ctx);
        if (!r.shown) expect(r.reason.length).toBeGreaterThan(0);
      }),
      { numRuns: 200 },
    );
  });

  const ALL_GATES = [
    'active',
    'deploy',
    'live',
    'window',
    'host',
    'page',
    'utm',
    'referrer',
    'visitorType',
    'device',
    'industry',
    'crm',
    'audience',
    'delay',
  ];
  it('explains every gate as the runtime decides: same verdict, the first failure is the one evaluateDeploy names', () => {
    fc.assert(
      fc.property(gates, contexts, audiences, fc.boolean(), fc.boolean(), (g, rawCtx, audienceIds, active, live) => {
        const ctx = strip(rawCtx) as VisitorContext;
        const o = offer({ ...g, live }, { audienceIds, isActive: active });
        const verdict = evaluateDeploy(o, ctx);
        const explained = explainDeploy(o, ctx);
        expect(explained.shown).toBe(verdict.shown);
        const firstFailed = explained.gates.find((x) => !x.passed);
        if (verdict.shown) expect(firstFailed).toBeUndefined();
        else expect(firstFailed).toMatchObject({ gate: verdict.gate, reason: verdict.reason });
        for (const x of explained.gates) expect(x.passed ? x.reason === null : (x.reason ?? '').length > 0).toBe(true);
        // Every gate is reported once the offer is active and live, in the runtime's order.
        if (active && live) expect(explained.gates.map((x) => x.gate)).toEqual(ALL_GATES);
      }),
      { numRuns: 500 },
    );
  });
});
