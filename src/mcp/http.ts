import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createMcpHandler } from '@modelcontextprotocol/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../contract/errors.js';
import type { Deps } from '../deps.js';
import type { ResourceModule } from '../modules.js';
import { sendError } from '../http/error-handler.js';
import { holdCaller } from '../http/mcp-caller.js';
import { parseKey } from '../platform/keys/key-format.js';
import { authenticate, holderOf, type AuthContext } from '../platform/keys/service.js';
import type { OAuthServer } from './oauth/provider.js';
import { PROTECTED_RESOURCE_METADATA } from './oauth/routes.js';
import { resolveAccessToken } from './oauth/tokens.js';
import { buildCatalogue, mcpServer } from './server.js';

export const MCP_PATH = '/mcp';
const BEARER_RE = /^Bearer[ \t]+(\S+)[ \t]*$/i;
/**
 * The challenge on a 401 (RFC 6750, RFC 9728 §5.1): where the resource's
 * metadata is, so a client can find the authorization server; `invalid_token`
 * when a token was sent and refused.
 */
export function wwwAuthenticate(issuer: string, tokenSent: boolean): string {
  const metadata = `resource_metadata="${issuer}${PROTECTED_RESOURCE_METADATA}"`;
  return `Bearer realm="concierge", ${metadata}${tokenSent ? ', error="invalid_token"' : ''}`;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The MCP endpoint: authenticates its own bearer token (a key today, an OAuth token later). */
    mcp?: boolean;
  }
}

/**
 * Resolves the bearer token of an MCP request to a caller: an API key
 * (`svc_…`), or an OAuth access token issued for this resource, which
 * resolves to the same AuthContext (workspace, data set, scopes) as a key does.
 */
export type McpAuthenticator = (token: string) => Promise<AuthContext | null>;

export function mcpAuthenticator(deps: Deps, oauth: OAuthServer): McpAuthenticator {
  return (token) => (parseKey(token) ? authenticate(deps, token) : resolveAccessToken(deps, oauth, token));
}

/** MCP methods whose work is a /v1 request (or an explain tool) that draws from the key's bucket itself. */
const DRAWN_BY_ROUTE = new Set(['tools/call', 'prompts/list', 'prompts/get']);

/** One draw from the default bucket; the refusal to send when it is empty. */
async function draw(deps: Deps, reply: FastifyReply, holder: string): Promise<ApiError | null> {
  const d = await deps.limiter.take(holder, 'default');
  reply.header('X-RateLimit-Limit', String(d.limit));
  reply.header('X-RateLimit-Remaining', String(d.remaining));
  reply.header('X-RateLimit-Reset', String(d.reset));
  if (d.allowed) return null;
  return new ApiError('rate-limited', `Too many requests; retry in ${d.retryAfter} s.`, {
    headers: { 'Retry-After': String(d.retryAfter) },
  });
}

function webHeaders(req: FastifyRequest): Headers {
  const h = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    // The body travels parsed (parsedBody), so its framing headers do not apply.
    if (v === undefined || k === 'content-length' || k === 'transfer-encoding' || k === 'connection') continue;
    h.set(k, Array.isArray(v) ? v.join(', ') : v);
  }
  return h;
}

async function sendWeb(reply: FastifyReply, res: Response): Promise<FastifyReply> {
  reply.code(res.status);
  res.headers.forEach((value, key) => {
    if (key !== 'content-length') reply.header(key, value);
  });
  if (!res.body) return reply.send();
  if ((res.headers.get('content-type') ?? '').includes('text/event-stream')) {
    return reply.send(Readable.fromWeb(res.body as unknown as NodeReadableStream));
  }
  return reply.send(await res.text());
}

/**
 * `/mcp`: the Model Context Protocol over stateless Streamable HTTP (the SDK's
 * `createMcpHandler`: revision 2026-07-28 per request, and 2025-11-25 /
 * 2025-06-18 clients through its stateless legacy fallback). Every request
 * authenticates its bearer token and gets a fresh server instance for that
 * caller, so any process answers any request.
 */
export function registerMcp(
  app: FastifyInstance,
  deps: Deps,
  modules: readonly ResourceModule[],
  oauth: OAuthServer,
): void {
  const authenticateToken = mcpAuthenticator(deps, oauth);
  const catalogue = buildCatalogue(modules);
  const handler = createMcpHandler(
    (ctx) => {
      const extra = ctx.authInfo?.extra as { caller: AuthContext } | undefined;
      if (!extra || !ctx.authInfo) throw new Error('MCP request without an authenticated caller');
      return mcpServer(deps, app, catalogue, extra.caller, ctx.authInfo.token);
    },
    { legacy: 'stateless', onerror: (err) => deps.log.warn({ err }, 'mcp request refused') },
  );
  app.addHook('onClose', async () => handler.close());

  app.route({
    method: ['POST', 'GET', 'DELETE'],
    url: MCP_PATH,
    config: { mcp: true },
    // Not an operation of the API document: the tools it serves are.
    schema: { hide: true },
    handler: async (req, reply) => {
      const header = req.headers.authorization;
      const token = typeof header === 'string' ? BEARER_RE.exec(header)?.[1] : undefined;
      const caller = token ? await authenticateToken(token) : null;
      if (!caller || !token) {
        // As every call without a valid key: the address bucket limits a flood of bad tokens.
        const refused = await draw(deps, reply, `ip:${req.ip}`);
        if (refused) return sendError(reply, req, refused);
        const message =
          header === undefined
            ? 'A bearer token is required: Authorization: Bearer <key or OAuth access token>.'
            : 'The bearer token is unknown, expired, revoked or meant for another resource.';
        const challenge = wwwAuthenticate(oauth.issuer, header !== undefined);
        return sendError(
          reply,
          req,
          new ApiError('unauthorized', message, { headers: { 'WWW-Authenticate': challenge } }),
        );
      }
      if (!caller.apiEnabled)
        return sendError(reply, req, new ApiError('plan-api-off', 'The workspace plan has no API access.'));
      reply.header('X-Service-Mode', caller.livemode ? 'live' : 'test');
      // Tool calls and prompts draw from the key's buckets through their /v1 routes; everything
      // else (initialize, discover, tools/list, ping) draws one here, so nothing is free.
      if (!DRAWN_BY_ROUTE.has((req.body as { method?: unknown } | undefined)?.method as string)) {
        const refused = await draw(deps, reply, holderOf(caller));
        if (refused) return sendError(reply, req, refused);
      }
      // A key calls /v1 as itself; an OAuth token is for /mcp only, so its tool calls carry a
      // one-request handle to the same caller instead (src/http/mcp-caller.ts).
      const held = caller.holder ? holdCaller(caller) : null;
      if (held) reply.raw.once('close', held.release);
      const request = new Request(`http://${req.host}${req.url}`, { method: req.method, headers: webHeaders(req) });
      const res = await handler.fetch(request, {
        authInfo: {
          token: held?.token ?? token,
          clientId: caller.keyId,
          scopes: [...caller.scopes],
          extra: { caller },
        },
        ...(req.method === 'POST' ? { parsedBody: req.body } : {}),
      });
      return sendWeb(reply, res);
    },
  });
}
