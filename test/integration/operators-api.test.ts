import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import { SessionClient, operatorSession } from '../helpers/operators.js';

/** The /v1 operators and API keys operations (issue 29), with sessions and with keys, on both databases. */
let h: Harness;
let a: TestWorkspace;

beforeAll(async () => {
  h = await createHarness();
  a = await h.workspace({ name: 'A' });
});
afterAll(() => h?.close());

describe('operators', () => {
  it('an owner invites by link or with a password, changes roles, removes; the last owner stays', async () => {
    const owner = await operatorSession(h, a.id, { role: 'owner' });
    const invited = await owner.client.post('/v1/operators', { email: 'New@Example.com', role: 'admin' });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({
      email: 'new@example.com',
      role: 'admin',
      transcripts: false,
      hasPassword: false,
    });
    expect(invited.body.signInUrl).toMatch(/^http:\/\/127\.0\.0\.1:8080\/app\/sign-in#token=[A-Za-z0-9_-]{43}$/);
    const token = invited.body.signInUrl.split('#token=')[1];
    expect((await new SessionClient(h.app).post('/v1/sessions/link', { token })).status).toBe(201);

    const withPassword = await owner.client.post('/v1/operators', {
      email: 'pw@example.com',
      password: 'a password long enough',
    });
    expect([withPassword.status, withPassword.body.signInUrl, withPassword.body.role]).toEqual([201, null, 'member']);
    const again = await owner.client.post('/v1/operators', { email: 'PW@example.com' });
    expect([again.status, again.body.code]).toEqual([409, 'conflict']);
    const short = await owner.client.post('/v1/operators', { email: 'x@example.com', password: 'too short' });
    expect([short.status, short.body.code]).toEqual([400, 'invalid-request']);

    const list = await owner.client.get('/v1/operators');
    expect(list.body.items.map((o: { email: string }) => o.email)).toEqual(
      expect.arrayContaining([owner.email, 'new@example.com', 'pw@example.com']),
    );
    const changed = await owner.client.patch(`/v1/operators/${withPassword.body.id}`, { transcripts: true });
    expect([changed.status, changed.body.transcripts]).toEqual([200, true]);

    // The last owner can be neither demoted nor removed.
    const demote = await owner.client.patch(`/v1/operators/${owner.id}`, { role: 'admin' });
    expect([demote.status, demote.body.code]).toEqual([409, 'last-owner']);
    const remove = await owner.client.delete(`/v1/operators/${owner.id}`);
    expect([remove.status, remove.body.code]).toEqual([409, 'last-owner']);
    // With a second owner, the first may go (and loses their session).
    expect((await owner.client.patch(`/v1/operators/${invited.body.id}`, { role: 'owner' })).status).toBe(200);
    expect((await owner.client.delete(`/v1/operators/${owner.id}`)).status).toBe(204);
    expect((await owner.client.get('/v1/operators')).status).toBe(401);
  });

  it('admins do not touch owners; members do not manage operators; role changes apply at once', async () => {
    const ws = await h.workspace({ name: 'roles' });
    const owner = await operatorSession(h, ws.id, { role: 'owner' });
    const admin = await operatorSession(h, ws.id, { role: 'admin' });
    const member = await operatorSession(h, ws.id, { role: 'member' });
    const makeOwner = await admin.client.post('/v1/operators', { email: 'o2@example.com', role: 'owner' });
    expect([makeOwner.status, makeOwner.body.code]).toEqual([403, 'insufficient-scope']);
    expect((await admin.client.patch(`/v1/operators/${owner.id}`, { transcripts: true })).body.code).toBe(
      'insufficient-scope',
    );
    expect((await admin.client.delete(`/v1/operators/${owner.id}`)).body.code).toBe('insufficient-scope');
    expect((await admin.client.patch(`/v1/operators/${member.id}`, { role: 'admin' })).status).toBe(200);
    // The member's open session is an admin's from the next request.
    expect((await member.client.get('/v1/operators')).status).toBe(200);
    expect((await member.client.get('/v1/api-keys')).status).toBe(200);
    const demoted = await owner.client.patch(`/v1/operators/${member.id}`, { role: 'member' });
    expect(demoted.status).toBe(200);
    expect((await member.client.get('/v1/operators')).body.code).toBe('insufficient-scope');
  });

  it('a key needs operators:manage by name, and acts as an admin', async () => {
    const all = await a.live();
    expect((await all.get('/v1/operators')).body.code).toBe('insufficient-scope');
    const k = await a.key({ scopes: ['operators:manage'] });
    const keyed = a.client(k.key);
    expect((await keyed.get('/v1/operators')).status).toBe(200);
    expect((await keyed.post('/v1/operators', { email: 'own@example.com', role: 'owner' })).body.code).toBe(
      'insufficient-scope',
    );
    expect((await keyed.post('/v1/operators', { email: 'mem@example.com' })).status).toBe(201);
  });
});

describe('API keys', () => {
  it("an owner makes a key of the session's data set (shown once), sees its last use, revokes it", async () => {
    const owner = await operatorSession(h, a.id, { role: 'owner' });
    owner.client.mode = 'test';
    const made = await owner.client.post('/v1/api-keys', { name: 'Reporting', scopes: ['follow_ups:read'] });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ mode: 'test', name: 'Reporting', scopes: ['follow_ups:read'], revokedAt: null });
    expect(made.body.key).toMatch(/^svc_test_/);
    expect(made.body.prefix).toBe(`${made.body.key.slice(0, 13)}…`);
    const keyed = a.client(made.body.key);
    expect((await keyed.get('/v1/follow-ups')).status).toBe(200);
    await h.deps.keyUsage.flush();

    const listed = await owner.client.get('/v1/api-keys');
    const mine = listed.body.items.find((k: { id: string }) => k.id === made.body.id);
    expect(mine.lastUsedAt).not.toBeNull();
    expect(listed.raw).not.toContain(made.body.key);
    expect(listed.body.items.every((k: { mode: string }) => k.mode === 'test')).toBe(true);

    // Live callers do not see nor revoke the sandbox's keys.
    owner.client.mode = 'live';
    expect((await owner.client.delete(`/v1/api-keys/${made.body.id}`)).status).toBe(404);
    owner.client.mode = 'test';
    const revoked = await owner.client.delete(`/v1/api-keys/${made.body.id}`);
    expect([revoked.status, revoked.body.revokedAt === null]).toEqual([200, false]);
    expect((await keyed.get('/v1/follow-ups')).status).toBe(401);
  });

  it("no scope beyond the maker's own, and transcripts only by name", async () => {
    const owner = await operatorSession(h, a.id, { role: 'owner', transcripts: false });
    const beyond = await owner.client.post('/v1/api-keys', { scopes: ['conversations:transcripts'] });
    expect([beyond.status, beyond.body.code]).toEqual([403, 'insufficient-scope']);
    const plain = await owner.client.post('/v1/api-keys', {});
    expect(plain.status).toBe(201);
    expect(plain.body.scopes).not.toContain('conversations:transcripts');
    expect(plain.body.scopes).not.toContain('keys:manage');
    expect(plain.body.scopes).toContain('follow_ups:read');
    const member = await operatorSession(h, a.id, { role: 'member' });
    expect((await member.client.post('/v1/api-keys', {})).body.code).toBe('insufficient-scope');
  });
});
