import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import type { Client } from '../helpers/client.js';
import { SCOPES } from '../../src/platform/keys/scopes.js';
import { enrichVisitorAccount, lookupCompanyFacts, type EnrichmentProvider } from '../../src/records/enrichment.js';
import { findAccount } from '../../src/records/accounts.js';
import { insertVisitor } from '../../src/records/visitors.js';
import { newId } from '../../src/lib/ids.js';
import { buildWorld, type World } from './support/visitors.js';

let h: Harness;
let ws: TestWorkspace;
let api: Client;
let w: World;

beforeAll(async () => {
  h = await createHarness();
  ws = await h.workspace();
  w = await buildWorld(h, ws.id);
});
beforeEach(async () => {
  api = await ws.live();
});
afterAll(() => h?.close());

describe('visitors', () => {
  it('lists most recently seen first, filters by identified and email, pages with cursors', async () => {
    const all = await api.get('/v1/visitors?limit=200');
    expect(all.status).toBe(200);
    expect(all.body.items.map((v: { id: string }) => v.id)).toEqual([w.v.alice, w.v.carol, w.v.erin, w.v.bob, w.v.dan]);
    expect(all.body.nextCursor).toBeNull();
    expect(all.body.items[0]).toMatchObject({
      email: 'Alice@Acme.test',
      displayName: 'Alice Anders',
      intentScore: 80,
      labels: { plan: 'pro' },
      account: { domain: 'acme.test', name: 'Acme', industry: 'Software' },
      crm: null,
    });
    const bob = all.body.items.find((v: { id: string }) => v.id === w.v.bob);
    expect(bob.account).toBeNull();

    const identified = await api.get('/v1/visitors?identified=true');
    expect(identified.body.items.map((v: { id: string }) => v.id)).toEqual([w.v.alice, w.v.carol, w.v.erin, w.v.bob]);
    expect((await api.get('/v1/visitors?identified=false')).body.items.map((v: { id: string }) => v.id)).toEqual([
      w.v.dan,
    ]);
    expect((await api.get('/v1/visitors?email=ALICE@acme.TEST')).body.items.map((v: { id: string }) => v.id)).toEqual([
      w.v.alice,
    ]);
    expect((await api.get('/v1/visitors?email=alice')).body.items).toEqual([]);

    const p1 = await api.get('/v1/visitors?limit=2');
    const p2 = await api.get(`/v1/visitors?limit=2&cursor=${p1.body.nextCursor}`);
    const p3 = await api.get(`/v1/visitors?limit=2&cursor=${p2.body.nextCursor}`);
    expect([...p1.body.items, ...p2.body.items, ...p3.body.items].map((v: { id: string }) => v.id)).toEqual(
      all.body.items.map((v: { id: string }) => v.id),
    );
    expect(p3.body.nextCursor).toBeNull();
    expect((await api.get(`/v1/visitors?identified=true&cursor=${p1.body.nextCursor}`)).body).toMatchObject({
      status: 400,
      param: 'cursor',
    });
    expect((await api.get('/v1/visitors?identified=maybe')).body).toMatchObject({ status: 400, param: 'identified' });
    expect((await api.get('/v1/visitors?limit=0')).body).toMatchObject({ status: 400, param: 'limit' });
  });

  it('reads one visitor with the journey', async () => {
    const res = await api.get(`/v1/visitors/${w.v.alice}`);
    expect(res.status).toBe(200);
    const j = res.body.journey;
    expect(j.conversations).toEqual([
      expect.objectContaining({ visitorId: w.v.alice, agentId: w.agentId, endedAt: expect.any(String) }),
    ]);
    expect(j.sittings).toEqual([expect.objectContaining({ tourId: w.tours.t1, visitorId: w.v.alice })]);
    expect(j.lead).toMatchObject({ visitorId: w.v.alice, source: 'form_capture', email: 'alice@acme.test' });
    expect(j.openFollowUps).toEqual([]);

    const bob = (await api.get(`/v1/visitors/${w.v.bob}`)).body;
    expect(bob.journey.lead).toBeNull();
    expect(bob.journey.sittings).toEqual([]);
    expect(bob.journey.openFollowUps).toEqual([
      expect.objectContaining({ visitorId: w.v.bob, status: 'open', question: expect.stringContaining('SCIM') }),
    ]);

    expect((await api.get(`/v1/visitors/${newId()}`)).body).toMatchObject({ status: 404, code: 'not-found' });
    expect((await (await ws.test()).get(`/v1/visitors/${w.v.alice}`)).status).toBe(404);
  });

  it('caps the journey at the last 20 conversations', async () => {
    const { recordConversation } = await import('../../src/resources/conversations/service.js');
    const own = await h.workspace();
    const id = newId();
    await h.db.tenantTx(own.id, async (tx) => {
      const { createAgent } = await import('../../src/resources/agents/service.js');
      const agent = await createAgent(h.deps, tx, { name: 'a' });
      const at = new Date();
      await insertVisitor(tx, { id, firstSeenAt: at, lastSeenAt: at, createdAt: at });
      for (let i = 0; i < 23; i++)
        await recordConversation(h.deps, tx, {
          agentId: agent.id,
          visitorId: id,
          startedAt: new Date(at.getTime() - i * 60_000),
        });
    });
    const j = (await (await own.live()).get(`/v1/visitors/${id}`)).body.journey;
    expect(j.conversations).toHaveLength(20);
    const starts = j.conversations.map((c: { startedAt: string }) => c.startedAt);
    expect(starts).toEqual([...starts].sort().reverse());
  });
});

describe('account briefs', () => {
  it('briefs a company: people strongest intent first, open questions masked without transcripts', async () => {
    // A second person at Acme with a sharper intent and an open question naming themselves.
    const { escalateQuestion, recordConversation } = await import('../../src/resources/conversations/service.js');
    const zed = newId();
    await h.db.tenantTx(ws.id, async (tx) => {
      const at = new Date(Date.now() - 3 * 86_400_000);
      await insertVisitor(tx, {
        id: zed,
        email: 'zed@acme.test',
        displayName: 'Zed Zulu',
        intentScore: 95,
        firstSeenAt: at,
        lastSeenAt: at,
        createdAt: at,
      });
      await enrichVisitorAccount(tx, { visitorId: zed, email: 'zed@acme.test', now: at });
      const c = await recordConversation(h.deps, tx, { agentId: w.agentId, visitorId: zed });
      await escalateQuestion(h.deps, tx, {
        conversationId: c.id,
        question: 'Zed here: mail zed.home@example.org or call +44 20 7946 0958 about SSO',
      });
    });
    const masked = await api.get('/v1/accounts/https%3A%2F%2Fwww.Acme.test%2Fpricing');
    expect(masked.status).toBe(200);
    expect(masked.body).toMatchObject({
      domain: 'acme.test',
      account: { domain: 'acme.test', name: 'Acme', industry: 'Software' },
      peopleCount: 2,
      topIntent: 95,
      lastSeenAt: new Date(Date.parse((await api.get(`/v1/visitors/${w.v.alice}`)).body.lastSeenAt)).toISOString(),
    });
    expect(masked.body.people.map((p: { id: string }) => p.id)).toEqual([zed, w.v.alice]);
    expect(masked.body.openQuestions).toEqual([
      expect.objectContaining({
        visitorId: zed,
        question: '[name] here: mail [email] or call [phone] about SSO',
        redacted: true,
      }),
    ]);
    expect(masked.body.redaction).toEqual({ email: 1, phone: 1, card: 0, account: 0, name: 1 });

    const verbatimKey = await ws.key({ scopes: ['visitors:read', 'conversations:transcripts'] });
    const verbatim = await ws.client(verbatimKey.key).get('/v1/accounts/acme.test');
    expect(verbatim.body.openQuestions[0].question).toBe(
      'Zed here: mail zed.home@example.org or call +44 20 7946 0958 about SSO',
    );
    expect(verbatim.body.openQuestions[0]).not.toHaveProperty('redacted');
    expect(verbatim.body.redaction).toBeNull();
  });

  it('answers for a company nobody came from with an empty brief; refuses non-hostnames', async () => {
    expect((await api.get('/v1/accounts/unknown.test')).body).toEqual({
      domain: 'unknown.test',
      account: null,
      peopleCount: 0,
      topIntent: 0,
      lastSeenAt: null,
      people: [],
      openQuestions: [],
      redaction: null,
    });
    // Free-mail domains never become accounts.
    expect((await api.get('/v1/accounts/gmail.com')).body).toMatchObject({ account: null, peopleCount: 0 });
    expect((await api.get('/v1/accounts/not_a_host')).body).toMatchObject({
      status: 400,
      code: 'invalid-request',
      param: 'domain',
    });
    // Another data set has seen nobody from the company.
    expect((await (await ws.test()).get('/v1/accounts/acme.test')).body).toMatchObject({
      account: null,
      peopleCount: 0,
      people: [],
    });
    const narrow = await ws.key({ scopes: ['segments:read'] });
    expect((await ws.client(narrow.key).get('/v1/accounts/acme.test')).body).toMatchObject({
      status: 403,
      code: 'insufficient-scope',
    });
  });

  it('enriches from work emails through an optional provider, skipping free mail', async () => {
    const own = await h.workspace();
    const lookups: string[] = [];
    const provider: EnrichmentProvider = {
      lookup: async (domain) => {
        lookups.push(domain);
        return { name: 'Initech Inc.', industry: 'Software' };
      },
    };
    const at = new Date();
    for (const email of ['peter@initech.test', 'Milton@INITECH.test', 'joanna@gmail.com', 'sam@outlook.com']) {
      // The provider is asked before the transaction, never inside it.
      const facts = await lookupCompanyFacts(h.db, own.id, provider, email);
      await h.db.tenantTx(own.id, async (tx) => {
        const id = newId();
        await insertVisitor(tx, { id, email, firstSeenAt: at, lastSeenAt: at, createdAt: at });
        await enrichVisitorAccount(tx, { visitorId: id, email, now: at, facts });
      });
    }
    await h.db.tenantTx(own.id, async (tx) => {
      expect(await findAccount(tx, 'initech.test')).toMatchObject({
        name: 'Initech Inc.',
        industry: 'Software',
        enrichedAt: at,
      });
      expect(await findAccount(tx, 'gmail.com')).toBeNull();
    });
    // Enriched once, then reused.
    expect(lookups).toEqual(['initech.test']);
    const brief = await (await own.live()).get('/v1/accounts/initech.test');
    expect(brief.body).toMatchObject({ peopleCount: 2, account: { name: 'Initech Inc.' } });
  });
});

describe('the sandbox', () => {
  it('holds 50+ varied visitors, accounts and conversations the asked search finds', async () => {
    const own = await h.workspace({ seed: true });
    const test = await own.test();
    const list = await test.get('/v1/visitors?limit=200');
    const items = list.body.items as Array<{
      email: string | null;
      intentScore: number;
      account: unknown;
      crm: unknown;
      labels: Record<string, unknown>;
    }>;
    expect(items.length).toBeGreaterThanOrEqual(50);
    expect(new Set(items.map((v) => v.intentScore)).size).toBeGreaterThan(10);
    expect(items.filter((v) => v.email).length).toBeGreaterThan(5);
    expect(items.filter((v) => !v.email).length).toBeGreaterThan(5);
    expect(items.filter((v) => v.account).length).toBeGreaterThan(5);
    expect(items.filter((v) => v.crm).length).toBeGreaterThan(5);
    expect(new Set(items.map((v) => v.labels.stage)).size).toBeGreaterThan(2);
    for (const asked of ['SOC', '"data residency"', 'HIPAA OR okta', 'pricing -seats']) {
      expect((await test.post('/v1/visitors/search', { asked })).body.count, asked).toBeGreaterThan(0);
    }
    expect(
      (await test.post('/v1/segments/preview', { qualified: { timeline: 'this quarter' } })).body.count,
    ).toBeGreaterThan(0);
    const segments = (await test.get('/v1/segments')).body.items;
    expect(segments.length).toBeGreaterThanOrEqual(3);
    expect(
      segments.every((s: { evaluatedAt: string | null; memberCount: number }) => s.evaluatedAt && s.memberCount > 0),
    ).toBe(true);
    const brief = await test.get('/v1/accounts/example.com');
    expect(brief.body.peopleCount).toBeGreaterThan(3);
    expect(SCOPES).toContain('segments:read');
  });
});
