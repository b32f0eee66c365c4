import { createPrivateKey } from 'node:crypto';
import Provider, { errors } from 'oidc-provider';
import type { Deps } from '../../deps.js';
import { oauthAdapter } from '../../platform/oauth/adapter.js';
import { outboundRequest } from '../../platform/outbound/http.js';
import { loadServerSecret } from '../../platform/paging/secrets.js';
import { SCOPES } from '../../platform/keys/scopes.js';

/** Short-lived access tokens (the spec); an assistant refreshes them with its rotating refresh token. */
export const ACCESS_TOKEN_TTL_S = 10 * 60;
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 3600;

/** Where the library's endpoints answer; the issuer is the service's own origin (RFC 8414 at the root). */
export const OAUTH_ROUTES = {
  authorization: '/oauth/authorize',
  token: '/oauth/token',
  registration: '/oauth/register',
  revocation: '/oauth/revoke',
  jwks: '/oauth/jwks',
  userinfo: '/oauth/userinfo',
  end_session: '/oauth/end-session',
  pushed_authorization_request: '/oauth/par',
  introspection: '/oauth/introspect',
} as const;

export const INTERACTION_PATH = '/oauth/interaction';

/** What the revocation policy sees of a presented token. */
interface RevocableToken {
  kind: string;
  clientId: string;
  destroy(): Promise<void>;
}

export interface OAuthServer {
  provider: Provider;
  /** This server's issuer identifier (the public URL). */
  issuer: string;
  /** The protected resource tokens are bound to: `<public URL>/mcp` (RFC 8707). */
  resource: string;
}

/** PKCS#8 prefix of an Ed25519 private key: the shared 32-byte secret is its seed, so every process signs alike. */
const ED25519_PKCS8 = Buffer.from('302e020100300506032b657004220420', 'hex');

/**
 * The authorization server: oidc-provider configured as the MCP authorization
 * specification (2026-07-28) asks. Authorization code with PKCE S256 only;
 * public clients (no client secrets exist, so none is stored); clients named by
 * a Client ID Metadata Document (an https client_id fetched through the
 * outbound guard, cached by the library) or registered dynamically (RFC 7591,
 * the compatibility path); tokens bound to the /mcp resource (RFC 8707) as
 * opaque, stored (hashed) access tokens so revocation is immediate; refresh
 * tokens rotate on every use, and a rotated one presented again revokes the
 * grant. `iss` is in every authorization response (RFC 9207).
 */
export async function buildOAuthServer(deps: Deps): Promise<OAuthServer> {
  const issuer = deps.config.publicUrl;
  const resource = `${issuer}/mcp`;
  const cookieKey = (await loadServerSecret(deps.db, 'oauth-cookies')).toString('base64url');
  const seed = await loadServerSecret(deps.db, 'oauth-signing');
  const signing = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8, seed]), format: 'der', type: 'pkcs8' });
  const jwk = { ...signing.export({ format: 'jwk' }), use: 'sig' };

  const provider = new Provider(issuer, {
    adapter: oauthAdapter(deps),
    jwks: { keys: [jwk] },
    cookies: { keys: [cookieKey] },
    routes: OAUTH_ROUTES,
    // The API's scopes, also as the provider's own (a registering client may name them in `scope`);
    // tokens carry them for the /mcp resource (getResourceServerInfo below).
    scopes: [...SCOPES, 'offline_access'],
    clientAuthMethods: ['none'],
    clientDefaults: {
      grant_types: ['authorization_code', 'refresh_token'],
      id_token_signed_response_alg: 'EdDSA',
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    },
    responseTypes: ['code'],
    pkce: { required: () => true },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_S,
      AuthorizationCode: 60,
      Interaction: 15 * 60,
      Session: 24 * 3600,
      Grant: REFRESH_TOKEN_TTL_S,
      RefreshToken: REFRESH_TOKEN_TTL_S,
    },
    rotateRefreshToken: true,
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(t: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    findAccount: async (_ctx: unknown, id: string) => ({ accountId: id, claims: async () => ({ sub: id }) }),
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `${INTERACTION_PATH}/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      registration: { enabled: true, initialAccessToken: false },
      revocation: {
        enabled: true,
        // RFC 7009 lets a server end the refresh token with a revoked access token, and the library
        // ends every token of the grant. Here a client that revokes one access token ends that token
        // only (a grant ends when its refresh token is revoked, or on the Developers page); a public
        // client revokes only its own tokens, silently otherwise (the library's default).
        allowedPolicy: async (_ctx: unknown, client: { clientId: string }, token: RevocableToken) => {
          if (token.clientId !== client.clientId) return false;
          if (token.kind !== 'AccessToken') return true;
          await token.destroy();
          return false;
        },
      },
      userinfo: { enabled: false },
      rpInitiatedLogout: { enabled: false },
      clientIdMetadataDocument: {
        enabled: true,
        ack: 'draft-02',
        cacheDuration: { min: 300, max: 86_400 },
      },
      resourceIndicators: {
        enabled: true,
        // An assistant that names no resource means the one resource there is.
        defaultResource: async () => resource,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx: unknown, indicator: string) => {
          if (indicator !== resource) throw new errors.InvalidTarget(`the only resource here is ${resource}`);
          return {
            scope: SCOPES.join(' '),
            audience: resource,
            accessTokenTTL: ACCESS_TOKEN_TTL_S,
            accessTokenFormat: 'opaque',
          };
        },
      },
    },
    // Every fetch the library makes (metadata documents, a client's jwks_uri) goes through the one outbound guard.
    fetch: async (url: string | URL, init: { method?: string; headers?: Headers }) => {
      const headers: Record<string, string> = {};
      init.headers?.forEach((v, k) => {
        if (k !== 'user-agent') headers[k] = v;
      });
      const res = await outboundRequest(deps.outbound, {
        url: String(url),
        method: init.method ?? 'GET',
        headers,
        timeoutMs: 5000,
        maxBytes: 64 * 1024,
        maxRedirects: 0,
      });
      const out = new Headers();
      for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') out.set(k, v);
      return new Response(new Uint8Array(res.body), { status: res.status, headers: out });
    },
    renderError: async (ctx: { type: string; body: string }, out: { error: string; error_description?: string }) => {
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = `${out.error}${out.error_description ? `: ${out.error_description}` : ''}\n`;
    },
  });
  provider.proxy = deps.config.trustProxy !== null;
  provider.on('server_error', (_ctx, err) => deps.log.error({ err }, 'oauth server error'));
  return { provider, issuer, resource };
}
