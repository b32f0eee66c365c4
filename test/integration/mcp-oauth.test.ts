import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Client, StreamableHTTPClientTransport, UnauthorizedError } from '@modelcontextprotocol/client';
import { createHarness, type Harness } from '../helpers/harness.js';
import { freePort } from '../helpers/private-services.js';
import { launch, type TestBrowser } from '../helpers/browser.js';
import { callbackServer, loopbackCertificate, MemoryOAuthProvider, serveDocument } from '../helpers/oauth.js';

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
  h = await createHarness({ config: { publicUrl: base, outboundAllow: ['127.0.0.1'] } });
  await h.app.listen({ port, host: '127.0.0.1' });
  mcpUrl = new URL(`${base}/mcp`);
  browser = await launch();
}, 60_000);
afterAll(async () => {
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
  const { page, context, problems } = await browser.newPage();
  await page.goto(`${base}/oauth/authorize?${params}`);
  // The sign-in page, naming the client by its document's client_name.
  expect(await page.textContent('main')).toContain('Loopback Assistant');
  expect(await page.locator('input[type=password]').count()).toBe(1);
  expect(doc.fetches()).toBe(1);
  await page.goto(`${base}/oauth/authorize?${params}`);
  expect(doc.fetches()).toBe(1);
  expect(problems).toEqual([]);
  await context.close();
});
