import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import type { Client } from '../helpers/client.js';
import { say, startVisit, streamChunks, streamText, type Visit } from '../helpers/runtime.js';
import { lintOpenApi } from '../helpers/openapi-lint.js';
import { ManualClock } from '../../src/clock.js';
import { runCommand } from '../../src/admin/socket.js';
import { REQUEST_ID } from '../helpers/headers.js';

const clock = new ManualClock('2026-11-23T09:00:00.000Z'); // a Monday
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ clock });
});
afterAll(() => h?.close());

const MIN = 60_000;
const bearer = (v: Visit) => ({ authorization: `Bearer ${v.token}` });

/** A sandbox with its sample agent (allowedOrigins `*`, bookable weekdays 9 to 5 Berlin time). */
async function sandbox(): Promise<{ ws: TestWorkspace; api: Client; agent: any; anon: Client }> {
  const ws = await h.workspace({ seed: true });
  const api = await ws.test();
  const agent = (await api.get('/v1/agents')).body.items[0];
  return { ws, api, agent, anon: h.anonymous() };
}

async function count(tenant: string, table: string): Promise<number> {
  return h.db.tenantTx(tenant, async (tx) =>
    Number((await tx.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n),
  );
}

describe('runtime API: agent and sessions', () => {
  it('serves the widget configuration, cacheable; unknown agents are 404', async () => {
    const { agent, anon } = await sandbox();
    const res = await anon.get(`/runtime/v1/agents/${agent.publicId}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      publicId: agent.publicId,
      name: agent.name,
      greeting: agent.greeting,
      livemode: false,
      theme: agent.theme,
      launcher: agent.launcher,
    });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['request-id']).toMatch(REQUEST_ID);
    const missing = await anon.get('/runtime/v1/agents/ag_nosuchagent');
    expect(missing.body).toMatchObject({ status: 404, code: 'not-found', requestId: missing.headers['request-id'] });
    expect((await anon.get('/runtime/v1/agents/ag_x/nothing-here')).status).toBe(404);
    const wrong = await anon.get(`/runtime/v1/agents/${agent.publicId}/sessions`);
    expect(wrong.status).toBe(405);
    expect(wrong.headers.allow).toContain('POST');
  });

  it('starts a visit, resumes it within the idle window, and counts a returning visitor', async () => {
    const { ws, api, agent, anon } = await sandbox();
    const first = await startVisit(anon, agent.publicId, {
      page: {
        url: 'https://www.example.com/pricing?utm_source=Newsletter&utm_campaign=spring',
        title: 'Pricing',
        referrer: 'https://news.example.org/a',
      },
      device: 'desktop',
    });
    expect(first.body).toMatchObject({
      returning: false,
      resumed: false,
      agent: { publicId: agent.publicId, livemode: false },
      deliveries: [],
      action: null,
    });
    // The toaster for /pricing on desktop matches this arrival, with its delay.
    expect(first.body.offers).toEqual([
      expect.objectContaining({
        format: 'toaster',
        presentation: 'toast',
        afterSeconds: 10,
        ctaAction: { type: 'book_meeting' },
      }),
    ]);
    expect(first.body.offers[0]).not.toHaveProperty('name');
    expect((await api.get(`/v1/visitors/${first.visitorId}`)).body).toMatchObject({
      visitCount: 1,
      journey: {
        pages: [{ url: 'https://www.example.com/pricing?utm_source=Newsletter&utm_campaign=spring', title: 'Pricing' }],
      },
    });
    const visit = await h.db.tenantTx(
      ws.sandboxId,
      async (tx) => (await tx.query(`SELECT source, utm, device FROM visits WHERE id = $1`, [first.sessionId])).rows[0],
    );
    expect(visit).toEqual({
      source: 'newsletter',
      utm: { source: 'Newsletter', campaign: 'spring' },
      device: 'desktop',
    });

    clock.advance(5 * MIN);
    const same = await startVisit(anon, agent.publicId, {
      visitorToken: first.token,
      page: { url: 'https://www.example.com/docs' },
    });
    expect(same).toMatchObject({ sessionId: first.sessionId, visitorId: first.visitorId });
    expect(same.body).toMatchObject({ returning: true, resumed: true });
    clock.advance(31 * MIN);
    const again = await startVisit(anon, agent.publicId, { page: { url: 'https://www.example.com/' } }, bearer(first));
    expect(again.visitorId).toBe(first.visitorId);
    expect(again.sessionId).not.toBe(first.sessionId);
    expect(again.body).toMatchObject({ returning: true, resumed: false });
    const v = (await api.get(`/v1/visitors/${first.visitorId}`)).body;
    expect(v.visitCount).toBe(2);
    expect(v.journey.pages.map((p: any) => new URL(p.url).pathname)).toEqual(['/', '/docs', '/pricing']);
  });

  it('refuses forged, expired and foreign tokens with 401 invalid-token and records nothing', async () => {
    const { ws, agent, anon } = await sandbox();
    const other = await sandbox();
    const v = await startVisit(anon, agent.publicId);
    const foreign = await startVisit(anon, other.agent.publicId);
    const [head, payload, sig] = v.token.split('.');
    const forged = [
      head,
      Buffer.from(
        JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: crypto.randomUUID() }),
      ).toString('base64url'),
      sig,
    ].join('.');
    const visitors = await count(ws.sandboxId, 'visitors');
    const messages = await count(ws.sandboxId, 'messages');
    for (const token of [forged, `${v.token}x`, 'not-a-token', foreign.token]) {
      const started = await anon.post(
        `/runtime/v1/agents/${agent.publicId}/sessions`,
        { visitorToken: token, page: { url: 'https://www.example.com/' } },
        { idem: false },
      );
      expect(started.status, token.slice(0, 20)).toBe(401);
      expect(started.body).toMatchObject({ code: 'invalid-token' });
      const said = await say(anon, { ...v, token }, 'Hello?');
      expect(said.status).toBe(401);
    }
    expect((await say(anon, { ...v, token: '' }, 'Hi')).body.code).toBe('invalid-token');
    expect(
      (await anon.post(`/runtime/v1/sessions/${v.sessionId}/messages`, { text: 'hi' }, { idem: false })).body.code,
    ).toBe('invalid-token');
    expect(await count(ws.sandboxId, 'visitors')).toBe(visitors);
    expect(await count(ws.sandboxId, 'messages')).toBe(messages);
    // Another visitor's session is not there for this token.
    expect(
      (
        await anon.get(`/runtime/v1/sessions/${v.sessionId}/messages`, {
          headers: bearer(await startVisit(anon, agent.publicId)),
        })
      ).status,
    ).toBe(404);
    // Ninety days on, the token has expired.
    clock.advance(91 * 86_400_000);
    try {
      const late = await say(anon, v, 'Still me');
      expect(late.body).toMatchObject({ status: 401, code: 'invalid-token' });
    } finally {
      clock.advance(-91 * 86_400_000);
    }
  });

  it('rotates signing keys without logging anyone out; the tenant role cannot read them', async () => {
    const { ws, agent, anon } = await sandbox();
    const before = await startVisit(anon, agent.publicId);
    const rotated = (await runCommand(h.deps, h.commands, { command: 'runtime rotate-keys', args: {} })) as any;
    expect(rotated).toMatchObject({ ok: true, result: { created: expect.stringMatching(/^vtk_/) } });
    // This process reloads its keys on the next unknown key id or after a few minutes; a new process signs with the new key.
    const kid = (t: string) => JSON.parse(Buffer.from(t.split('.')[0]!, 'base64url').toString()).kid;
    const { RuntimeState } = await import('../../src/visitor-api/context.js');
    const fresh = new RuntimeState(h.deps);
    const newToken = await fresh.tokens.sign({ tenant: ws.sandboxId, visitorId: before.visitorId });
    expect(kid(newToken)).toBe(rotated.result.created);
    expect(kid(newToken)).not.toBe(kid(before.token));
    expect((await say(anon, before, 'Hello')).status).toBe(200);
    expect((await say(anon, { ...before, token: newToken }, 'Hello again')).status).toBe(200);
    await expect(
      h.db.tenantTx(ws.sandboxId, (tx) => tx.query('SELECT * FROM svc_system.visitor_token_keys')),
    ).rejects.toThrow(/permission denied/);
  });

  it('stops honouring a token once its key is deleted, though the process verified it before', async () => {
    const { ws, agent, anon } = await sandbox();
    const visit = await startVisit(anon, agent.publicId);
    const { insertKey } = await import('../../src/visitor-api/token-keys.js');
    const { RuntimeState } = await import('../../src/visitor-api/context.js');
    // A key newer than every other (some were made by the real clock, days after this file's manual one), which a
    // fresh process signs with and this test can delete without touching the keys other tests' tokens use.
    const newest = (
      await h.db.query<{ at: Date | null }>('SELECT max(created_at) AS at FROM svc_system.visitor_token_keys')
    ).rows[0]!.at;
    const own = await insertKey(h.db, new Date(Math.max(newest?.getTime() ?? 0, clock.now().getTime()) + 60_000));
    const tokens = new RuntimeState(h.deps).tokens;
    const token = await tokens.sign({ tenant: ws.sandboxId, visitorId: visit.visitorId });
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).kid).toBe(own.kid);
    expect(await tokens.verify(token)).toEqual({ tenant: ws.sandboxId, visitorId: visit.visitorId });
    expect(await tokens.verify(token)).toEqual({ tenant: ws.sandboxId, visitorId: visit.visitorId });
    await h.db.query('DELETE FROM svc_system.visitor_token_keys WHERE kid = $1', [own.kid]);
    // A token naming a key this process does not know makes it re-read the keys.
    const [, payload, sig] = token.split('.');
    const unknownKid = Buffer.from(JSON.stringify({ alg: 'HS256', kid: 'vtk_unknown', typ: 'JWT' })).toString(
      'base64url',
    );
    expect(await tokens.verify([unknownKid, payload, sig].join('.'))).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });
});

describe('runtime API: origins, limits and sizes', () => {
  async function liveAgent(origins: string[]) {
    const ws = await h.workspace();
    const api = await ws.live();
    const agent = (await api.post('/v1/agents', { name: 'Live desk', allowedOrigins: origins })).body;
    return { ws, api, agent, anon: h.anonymous() };
  }

  it("answers only the agent's origins (CORS), preflights included; requests without Origin pass", async () => {
    const { ws, agent, anon } = await liveAgent(['https://www.example.com']);
    const ok = await anon.post(
      `/runtime/v1/agents/${agent.publicId}/sessions`,
      { page: { url: 'https://www.example.com/' } },
      { idem: false, headers: { origin: 'https://www.example.com' } },
    );
    expect(ok.status).toBe(201);
    expect(ok.headers['access-control-allow-origin']).toBe('https://www.example.com');
    expect(ok.headers['access-control-expose-headers']).toContain('Request-Id');
    expect(ok.headers.vary).toContain('Origin');
    const pre = await anon.call('OPTIONS', `/runtime/v1/sessions/${ok.body.sessionId}/messages`, undefined, {
      idem: false,
      headers: {
        origin: 'https://www.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers['access-control-allow-methods']).toContain('POST');
    expect(pre.headers['access-control-allow-headers']).toContain('authorization');
    const visitors = await count(ws.id, 'visitors');
    for (const origin of ['https://evil.example', 'https://www.example.com.evil.example', 'null']) {
      const bad = await anon.post(
        `/runtime/v1/agents/${agent.publicId}/sessions`,
        { page: { url: 'https://www.example.com/' } },
        { idem: false, headers: { origin } },
      );
      expect(bad.status).toBe(403);
      expect(bad.body).toMatchObject({ code: 'origin-not-allowed' });
      expect(bad.headers['access-control-allow-origin']).toBeUndefined();
      const badPre = await anon.call('OPTIONS', `/runtime/v1/agents/${agent.publicId}/sessions`, undefined, {
        idem: false,
        headers: { origin },
      });
      expect(badPre.status).toBe(403);
      const said = await say(
        anon,
        { sessionId: ok.body.sessionId, visitorId: ok.body.visitorId, token: ok.body.visitorToken, body: {} },
        'Hi',
        { headers: { origin } },
      );
      expect(said.status).toBe(403);
    }
    expect(await count(ws.id, 'visitors')).toBe(visitors);
    expect(await count(ws.id, 'messages')).toBe(0);
    expect(
      (
        await anon.post(
          `/runtime/v1/agents/${agent.publicId}/sessions`,
          { page: { url: 'https://x.example/' } },
          { idem: false },
        )
      ).status,
    ).toBe(201);
    // The sandbox agent allows any origin.
    const { agent: sample, anon: a2 } = await sandbox();
    const any = await a2.get(`/runtime/v1/agents/${sample.publicId}`, {
      headers: { origin: 'https://anything.example' },
    });
    expect(any.headers['access-control-allow-origin']).toBe('https://anything.example');
  });

  it('limits a visitor to a burst of 10 messages, and an address to 60 session starts a minute; refused calls record nothing', async () => {
    const { ws, agent, anon } = await sandbox();
    const v = await startVisit(anon, agent.publicId);
    for (let i = 0; i < 10; i++) expect((await say(anon, v, `Hello number ${i}`)).status).toBe(200);
    const messages = await count(ws.sandboxId, 'messages');
    const refused = await say(anon, v, 'One too many');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'rate-limited' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    expect(await count(ws.sandboxId, 'messages')).toBe(messages);
    // 20 a minute: three seconds later one more message is allowed.
    clock.advance(3_000);
    expect((await say(anon, v, 'Back again')).status).toBe(200);
    // Another visitor is not affected.
    expect((await say(anon, await startVisit(anon, agent.publicId), 'Hi there')).status).toBe(200);

    const crowd = h.anonymous();
    const before = await count(ws.sandboxId, 'visits');
    let started = 0;
    let limited: any = null;
    for (let i = 0; i < 61; i++) {
      const res = await crowd.post(
        `/runtime/v1/agents/${agent.publicId}/sessions`,
        { page: { url: 'https://www.example.com/' } },
        { idem: false },
      );
      if (res.status === 201) started++;
      else limited = res;
    }
    expect(started).toBe(60);
    expect(limited).toMatchObject({ status: 429, body: { code: 'rate-limited' } });
    expect(await count(ws.sandboxId, 'visits')).toBe(before + 60);
  });

  it('refuses bodies over 64 KB (413) and messages over 4,000 characters (400), recording nothing', async () => {
    const { ws, agent, anon } = await sandbox();
    const v = await startVisit(anon, agent.publicId);
    const messages = await count(ws.sandboxId, 'messages');
    const conversations = await count(ws.sandboxId, 'conversations');
    const big = await anon.post(
      `/runtime/v1/sessions/${v.sessionId}/messages`,
      { text: 'x'.repeat(70 * 1024) },
      { idem: false, headers: bearer(v) },
    );
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ code: 'payload-too-large' });
    const long = await say(anon, v, 'y'.repeat(4001));
    expect(long.body).toMatchObject({ status: 400, code: 'invalid-request', param: 'text' });
    const longChat = await anon.post(
      `/runtime/v1/sessions/${v.sessionId}/messages`,
      { id: 'chat', messages: [{ id: 'm1', role: 'user', parts: [{ type: 'text', text: 'z'.repeat(4001) }] }] },
      { idem: false, headers: bearer(v) },
    );
    expect(longChat.body).toMatchObject({ code: 'invalid-request', param: 'messages[0].parts' });
    expect((await say(anon, v, '   ')).body).toMatchObject({ code: 'invalid-request', param: 'text' });
    expect(
      (
        await anon.post(`/runtime/v1/sessions/${v.sessionId}/messages`, '{not json', {
          idem: false,
          headers: { ...bearer(v), 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(400);
    expect(await count(ws.sandboxId, 'messages')).toBe(messages);
    expect(await count(ws.sandboxId, 'conversations')).toBe(conversations);
    // A form's field names are bounded too (a record's keys are not, unless propertyNames says so).
    const leads = await count(ws.sandboxId, 'leads');
    const longKey = await anon.post(
      `/runtime/v1/sessions/${v.sessionId}/events`,
      { type: 'form.submitted', fields: { ['k'.repeat(101)]: 'x', email: 'form@example.com' } },
      { idem: false, headers: bearer(v) },
    );
    expect(longKey.body).toMatchObject({ status: 400, code: 'invalid-request' });
    expect(await count(ws.sandboxId, 'leads')).toBe(leads);
  });

  it('honours the simulation clock in the sandbox only', async () => {
    const { ws, agent, anon } = await sandbox();
    const at = '2026-11-01T10:00:00.000Z';
    const v = await startVisit(anon, agent.publicId, {}, { 'x-simulated-time': at });
    const row = await h.db.tenantTx(
      ws.sandboxId,
      async (tx) => (await tx.query(`SELECT started_at FROM visits WHERE id = $1`, [v.sessionId])).rows[0],
    );
    expect(row?.started_at.toISOString()).toBe(at);
    expect(
      (await startVisit(anon, agent.publicId, {}, { 'x-simulated-time': 'yesterday' }).catch(
        (e) => e.message,
      )) as string,
    ).toMatch(/400/);
    const live = await (async () => {
      const w = await h.workspace();
      const a = (await (await w.live()).post('/v1/agents', { name: 'Live' })).body;
      return anon.post(
        `/runtime/v1/agents/${a.publicId}/sessions`,
        { page: { url: 'https://x.example/' } },
        { idem: false, headers: { 'x-simulated-time': at } },
      );
    })();
    expect(live.body).toMatchObject({ status: 400, param: 'X-Simulated-Time' });
  });

  it('publishes its own OpenAPI 3.1 document, lint-clean', async () => {
    const doc = (await h.anonymous().get('/runtime/v1/openapi.json')).body;
    expect(doc.openapi).toBe('3.1.0');
    const ids = Object.values<any>(doc.paths).flatMap((item) => Object.values<any>(item).map((op) => op.operationId));
    expect(ids.sort()).toEqual(
      [
        'bookRuntimeMeeting',
        'endRuntimeSession',
        'getRuntimeAgent',
        'getRuntimeSlots',
        'listRuntimeMessages',
        'postRuntimeEvent',
        'postRuntimeMessage',
        'startRuntimeSession',
      ].sort(),
    );
    expect(doc.paths['/runtime/v1/sessions/{sessionId}/messages'].post.responses['200'].content).toHaveProperty(
      'text/event-stream',
    );
    const problems = (await lintOpenApi(doc)).filter((r) => r.severity <= 1);
    expect(problems.map((p) => `${p.code} ${p.path.join('.')}: ${p.message}`)).toEqual([]);
    // The management document does not list the runtime API.
    const v1 = (await h.anonymous().get('/v1/openapi.json')).body;
    expect(Object.keys(v1.paths).some((p) => p.includes('runtime'))).toBe(false);
    expect(Object.keys(v1.components.schemas).some((s) => s.startsWith('Runtime'))).toBe(false);
  });
});

describe('runtime API: turns', () => {
  it('answers a retried turn from the record instead of running it twice', async () => {
    const { ws, agent, anon } = await sandbox();
    const v = await startVisit(anon, agent.publicId);
    const first = await say(anon, v, 'Where is customer data stored?', { clientMessageId: 'msg-1' });
    expect(first.headers['x-vercel-ai-ui-message-stream']).toBe('v1');
    expect(streamText(first.raw)).toContain('Frankfurt');
    const messages = await count(ws.sandboxId, 'messages');
    const retry = await say(anon, v, 'Where is customer data stored?', { clientMessageId: 'msg-1' });
    expect(streamText(retry.raw)).toBe(streamText(first.raw));
    const ids = (raw: string) => streamChunks(raw).find((c: any) => c.type === 'start') as any;
    expect(ids(retry.raw).messageId).toBe(ids(first.raw).messageId);
    expect(await count(ws.sandboxId, 'messages')).toBe(messages);
    const list = await anon.get(`/runtime/v1/sessions/${v.sessionId}/messages`, { headers: bearer(v) });
    expect(list.body.items.map((m: any) => m.role)).toEqual(['user', 'assistant']);
    expect(list.body.items[1].id).toBe(ids(first.raw).messageId);
    expect(list.body.items[1].parts.some((p: any) => p.type === 'source-document' || p.type === 'source-url')).toBe(
      true,
    );
  });
});
