import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Client, StreamableHTTPClientTransport, UnauthorizedError } from '@modelcontextprotocol/client';
import { createHarness, type Harness } from '../helpers/harness.js';
import { systemClock } from '../../src/clock.js';
import { MemoryRateLimiter } from '../../src/platform/rate-limit/memory-limiter.js';
import { freePort } from '../helpers/private-services.js';
import { launch, type TestBrowser } from '../helpers/browser.js';
import {
  buildDashboardApp,
  callbackServer,
  loopbackCertificate,
  MemoryOAuthProvider,
  serveDocument,
} from '../helpers/oauth.js';
import { DASHBOARD_DIR_SLOT } from '../../src/meta/dashboard.js';
import type { Page } from 'playwright-core';
import { createOperator } from '../../src/platform/operators/service.js';

/**
 * OAuth 2.1 sign-in for /mcp, end to end over real HTTP on a real port:
 * discovery (RFC 9728, RFC 8414), a client named by a Client ID Metadata
 * Document served on loopback (https, fetched through the outbound guard) and
 * one registered dynamically, PKCE through the sign-in and consent pages in
 * Chromium, tokens, tool calls with the SDK's own client and its OAuth
 * support, refresh with rotation, revocation, the transcripts rule and the
 * audience check.
 */
let h: Harness;
let base: string;
let mcpUrl: URL;
let browser: TestBrowser;
let doc: Awaited<ReturnType<typeof serveDocument>>;
let callback: Awaited<ReturnType<typeof callbackServer>>;
let dashboard: Awaited<ReturnType<typeof buildDashboardApp>>;

beforeAll(async () => {
  const cert = loopbackCertificate();
  callback = await callbackServer();
  doc = await serveDocument(cert, '/assistant.json', (url) => ({
    client_id: url,
    client_name: 'Loopback Assistant',
    redirect_uris: [callback.url],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    token_endpoint_auth_method: 'none',
  }));
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  // The issuer is the public URL, so the app must know its real port; loopback is reachable
  // through the outbound guard only because this test's configuration allows it.
  // Six browser sign-ins and their token calls come from one loopback address within a minute: widen the
  // address bucket (the limits themselves are tested elsewhere), so a 429 cannot stand in for a failure here.
  const wide = { capacity: 1e9, refillPerSecond: 1e9 };
  h = await createHarness({
    config: { publicUrl: base, outboundAllow: ['127.0.0.1'] },
    limiter: new MemoryRateLimiter(systemClock, { default: wide }),
  });
  // The consent page is the dashboard's: serve it freshly built.
  dashboard = await buildDashboardApp();
  h.deps.slots.set(DASHBOARD_DIR_SLOT, dashboard.dir);
  await h.app.listen({ port, host: '127.0.0.1' });
  mcpUrl = new URL(`${base}/mcp`);
  browser = await launch();
}, 180_000);
afterAll(async () => {
  dashboard?.remove();
  await browser?.close();
  await h?.close();
  await doc?.close();
  await callback?.close();
});

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

it('publishes the resource and authorization-server metadata, and /mcp points at them', async () => {
  const prm = (await (await fetch(`${base}/.well-known/oauth-protected-resource`)).json()) as Record<string, unknown>;
  expect(prm).toMatchObject({ resource: `${base}/mcp`, authorization_servers: [base] });
  expect(prm.scopes_supported).toContain('follow_ups:read');
  expect(await (await fetch(`${base}/.well-known/oauth-protected-resource/mcp`)).json()).toEqual(prm);

  const as = await (await fetch(`${base}/.well-known/oauth-authorization-server`)).json();
  expect(as).toMatchObject({
    issuer: base,
    authorization_endpoint: `${base}/oauth/authorize`,
    token_endpoint: `${base}/oauth/token`,
    registration_endpoint: `${base}/oauth/register`,
    revocation_endpoint: `${base}/oauth/revoke`,
    code_challenge_methods_supported: ['S256'],
    authorization_response_iss_parameter_supported: true,
    client_id_metadata_document_supported: true,
    token_endpoint_auth_methods_supported: ['none'],
  });

  const res = await fetch(mcpUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });
  expect(res.status).toBe(401);
  expect(res.headers.get('www-authenticate')).toBe(
    `Bearer realm="concierge", resource_metadata="${base}/.well-known/oauth-protected-resource"`,
  );
  const bad = await fetch(mcpUrl, { method: 'POST', headers: { authorization: 'Bearer not-a-token' } });
  expect(bad.status).toBe(401);
  expect(bad.headers.get('www-authenticate')).toContain('error="invalid_token"');
});

it('refuses an authorization request without PKCE S256 or for another resource', async () => {
  const reg = (await (
    await fetch(`${base}/oauth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ redirect_uris: [callback.url], token_endpoint_auth_method: 'none' }),
    })
  ).json()) as { client_id: string };
  const authorize = (params: Record<string, string>) =>
    fetch(
      `${base}/oauth/authorize?${new URLSearchParams({ client_id: reg.client_id, response_type: 'code', redirect_uri: callback.url, state: 's', ...params })}`,
      {
        redirect: 'manual',
      },
    );
  const noPkce = new URL((await authorize({})).headers.get('location')!);
  expect(noPkce.searchParams.get('error')).toBe('invalid_request');
  expect(noPkce.searchParams.get('iss')).toBe(base);
  const plain = new URL(
    (await authorize({ code_challenge: 'x'.repeat(43), code_challenge_method: 'plain' })).headers.get('location')!,
  );
  expect(plain.searchParams.get('error')).toBe('invalid_request');
  const other = new URL(
    (
      await authorize({
        code_challenge: pkce().challenge,
        code_challenge_method: 'S256',
        resource: `${base}/elsewhere`,
      })
    ).headers.get('location')!,
  );
  expect(other.searchParams.get('error')).toBe('invalid_target');
  // A secret-based registration is refused: no client secret ever exists here.
  const secret = await fetch(`${base}/oauth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ redirect_uris: [callback.url], token_endpoint_auth_method: 'client_secret_post' }),
  });
  expect(secret.status).toBe(400);
});

it('fetches a Client ID Metadata Document through the outbound guard and caches it', async () => {
  const { challenge } = pkce();
  const params = new URLSearchParams({
    client_id: doc.url,
    response_type: 'code',
    redirect_uri: callback.url,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    resource: `${base}/mcp`,
    scope: 'follow_ups:read',
    state: 'cimd',
  });
  // The authorization endpoint sends the browser to the consent page: the document was fetched and accepted.
  const first = await fetch(`${base}/oauth/authorize?${params}`, { redirect: 'manual' });
  expect(first.status).toBe(303);
  const interaction = new URL(first.headers.get('location')!, base);
  expect(interaction.pathname).toMatch(/^\/oauth\/interaction\/[\w-]+$/);
  const page = await fetch(interaction, { redirect: 'manual' });
  expect(page.headers.get('location')).toBe(`/app/oauth/authorize?uid=${interaction.pathname.split('/').pop()}`);
  expect(doc.fetches()).toBe(1);
  // Cached: a second authorization does not fetch it again.
  expect((await fetch(`${base}/oauth/authorize?${params}`, { redirect: 'manual' })).status).toBe(303);
  expect(doc.fetches()).toBe(1);
  // A client_id document on an address the guard refuses (no allowance for it) is refused.
  const elsewhere = new URLSearchParams(params);
  elsewhere.set('client_id', 'https://10.255.255.1/assistant.json');
  const refused = await fetch(`${base}/oauth/authorize?${elsewhere}`, { redirect: 'manual' });
  expect(refused.status).toBe(400);
});

// ---- The whole flow, with operators (sessions from src/platform/operators/) ----

const PASSWORD = 'correct horse battery staple';
let operatorCount = 0;

async function operator(
  workspaceId: string,
  opts: { role?: 'owner' | 'admin' | 'member'; transcripts?: boolean } = {},
) {
  const email = `assistant-owner-${++operatorCount}-${randomBytes(4).toString('hex')}@example.com`;
  const created = await createOperator(h.deps, 'cli', {
    workspaceId,
    email,
    role: opts.role ?? 'owner',
    transcripts: opts.transcripts ?? false,
    password: PASSWORD,
  });
  return { id: created.operator.id, email };
}

/** Problems of a page other than the dashboard's first session check while signed out. */
const unexpected = (problems: string[]) =>
  problems.filter((p) => !/HTTP 401: GET .*\/v1\/sessions\/current$/.test(p) && !/status of 401/.test(p));

/**
 * Drives Chromium from the authorization URL through the sign-in and consent
 * pages to the client's redirect URI; returns the callback's query. `tick`
 * scopes are ticked by hand; `expectScopes` checks what the page offers.
 */
async function consentInBrowser(
  authorizationUrl: URL,
  who: { email: string },
  opts: { tick?: string[]; mode?: 'live' | 'test'; inspect?: (page: Page) => Promise<void> } = {},
): Promise<URLSearchParams> {
  const { page, context, problems } = await browser.newPage();
  await page.goto(authorizationUrl.toString());
  // Signed out: the dashboard's sign-in, then back to the consent page of the same interaction.
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Allow an assistant' }).waitFor();
  await page.waitForSelector('input[name=scope]');
  if (opts.inspect) await opts.inspect(page);
  for (const s of opts.tick ?? []) await page.check(`input[name=scope][value="${s}"]`);
  if (opts.mode) await page.check(`input[name=mode][value="${opts.mode}"]`);
  await Promise.all([
    page.waitForURL((u) => u.toString().startsWith(callback.url)),
    page.getByRole('button', { name: 'Allow' }).click(),
  ]);
  const params = new URL(page.url()).searchParams;
  expect(unexpected(problems)).toEqual([]);
  await context.close();
  return params;
}

async function connect(provider: MemoryOAuthProvider): Promise<Client> {
  const client = new Client(
    { name: 'oauth-test', version: '1.0.0' },
    { versionNegotiation: { mode: { pin: '2026-07-28' } } },
  );
  await client.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider }));
  return client;
}

/** The SDK's own OAuth support from the 401 to the tokens: discovery, registration or CIMD, PKCE, the browser, the code exchange. */
async function signInWithSdk(
  provider: MemoryOAuthProvider,
  who: { email: string },
  opts: Parameters<typeof consentInBrowser>[2] = {},
): Promise<void> {
  const transport = new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider });
  const client = new Client(
    { name: 'oauth-test', version: '1.0.0' },
    { versionNegotiation: { mode: { pin: '2026-07-28' } } },
  );
  const failure = await client.connect(transport).then(
    () => null,
    (e: unknown) => e,
  );
  expect(failure, String(failure)).toBeInstanceOf(UnauthorizedError);
  const url = provider.authorizationUrl!;
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  expect(url.searchParams.get('resource')).toBe(`${base}/mcp`);
  const back = await consentInBrowser(url, who, opts);
  expect(back.get('iss')).toBe(base);
  expect(back.get('code')).toBeTruthy();
  await transport.finishAuth(back);
  expect(provider.savedTokens?.access_token).toBeTruthy();
}

/** A token request as the MCP authorization spec has clients make it: with the resource (RFC 8707). */
const tokenRequest = (body: Record<string, string>) =>
  fetch(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ resource: `${base}/mcp`, ...body }),
  });

it('signs in a metadata-document client through the browser, calls tools, refreshes with rotation', async () => {
  const ws = await h.workspace();
  const op = await operator(ws.id);
  const provider = new MemoryOAuthProvider(callback.url, doc.url, 'Loopback Assistant');
  await signInWithSdk(provider, op, {
    tick: ['follow_ups:write'],
    mode: 'test',
    inspect: async (page) => {
      // Reads ticked, writes offered but not ticked, transcripts not offered to this operator.
      expect(await page.isChecked('input[name=scope][value="follow_ups:read"]')).toBe(true);
      expect(await page.isChecked('input[name=scope][value="follow_ups:write"]')).toBe(false);
      expect(await page.locator('input[name=scope][value="conversations:transcripts"]').count()).toBe(0);
    },
  });
  expect(provider.clientInformation()).toMatchObject({ client_id: doc.url });

  const client = await connect(provider);
  const names = (await client.listTools()).tools.map((t) => t.name);
  expect(names).toEqual(expect.arrayContaining(['listFollowUps', 'answerFollowUp', 'listConversations']));
  expect(names).not.toContain('createOffer'); // a write not ticked
  // Sandbox data: the seeded sandbox is empty here, and the call reaches the handler with the grant's scopes.
  const listed = await client.callTool({ name: 'listFollowUps', arguments: { limit: 1 } });
  expect(listed.isError).toBeFalsy();
  const refused = await client.callTool({
    name: 'createOffer',
    arguments: { name: 'x', format: 'toaster', goal: 'engaged', message: 'Hi' },
  });
  expect(refused).toMatchObject({ isError: true, structuredContent: { code: 'insufficient-scope' } });
  await client.close();

  // Stored hashed: neither token appears in the store.
  const { access_token: access, refresh_token: refresh } = provider.savedTokens!;
  expect(refresh).toBeTruthy();
  const leaked = await h.db.query(
    `SELECT count(*)::int AS n FROM oauth_models WHERE id_hash IN ($1, $2) OR payload::text LIKE '%' || $1 || '%' OR payload::text LIKE '%' || $2 || '%'`,
    [access, refresh],
  );
  expect(leaked.rows[0]!.n).toBe(0);

  // The token is for /mcp: /v1 does not take it.
  expect((await fetch(`${base}/v1/follow-ups`, { headers: { authorization: `Bearer ${access}` } })).status).toBe(401);

  // Refresh rotates: a new pair; the old refresh token is refused from then on.
  const first = await tokenRequest({ grant_type: 'refresh_token', refresh_token: refresh!, client_id: doc.url });
  expect(first.status).toBe(200);
  const rotated = (await first.json()) as { access_token: string; refresh_token: string; scope: string };
  expect(rotated.refresh_token).not.toBe(refresh);
  expect(rotated.scope.split(' ')).toContain('follow_ups:write');
  const again = await tokenRequest({ grant_type: 'refresh_token', refresh_token: refresh!, client_id: doc.url });
  expect(again.status).toBe(400);
  expect(((await again.json()) as { error: string }).error).toBe('invalid_grant');
  // Presenting a rotated refresh token again is taken as theft: the whole grant ends.
  const after = await fetch(mcpUrl, {
    method: 'POST',
    headers: { authorization: `Bearer ${rotated.access_token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });
  expect(after.status).toBe(401);
});

it('signs in a dynamically registered client; revocation by the client and on the Developers page', async () => {
  const ws = await h.workspace();
  const op = await operator(ws.id);
  const provider = new MemoryOAuthProvider(callback.url, undefined, 'Registered Assistant');
  await signInWithSdk(provider, op);
  const registered = provider.clientInformation() as { client_id: string };
  expect(registered.client_id).not.toBe(doc.url);

  const client = await connect(provider);
  expect((await client.listTools()).tools.map((t) => t.name)).toContain('listFollowUps');
  await client.close();

  // The grant is listed for the workspace's owners and admins, with what the operator chose.
  const owner = await ws.key({ scopes: ['keys:manage'] });
  const grants = await ws.client(owner.key).get<{ items: Array<Record<string, unknown>> }>('/v1/oauth-grants');
  expect(grants.status).toBe(200);
  expect(grants.body.items).toEqual([
    expect.objectContaining({
      clientId: registered.client_id,
      clientName: 'Registered Assistant',
      operatorId: op.id,
      mode: 'live',
    }),
  ]);
  expect(grants.body.items[0]!.scopes).toContain('follow_ups:read');
  expect(grants.body.items[0]!.scopes).not.toContain('follow_ups:write');

  const tools = (token: string) =>
    fetch(mcpUrl, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
  // A new access token from the refresh token, then the workspace revokes the grant: both refused.
  const refreshed = (await (
    await tokenRequest({
      grant_type: 'refresh_token',
      refresh_token: provider.savedTokens!.refresh_token!,
      client_id: registered.client_id,
    })
  ).json()) as { access_token: string; refresh_token: string };
  expect((await tools(refreshed.access_token)).status).toBe(200);
  // RFC 7009 by the client: that access token stops working.
  const { access_token: access } = provider.savedTokens!;
  expect(
    (
      await fetch(`${base}/oauth/revoke`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ token: access, client_id: registered.client_id }),
      })
    ).status,
  ).toBe(200);
  expect((await tools(access)).status).toBe(401);

  const id = grants.body.items[0]!.id as string;
  expect((await ws.client(owner.key).delete(`/v1/oauth-grants/${id}`)).status).toBe(204);
  expect((await tools(refreshed.access_token)).status).toBe(401);
  const dead = await tokenRequest({
    grant_type: 'refresh_token',
    refresh_token: refreshed.refresh_token,
    client_id: registered.client_id,
  });
  expect(dead.status).toBe(400);
  expect((await ws.client(owner.key).get<{ items: unknown[] }>('/v1/oauth-grants')).body.items).toEqual([]);
  // Another workspace cannot see or revoke it.
  const other = await h.workspace();
  expect(
    (await other.client((await other.key({ scopes: ['keys:manage'] })).key).delete(`/v1/oauth-grants/${id}`)).status,
  ).toBe(404);
});

it('offers conversations:transcripts only to operators who hold it, unticked, and refuses it otherwise', async () => {
  const ws = await h.workspace();
  const plain = await operator(ws.id);
  const reader = await operator(ws.id, { transcripts: true });

  // An operator without the permission: not offered, and a forged form asking for it is refused.
  const forged = new MemoryOAuthProvider(callback.url, doc.url);
  const transport = new StreamableHTTPClientTransport(mcpUrl, { authProvider: forged });
  await expect(new Client({ name: 't', version: '1' }).connect(transport)).rejects.toBeInstanceOf(UnauthorizedError);
  const { page, context } = await browser.newPage();
  await page.goto(forged.authorizationUrl!.toString());
  await page.getByLabel('Email').fill(plain.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForSelector('input[name=scope]');
  expect(await page.locator('input[name=scope][value="conversations:transcripts"]').count()).toBe(0);
  // What a forged confirmation would send, from the page itself (its cookies, its origin).
  const uid = new URL(page.url()).searchParams.get('uid');
  const answer = (await page.evaluate(
    `fetch('/oauth/interaction/${uid}/confirm', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ decision: 'allow', mode: 'live', workspaceId: '${ws.id}', scopes: ['follow_ups:read', 'conversations:transcripts'] }) }).then(async (r) => ({ status: r.status, body: await r.json() }))`,
  )) as { status: number; body: { code: string; message: string } };
  expect(answer.status).toBe(403);
  expect(answer.body.code).toBe('insufficient-scope');
  expect(answer.body.message).toContain('conversations:transcripts');
  await context.close();

  // An operator with it: offered, not ticked; ticked by hand, the tools that need it appear.
  const provider = new MemoryOAuthProvider(callback.url, doc.url);
  await signInWithSdk(provider, reader, {
    tick: ['conversations:transcripts'],
    inspect: async (p) => {
      expect(await p.isChecked('input[name=scope][value="conversations:transcripts"]')).toBe(false);
    },
  });
  expect(provider.savedTokens!.scope?.split(' ')).toContain('conversations:transcripts');
});
