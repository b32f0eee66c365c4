import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import { ManualClock } from '../../src/clock.js';
import { PASSWORD, SessionClient, operatorSession } from '../helpers/operators.js';
import { createOperator, deleteOperator } from '../../src/platform/operators/service.js';
import { readOperatorSession } from '../../src/platform/operators/index.js';
import { BUCKETS } from '../../src/platform/rate-limit/buckets.js';

/** Operators' sign-in, sessions, CSRF, lockout, expiry and removal (issue 29), on both databases. */
let h: Harness;
let a: TestWorkspace;
let b: TestWorkspace;
const clock = new ManualClock('2026-03-02T09:00:00Z');

beforeAll(async () => {
  h = await createHarness({ clock });
  a = await h.workspace({ name: 'A' });
  b = await h.workspace({ name: 'B' });
});
afterAll(() => h?.close());

describe('sign-in', () => {
  it('signs in with email and password: the cookie, the operator, the csrf token', async () => {
    const email = 'Ada@Example.com';
    await createOperator(h.deps, 'cli', { workspaceId: a.id, email, role: 'admin', password: PASSWORD });
    const c = new SessionClient(h.app);
    const res = await c.signIn('ada@example.COM', PASSWORD);
    expect(res.status).toBe(201);
    expect(res.body.operator).toMatchObject({
      email: 'ada@example.com',
      role: 'admin',
      transcripts: false,
      workspaceId: a.id,
    });
    expect(res.body.csrfToken).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^svc_session=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure'); // plain HTTP, no trusted proxy
    const current = await c.get('/v1/sessions/current');
    expect(current.status).toBe(200);
    expect(current.body.csrfToken).toBe(res.body.csrfToken);
    // The session is stored hashed: the cookie's token is nowhere in the table.
    const rows = await h.db.query<{ token_hash: string }>('SELECT token_hash FROM operator_sessions');
    expect(rows.rows.map((r) => r.token_hash)).not.toContain(c.cookie);
  });

  it('the same 401 for an unknown email and a wrong password; short passwords are refused at creation', async () => {
    const { email } = await operatorSession(h, a.id);
    const wrong = await new SessionClient(h.app).signIn(email, 'not the password at all');
    const unknown = await new SessionClient(h.app).signIn('nobody@example.com', PASSWORD);
    expect([wrong.status, wrong.body.code, wrong.body.message]).toEqual([401, 'unauthorized', unknown.body.message]);
    expect([unknown.status, unknown.body.code]).toEqual([401, 'unauthorized']);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    await expect(
      createOperator(h.deps, 'cli', { workspaceId: a.id, email: 'short@example.com', password: 'elevenchars' }),
    ).rejects.toMatchObject({ code: 'invalid-request', param: 'password' });
  });

  it('sets Secure on the cookie when the request came over HTTPS through a trusted proxy', async () => {
    const h2 = await createHarness({ db: h.db, config: { trustProxy: { ranges: ['127.0.0.1/32'] } } });
    try {
      const { email } = await operatorSession(h, a.id);
      const res = await h2.app.inject({
        method: 'POST',
        url: '/v1/sessions',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        payload: JSON.stringify({ email, password: PASSWORD }),
      });
      expect(res.statusCode).toBe(201);
      expect(String(res.headers['set-cookie'])).toContain('Secure');
    } finally {
      await h2.close();
    }
  });

  it('locks an email after 5 failures in 15 minutes (429 with Retry-After), then lets it in again', async () => {
    const { email } = await operatorSession(h, a.id);
    for (let i = 0; i < 5; i++) {
      // A new address each time: the email's count alone locks it.
      const res = await new SessionClient(h.app).signIn(email, 'wrong password number');
      expect(res.status).toBe(401);
    }
    const locked = await new SessionClient(h.app).signIn(email, PASSWORD);
    expect([locked.status, locked.body.code]).toEqual([429, 'sign-in-locked']);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    clock.advance(15 * 60_000 + 1000);
    expect((await new SessionClient(h.app).signIn(email, PASSWORD)).status).toBe(201);
  });

  it('locks an address after 5 failures, whatever the emails', async () => {
    const c = new SessionClient(h.app);
    for (let i = 0; i < 5; i++)
      expect((await c.signIn(`guess${i}@example.com`, 'wrong password here')).status).toBe(401);
    const { email } = await operatorSession(h, a.id);
    const locked = await c.signIn(email, PASSWORD);
    expect([locked.status, locked.body.code]).toEqual([429, 'sign-in-locked']);
    // Another address signs in as that operator normally.
    expect((await new SessionClient(h.app).signIn(email, PASSWORD)).status).toBe(201);
    clock.advance(15 * 60_000 + 1000);
  });
});

describe('one-time sign-in links', () => {
  it('a link signs in once, within 24 hours', async () => {
    const created = await createOperator(h.deps, 'cli', {
      workspaceId: a.id,
      email: 'link@example.com',
      role: 'member',
    });
    expect(created.signInUrl).toMatch(/^http:\/\/127\.0\.0\.1:8080\/app\/sign-in#token=[A-Za-z0-9_-]{43}$/);
    const token = created.signInUrl!.split('#token=')[1]!;
    const c = new SessionClient(h.app);
    const first = await c.post('/v1/sessions/link', { token });
    expect(first.status).toBe(201);
    expect(first.body.operator.email).toBe('link@example.com');
    const again = await new SessionClient(h.app).post('/v1/sessions/link', { token });
    expect([again.status, again.body.code]).toEqual([401, 'unauthorized']);

    const late = await createOperator(h.deps, 'cli', { workspaceId: a.id, email: 'late@example.com' });
    clock.advance(24 * 3_600_000 + 1000);
    const expired = await new SessionClient(h.app).post('/v1/sessions/link', {
      token: late.signInUrl!.split('#token=')[1],
    });
    expect([expired.status, expired.body.code]).toEqual([401, 'unauthorized']);
  });
});

describe('passwords', () => {
  it('an operator invited by link sets a first password; changing it needs the current one', async () => {
    const made = await createOperator(h.deps, 'cli', { workspaceId: a.id, email: 'setpw@example.com' });
    const c = new SessionClient(h.app);
    expect((await c.post('/v1/sessions/link', { token: made.signInUrl!.split('#token=')[1] })).status).toBe(201);
    const noCsrf = await c.call('PUT', '/v1/sessions/current/password', { password: PASSWORD }, { csrf: false });
    expect(noCsrf.body.code).toBe('csrf-failed');
    expect((await c.call('PUT', '/v1/sessions/current/password', { password: PASSWORD })).status).toBe(204);
    expect((await new SessionClient(h.app).signIn('setpw@example.com', PASSWORD)).status).toBe(201);
    const next = 'another passphrase entirely';
    const without = await c.call('PUT', '/v1/sessions/current/password', { password: next });
    expect([without.status, without.body.param]).toEqual([400, 'currentPassword']);
    const short = await c.call('PUT', '/v1/sessions/current/password', {
      password: 'short',
      currentPassword: PASSWORD,
    });
    expect([short.status, short.body.param]).toEqual([400, 'password']);
    expect(
      (await c.call('PUT', '/v1/sessions/current/password', { password: next, currentPassword: PASSWORD })).status,
    ).toBe(204);
    expect((await new SessionClient(h.app).signIn('setpw@example.com', next)).status).toBe(201);
    const anonymous = await new SessionClient(h.app).call('PUT', '/v1/sessions/current/password', { password: next });
    expect(anonymous.status).toBe(401);
  });
});

describe('sessions as callers of /v1', () => {
  it('reads with the cookie, in live by default and in the sandbox with X-Service-Mode: test', async () => {
    const { client } = await operatorSession(h, a.id);
    const live = await client.get('/v1/offers');
    expect(live.status).toBe(200);
    expect(live.headers['x-service-mode']).toBe('live');
    client.mode = 'test';
    const sandbox = await client.get('/v1/sandbox');
    expect([sandbox.status, sandbox.headers['x-service-mode']]).toEqual([200, 'test']);
    client.mode = null;
    expect((await client.get('/v1/sandbox')).body.code).toBe('sandbox-only');
    const bad = await client.get('/v1/offers', { headers: { 'x-service-mode': 'prod' } });
    expect([bad.status, bad.body.param]).toEqual([400, 'X-Service-Mode']);
  });

  it('writes need the X-CSRF-Token of the session', async () => {
    const { client } = await operatorSession(h, a.id);
    const offer = { name: 'Spring', format: 'toaster', goal: 'engaged', message: 'Hi' };
    const without = await client.post('/v1/offers', offer, { csrf: false });
    expect([without.status, without.body.code]).toEqual([403, 'csrf-failed']);
    const other = await operatorSession(h, a.id);
    const foreignToken = await client.call('POST', '/v1/offers', offer, {
      csrf: false,
      headers: { 'x-csrf-token': other.client.csrf! },
    });
    expect(foreignToken.body.code).toBe('csrf-failed');
    const ok = await client.post('/v1/offers', offer);
    expect(ok.status).toBe(201);
    expect((await client.get(`/v1/offers/${ok.body.id}`)).body.name).toBe('Spring');
    // A rate-limit holder of its own, with the usual headers, drawing from the session bucket (wider than a key's).
    expect(ok.headers['x-ratelimit-limit']).toBe(String(BUCKETS.session.capacity));
    expect(BUCKETS.session.capacity).toBeGreaterThan(BUCKETS.default.capacity);
  });

  it("a member lacks the owners' and admins' scopes; transcripts only with the permission", async () => {
    const member = await operatorSession(h, a.id, { role: 'member' });
    const res = await member.client.get('/v1/webhooks');
    expect([res.status, res.body.code]).toEqual([403, 'insufficient-scope']);
    expect((await member.client.get('/v1/offers')).status).toBe(200);
    const admin = await operatorSession(h, a.id, { role: 'admin' });
    expect((await admin.client.get('/v1/webhooks')).status).toBe(200);
  });

  it('idle sessions end after 12 hours; use moves the expiry forward', async () => {
    const { client } = await operatorSession(h, a.id);
    clock.advance(11 * 3_600_000);
    expect((await client.get('/v1/offers')).status).toBe(200); // slides to 12 h from now
    clock.advance(11 * 3_600_000);
    expect((await client.get('/v1/offers')).status).toBe(200);
    clock.advance(12 * 3_600_000 + 1000);
    const ended = await client.get('/v1/offers');
    expect([ended.status, ended.body.code]).toEqual([401, 'unauthorized']);
    expect((await client.get('/v1/sessions/current')).status).toBe(401);
  });

  it('a removed operator loses every session at once', async () => {
    const first = await operatorSession(h, a.id, { role: 'member' });
    const second = new SessionClient(h.app);
    expect((await second.signIn(first.email, PASSWORD)).status).toBe(201);
    await deleteOperator(h.deps, 'cli', a.id, first.id);
    for (const c of [first.client, second]) {
      const res = await c.get('/v1/offers');
      expect([res.status, res.body.code]).toEqual([401, 'unauthorized']);
    }
    expect((await new SessionClient(h.app).signIn(first.email, PASSWORD)).status).toBe(401);
  });

  it('sign-out ends the session and clears the cookie; it needs the csrf token', async () => {
    const { client } = await operatorSession(h, a.id);
    expect((await client.delete('/v1/sessions/current', { csrf: false })).body.code).toBe('csrf-failed');
    const token = client.cookie;
    const out = await client.delete('/v1/sessions/current');
    expect(out.status).toBe(204);
    expect(String(out.headers['set-cookie'])).toMatch(/^svc_session=; .*Max-Age=0/);
    client.cookie = token;
    expect((await client.get('/v1/offers')).status).toBe(401);
  });

  it('a session of another workspace reaches only its own data', async () => {
    const { client } = await operatorSession(h, b.id);
    const keyClient = await a.live();
    const created = await keyClient.post('/v1/offers', {
      name: 'A only',
      format: 'toaster',
      goal: 'engaged',
      message: 'x',
    });
    expect(created.status).toBe(201);
    const res = await client.get(`/v1/offers/${created.body.id}`);
    expect([res.status, res.body.code]).toEqual([404, 'not-found']);
  });

  it('readOperatorSession reads the session of a request', async () => {
    const { client, id, email } = await operatorSession(h, a.id, { role: 'member', transcripts: true });
    const req = { headers: { cookie: `other=1; svc_session=${client.cookie}` } } as never;
    expect(await readOperatorSession(h.deps, req)).toEqual({
      operatorId: id,
      workspaceId: a.id,
      role: 'member',
      transcripts: true,
      email,
    });
    expect(await readOperatorSession(h.deps, { headers: {} } as never)).toBeNull();
  });
});
