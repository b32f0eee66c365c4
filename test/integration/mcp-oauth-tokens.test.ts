import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as TransportV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { createHarness, type Harness } from '../helpers/harness.js';
import { systemClock } from '../../src/clock.js';
import { MemoryRateLimiter } from '../../src/platform/rate-limit/memory-limiter.js';
import { freePort } from '../helpers/private-services.js';
import { createOperator } from '../../src/platform/operators/service.js';
import { createFollowUp } from '../../src/resources/follow-ups/service.js';
import { newId } from '../../src/lib/ids.js';
import {
  listToolsWith,
  mcpRequest,
  refresh,
  revokeToken,
  signInOverHttp,
  refusedRefresh,
} from '../helpers/oauth-dance.js';

/**
 * What an OAuth token for /mcp is worth after the fact, over real HTTP on a
 * real port: revoking one access token (RFC 7009) leaves the grant and its
 * refresh token alone; revoking the refresh token or the grant ends them all;
 * a token carries only what its operator may do now (demoted, stripped of
 * transcripts, removed). The browser flow is mcp-oauth.test.ts; here the
 * consent page's calls are made directly (test/helpers/oauth-dance.ts).
 */
let h: Harness;
let base: string;
const REDIRECT = 'http://127.0.0.1:9/callback';
const PASSWORD = 'correct horse battery staple';

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // Many sign-ins and token calls from one loopback address: the limits themselves are tested elsewhere.
  const wide = { capacity: 1e9, refillPerSecond: 1e9 };
  h = await createHarness({
    config: { publicUrl: base },
    limiter: new MemoryRateLimiter(systemClock, { default: wide }),
  });
  await h.app.listen({ port, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  await h?.close();
});

async function setUp(opts: { role?: 'owner' | 'admin' | 'member'; transcripts?: boolean; scopes?: string[] } = {}) {
  const ws = await h.workspace();
  const email = `tokens-${randomBytes(5).toString('hex')}@example.com`;
  const op = await createOperator(h.deps, 'cli', {
    workspaceId: ws.id,
    email,
    role: opts.role ?? 'owner',
    transcripts: opts.transcripts ?? false,
    password: PASSWORD,
  });
  const signed = await signInOverHttp({
    base,
    email,
    password: PASSWORD,
    workspaceId: ws.id,
    redirectUri: REDIRECT,
    ...(opts.scopes ? { scopes: opts.scopes } : {}),
  });
  const admin = ws.client((await ws.key({ scopes: ['keys:manage', 'operators:manage'] })).key);
  return { ws, operatorId: op.operator.id, admin, ...signed };
}

const status = async (token: string) => (await listToolsWith(base, token)).status;

it('revoking an access token ends that token only: the refresh token still refreshes, and its tokens work', async () => {
  const { clientId, tokens, admin } = await setUp();
  const first = tokens;
  const second = await refresh(base, clientId, first.refresh_token);
  expect(await status(second.access_token)).toBe(200);

  expect(await revokeToken(base, clientId, first.access_token, 'access_token')).toBe(200);
  expect(await status(first.access_token)).toBe(401);
  // The sibling from the refresh and the refresh token itself are untouched (RFC 7009 lets a server
  // revoke them too; the client asked for one token, so one token ends).
  expect(await status(second.access_token)).toBe(200);
  const third = await refresh(base, clientId, second.refresh_token);
  expect(await status(third.access_token)).toBe(200);
  // Revoking the newest access token, then refreshing: the new token works (the reported bug).
  expect(await revokeToken(base, clientId, third.access_token)).toBe(200);
  const fourth = await refresh(base, clientId, third.refresh_token);
  expect(await status(fourth.access_token)).toBe(200);
  // Still on the Developers page.
  expect((await admin.get<{ items: unknown[] }>('/v1/oauth-grants')).body.items).toHaveLength(1);

  // Revoking the grant there ends every token of it, and the refresh token.
  const grants = await admin.get<{ items: Array<{ id: string }> }>('/v1/oauth-grants');
  expect((await admin.delete(`/v1/oauth-grants/${grants.body.items[0]!.id}`)).status).toBe(204);
  for (const t of [second, fourth]) expect(await status(t.access_token)).toBe(401);
  expect(await refusedRefresh(base, clientId, fourth.refresh_token)).toEqual({ status: 400, error: 'invalid_grant' });
});

it('another client cannot revoke a token that is not its own', async () => {
  const mine = await setUp();
  const theirs = await setUp();
  expect(await revokeToken(base, theirs.clientId, mine.tokens.access_token)).toBe(200); // RFC 7009: no hint either way
  expect(await status(mine.tokens.access_token)).toBe(200);
});

it('revoking the refresh token ends the grant: its access tokens, and its line on the Developers page', async () => {
  const { clientId, tokens, admin } = await setUp();
  const second = await refresh(base, clientId, tokens.refresh_token);
  expect(await revokeToken(base, clientId, second.refresh_token, 'refresh_token')).toBe(200);
  expect(await status(second.access_token)).toBe(401);
  expect(await refusedRefresh(base, clientId, second.refresh_token)).toEqual({ status: 400, error: 'invalid_grant' });
  expect((await admin.get<{ items: unknown[] }>('/v1/oauth-grants')).body.items).toEqual([]);
});

it("a token carries what its operator may do now: a demoted admin's assistant loses the admin's scopes", async () => {
  const { operatorId, tokens, admin, clientId } = await setUp({
    role: 'admin',
    scopes: ['follow_ups:read', 'agents:read', 'agents:write'],
  });
  const before = await listToolsWith(base, tokens.access_token);
  expect(before.names).toEqual(expect.arrayContaining(['listFollowUps', 'updateAgent', 'createAgent']));

  expect((await admin.patch(`/v1/operators/${operatorId}`, { role: 'member' })).status).toBe(200);
  const after = await listToolsWith(base, tokens.access_token);
  expect(after.status).toBe(200);
  expect(after.names).toContain('listFollowUps');
  expect(after.names).not.toContain('updateAgent');
  expect(after.names).not.toContain('createAgent');
  // A refreshed token is no better: the grant names agents:write, the role does not.
  const refreshed = await refresh(base, clientId, tokens.refresh_token);
  expect((await listToolsWith(base, refreshed.access_token)).names).not.toContain('updateAgent');
  // Promoted again, it is back: the grant still holds what the operator allowed.
  expect((await admin.patch(`/v1/operators/${operatorId}`, { role: 'admin' })).status).toBe(200);
  expect((await listToolsWith(base, refreshed.access_token)).names).toContain('updateAgent');
});

it("losing the transcripts permission takes conversations:transcripts from the operator's assistant", async () => {
  const { ws, operatorId, tokens, admin } = await setUp({
    role: 'admin',
    transcripts: true,
    scopes: ['follow_ups:read', 'conversations:transcripts'],
  });
  expect(tokens.scope.split(' ')).toContain('conversations:transcripts');
  await h.db.tenantTx(ws.id, (tx) =>
    createFollowUp(h.deps, tx, {
      id: newId(),
      question: 'Can you write to me at jane.doe@example.com about pricing?',
      reason: 'not in the knowledge base',
      createdAt: new Date(),
    }),
  );
  const question = async () => {
    const { result } = await mcpRequest(base, tokens.access_token, 'tools/call', {
      name: 'listFollowUps',
      arguments: { limit: 1 },
    });
    const content = result!.structuredContent as { items: Array<{ question: string }> };
    return content.items[0]!.question;
  };
  expect(await question()).toContain('jane.doe@example.com');
  expect((await admin.patch(`/v1/operators/${operatorId}`, { transcripts: false })).status).toBe(200);
  expect(await question()).toContain('[email]');
});

it("removing an operator ends their assistants' grants: tokens refused, refresh refused, off the Developers page", async () => {
  const { operatorId, tokens, admin, clientId } = await setUp({ role: 'admin' });
  expect(await status(tokens.access_token)).toBe(200);
  expect((await admin.get<{ items: unknown[] }>('/v1/oauth-grants')).body.items).toHaveLength(1);
  expect((await admin.delete(`/v1/operators/${operatorId}`)).status).toBe(204);
  expect(await status(tokens.access_token)).toBe(401);
  expect(await refusedRefresh(base, clientId, tokens.refresh_token)).toEqual({ status: 400, error: 'invalid_grant' });
  expect((await admin.get<{ items: unknown[] }>('/v1/oauth-grants')).body.items).toEqual([]);
});

it('the v1 SDK client (1.x) lists and calls tools with an OAuth token', async () => {
  const { tokens } = await setUp();
  const client = new ClientV1({ name: 'oauth-v1', version: '1' });
  const headers = { authorization: `Bearer ${tokens.access_token}` };
  await client.connect(new TransportV1(new URL(`${base}/mcp`), { requestInit: { headers } }));
  expect((await client.listTools()).tools.map((t) => t.name)).toContain('listFollowUps');
  const listed = await client.callTool({ name: 'listFollowUps', arguments: { limit: 1 } });
  expect(listed.isError).toBeFalsy();
  expect(listed.structuredContent).toMatchObject({ items: [] });
  await client.close();
});
