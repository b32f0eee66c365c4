import { createHash, randomBytes } from 'node:crypto';

/**
 * The OAuth sign-in for /mcp over plain HTTP, without a browser: what the
 * consent page (app/src/pages/Authorize.tsx) and the browser do, request by
 * request, with a small cookie jar. For tests about tokens (the browser flow
 * itself is test/integration/mcp-oauth.test.ts) and for bench/mcp, which
 * times the whole dance.
 */

export interface Tokens {
  access_token: string;
  refresh_token: string;
  scope: string;
  expires_in: number;
}

/** Cookies by name with their path: sent where the path is a prefix of the request's, as a browser does. */
class CookieJar {
  readonly #cookies = new Map<string, { value: string; path: string }>();

  take(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const path = attrs.map((a) => a.trim()).find((a) => a.toLowerCase().startsWith('path='));
      const expired = attrs.some((a) => /^expires=thu, 01 jan 1970/i.test(a.trim())) || value === '';
      if (expired) this.#cookies.delete(name);
      else this.#cookies.set(name, { value, path: path ? path.slice(5) : '/' });
    }
  }

  header(url: URL): string {
    return [...this.#cookies]
      .filter(
        ([, c]) => url.pathname === c.path || url.pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`),
      )
      .map(([n, c]) => `${n}=${c.value}`)
      .join('; ');
  }
}

export interface DanceOptions {
  base: string;
  email: string;
  password: string;
  workspaceId: string;
  /** The client's redirect URI (the code never reaches it: the dance reads the redirect). */
  redirectUri: string;
  /** A client already registered (or a metadata-document URL); registered dynamically when absent. */
  clientId?: string;
  /** Scopes the operator ticks; default: what the consent page ticks by itself. */
  scopes?: string[];
  mode?: 'live' | 'test';
}

export interface DanceResult {
  clientId: string;
  tokens: Tokens;
}

const form = (body: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(body),
});

async function expectStatus(res: Response, status: number, what: string): Promise<Response> {
  if (res.status !== status) throw new Error(`${what}: HTTP ${res.status} ${await res.text()}`);
  return res;
}

/** A token request as the MCP authorization spec has clients make it: naming the resource (RFC 8707). */
export async function tokenRequest(base: string, body: Record<string, string>): Promise<Response> {
  return fetch(`${base}/oauth/token`, form({ resource: `${base}/mcp`, ...body }));
}

/** RFC 7009 revocation by a public client. */
export async function revokeToken(base: string, clientId: string, token: string, hint?: string): Promise<number> {
  const res = await fetch(`${base}/oauth/revoke`, {
    ...form({ token, client_id: clientId, ...(hint ? { token_type_hint: hint } : {}) }),
  });
  await res.arrayBuffer();
  return res.status;
}

/** Dynamic registration (RFC 7591) of a public client: its client_id. */
export async function registerClient(endpoint: string, redirectUri: string, name: string): Promise<string> {
  const reg = await fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ redirect_uris: [redirectUri], token_endpoint_auth_method: 'none', client_name: name }),
  });
  return ((await (await expectStatus(reg, 201, 'registration')).json()) as { client_id: string }).client_id;
}

/** A refresh the server must refuse: its status and OAuth error code. */
export async function refusedRefresh(base: string, clientId: string, refreshToken: string) {
  const res = await tokenRequest(base, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: clientId,
  });
  return { status: res.status, error: ((await res.json()) as { error?: string }).error };
}

/** Refreshes; throws unless the server answers 200. */
export async function refresh(base: string, clientId: string, refreshToken: string): Promise<Tokens> {
  const res = await tokenRequest(base, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
    client_id: clientId,
  });
  return (await (await expectStatus(res, 200, 'refresh')).json()) as Tokens;
}

/**
 * Discovery (RFC 9728, RFC 8414), registration (RFC 7591) unless a client is
 * given, the operator's dashboard sign-in, the authorization request with
 * PKCE S256 and the resource, the consent page's two calls, the resumed
 * authorization (code and iss back), and the code exchange.
 */
export async function signInOverHttp(o: DanceOptions): Promise<DanceResult> {
  const jar = new CookieJar();
  const go = async (url: string | URL, init: RequestInit = {}): Promise<Response> => {
    const u = new URL(url, o.base);
    const cookie = jar.header(u);
    const res = await fetch(u, {
      redirect: 'manual',
      ...init,
      headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
    jar.take(res);
    return res;
  };

  const prm = (await (await go('/.well-known/oauth-protected-resource')).json()) as {
    resource: string;
    authorization_servers: string[];
  };
  const as = (await (
    await fetch(`${prm.authorization_servers[0]}/.well-known/oauth-authorization-server`)
  ).json()) as Record<string, string>;

  const clientId = o.clientId ?? (await registerClient(as.registration_endpoint!, o.redirectUri, 'Dance'));

  await expectStatus(
    await go('/v1/sessions', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: o.email, password: o.password, workspaceId: o.workspaceId }),
    }),
    201,
    'dashboard sign-in',
  );

  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const authorize = new URL(as.authorization_endpoint!);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: o.redirectUri,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    resource: prm.resource,
    state,
  }).toString();
  const started = await expectStatus(await go(authorize), 303, 'authorization request');
  const interaction = new URL(started.headers.get('location')!, o.base);
  const uid = interaction.pathname.split('/').pop()!;

  const details = (await (
    await expectStatus(await go(`${interaction.pathname}/details`), 200, 'consent details')
  ).json()) as { scopes: Array<{ scope: string; ticked: boolean }> };
  const scopes = o.scopes ?? details.scopes.filter((s) => s.ticked).map((s) => s.scope);
  const confirmed = await expectStatus(
    await go(`${interaction.pathname}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: new URL(o.base).origin },
      body: JSON.stringify({ decision: 'allow', mode: o.mode ?? 'live', workspaceId: o.workspaceId, scopes }),
    }),
    200,
    'consent',
  );
  const { redirectTo } = (await confirmed.json()) as { redirectTo: string };
  if (!new URL(redirectTo, o.base).pathname.endsWith(uid)) throw new Error(`consent sent us to ${redirectTo}`);

  const resumed = await expectStatus(await go(redirectTo), 303, 'resumed authorization');
  const back = new URL(resumed.headers.get('location')!);
  if (back.searchParams.get('state') !== state || back.searchParams.get('iss') !== as.issuer)
    throw new Error(`unexpected authorization response ${back}`);
  const code = back.searchParams.get('code');
  if (!code) throw new Error(`no code: ${back}`);

  const res = await tokenRequest(o.base, {
    grant_type: 'authorization_code',
    code,
    code_verifier: verifier,
    redirect_uri: o.redirectUri,
    client_id: clientId,
  });
  return { clientId, tokens: (await (await expectStatus(res, 200, 'code exchange')).json()) as Tokens };
}

/** One JSON-RPC request to /mcp with a bearer token: the status, and the result when it answered. */
export async function mcpRequest(
  base: string,
  token: string,
  method: string,
  params: Record<string, unknown> = {},
): Promise<{ status: number; result: Record<string, unknown> | null }> {
  const res = await fetch(`${base}/mcp`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  if (res.status !== 200) {
    await res.arrayBuffer();
    return { status: res.status, result: null };
  }
  const text = await res.text();
  // A stateless server may answer JSON or a one-event SSE stream.
  const json = text.startsWith('{') ? text : (text.split('\n').find((l) => l.startsWith('data: ')) ?? '').slice(6);
  return { status: 200, result: (JSON.parse(json) as { result?: Record<string, unknown> }).result ?? null };
}

/** tools/list at /mcp with a bearer token: the status, and the tool names when it answered. */
export async function listToolsWith(base: string, token: string): Promise<{ status: number; names: string[] }> {
  const { status, result } = await mcpRequest(base, token, 'tools/list');
  const tools = (result?.tools ?? []) as Array<{ name: string }>;
  return { status, names: tools.map((t) => t.name) };
}
