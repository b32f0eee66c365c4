import { createSecretKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import type { Client } from '../helpers/client.js';
import { say, startVisit, streamText, type Visit } from '../helpers/runtime.js';

/**
 * The visitor runtime tried as an attacker would (issue 25, rows 9 to 12):
 * tokens the service never issues, a client message id reused for other text,
 * events for tours visitors are not served, and JSON nested too deep under any
 * content type. Each refusal records nothing.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

const DAY = 86_400;

async function sandbox(): Promise<{ api: Client; agent: any; anon: Client; tenant: string }> {
  const ws = await h.workspace({ seed: true });
  const api = await ws.test();
  const agent = (await api.get('/v1/agents')).body.items[0];
  return { api, agent, anon: h.anonymous(), tenant: ws.sandboxId };
}

async function count(tenant: string, table: string): Promise<number> {
  return h.db.tenantTx(tenant, async (tx) =>
    Number((await tx.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n),
  );
}

/** A token signed with the service's own key, with the dates given (seconds since the epoch). */
async function mint(token: string, claims: { iat: number; exp: number }): Promise<string> {
  const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString());
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
  const row = (
    await h.db.query<{ secret: string }>('SELECT secret FROM svc_system.visitor_token_keys WHERE kid = $1', [
      header.kid,
    ])
  ).rows[0]!;
  return new SignJWT({ ds: payload.ds })
    .setProtectedHeader({ alg: 'HS256', kid: header.kid, typ: 'JWT' })
    .setSubject(payload.sub)
    .setIssuer(payload.iss)
    .setAudience(payload.aud)
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .sign(createSecretKey(Buffer.from(row.secret, 'base64')));
}

describe('visitor tokens the service never issues', () => {
  it('refuses a token issued in the future or living longer than 90 days, though its signature is right', async () => {
    const { agent, anon, tenant } = await sandbox();
    const v = await startVisit(anon, agent.publicId);
    const now = Math.floor(Date.now() / 1000);
    // The same minting, with ordinary dates, is accepted: the refusals below are about the dates alone.
    const fine = await mint(v.token, { iat: now - 10, exp: now - 10 + 90 * DAY });
    expect((await say(anon, { ...v, token: fine }, 'Hello')).status).toBe(200);
    const slightlyAhead = await mint(v.token, { iat: now + 20, exp: now + 20 + 90 * DAY });
    expect((await say(anon, { ...v, token: slightlyAhead }, 'Hello again')).status).toBe(200);

    const messages = await count(tenant, 'messages');
    for (const [what, claims] of [
      ['issued a day ahead', { iat: now + DAY, exp: now + DAY + 30 * DAY }],
      ['issued ten minutes ahead', { iat: now + 600, exp: now + 600 + DAY }],
      ['valid 400 days', { iat: now - 60, exp: now - 60 + 400 * DAY }],
      ['valid 91 days', { iat: now - 60, exp: now - 60 + 91 * DAY }],
    ] as const) {
      const token = await mint(v.token, claims);
      const said = await say(anon, { ...v, token }, 'Hi');
      expect(said.body, what).toMatchObject({ status: 401, code: 'invalid-token' });
      const started = await anon.post(
        `/runtime/v1/agents/${agent.publicId}/sessions`,
        { visitorToken: token, page: { url: 'https://www.example.com/' } },
        { idem: false },
      );
      expect(started.status, what).toBe(401);
    }
    expect(await count(tenant, 'messages')).toBe(messages);
  });
});

describe('client message ids', () => {
  it('replays the same id with the same text, and refuses it with other text (409 conflict)', async () => {
    const { agent, anon, tenant } = await sandbox();
    const v: Visit = await startVisit(anon, agent.publicId);
    const id = `m-${crypto.randomUUID()}`;
    const first = await say(anon, v, 'What does it cost?', { clientMessageId: id });
    expect(first.status).toBe(200);
    const messages = await count(tenant, 'messages');
    const again = await say(anon, v, 'What does it cost?', { clientMessageId: id });
    expect(again.status).toBe(200);
    expect(streamText(again.raw)).toBe(streamText(first.raw));
    const other = await say(anon, v, 'Delete my account', { clientMessageId: id });
    expect(other.body).toMatchObject({ status: 409, code: 'conflict' });
    expect(await count(tenant, 'messages')).toBe(messages);
  });
});

describe('tour events', () => {
  it('refuses an event for a draft tour as for an unknown one, and records nothing', async () => {
    const { api, agent, anon, tenant } = await sandbox();
    const v = await startVisit(anon, agent.publicId);
    const drafts = (await api.get('/v1/tours?status=draft')).body.items;
    expect(drafts.length).toBeGreaterThan(0);
    const event = (body: unknown) =>
      anon.post(`/runtime/v1/sessions/${v.sessionId}/events`, body, {
        idem: false,
        headers: { authorization: `Bearer ${v.token}` },
      });
    const sittings = await count(tenant, 'tour_sittings');
    for (const draft of drafts) {
      for (const tourId of [draft.id, draft.publicId]) {
        const unknown = await event({ type: 'tour.played', tourId: crypto.randomUUID(), source: 'chat' });
        const played = await event({ type: 'tour.played', tourId, source: 'chat' });
        expect(played.status).toBe(404);
        expect({ ...played.body, requestId: null }).toEqual({ ...unknown.body, requestId: null });
        expect((await event({ type: 'tour.completed', tourId })).status).toBe(404);
      }
    }
    expect(await count(tenant, 'tour_sittings')).toBe(sittings);
  });
});

describe('JSON depth', () => {
  const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);

  it('refuses JSON nested 30,000 deep whatever the content type, on both surfaces', async () => {
    const { api, agent, anon } = await sandbox();
    const v = await startVisit(anon, agent.publicId);
    const body = JSON.stringify({ text: 'hi', extra: JSON.parse(deep(1000)) }).replace(deep(1000), deep(30_000));
    for (const type of ['text/plain', 'text/plain;charset=UTF-8', 'application/json']) {
      const res = await anon.call('POST', `/runtime/v1/sessions/${v.sessionId}/messages`, body, {
        idem: false,
        headers: { authorization: `Bearer ${v.token}`, 'content-type': type },
      });
      expect(res.status, type).toBe(400);
      expect(res.body, type).toMatchObject({ code: 'invalid-request', param: 'body' });
      const started = await anon.call('POST', `/runtime/v1/agents/${agent.publicId}/sessions`, deep(30_000), {
        idem: false,
        headers: { 'content-type': type },
      });
      expect(started.body, type).toMatchObject({ status: 400, code: 'invalid-request', param: 'body' });
    }
    const v1 = await api.call('POST', '/v1/segments', deep(30_000), {
      headers: { 'content-type': 'application/json' },
    });
    expect(v1.body).toMatchObject({ status: 400, code: 'invalid-request', param: 'body' });
  });
});
