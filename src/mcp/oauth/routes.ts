import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.js';
import { drawRate } from '../../http/rate-limit.js';
import { sendError } from '../../http/error-handler.js';
import { SCOPES } from '../../platform/keys/scopes.js';
import { registerInteraction } from './interaction.js';
import { OAUTH_ROUTES, type OAuthServer } from './provider.js';

export const PROTECTED_RESOURCE_METADATA = '/.well-known/oauth-protected-resource';
export const AUTHORIZATION_SERVER_METADATA = '/.well-known/oauth-authorization-server';

/** The library's own discovery document; RFC 8414's path serves the same one. */
const OIDC_DISCOVERY = '/.well-known/openid-configuration';

/** RFC 9728: what /mcp is and which authorization server issues its tokens. */
export function protectedResourceMetadata(oauth: OAuthServer): Record<string, unknown> {
  return {
    resource: oauth.resource,
    authorization_servers: [oauth.issuer],
    scopes_supported: [...SCOPES],
    bearer_methods_supported: ['header'],
    resource_name: 'Concierge MCP server',
    resource_documentation: `${oauth.issuer}/docs`,
  };
}

/**
 * RFC 6749 §3.3: a client that names no scope gets a default one, here every
 * scope (the consent page then offers what the operator may grant, reads
 * ticked). The library would otherwise finish such a request with
 * access_denied ("no scope was granted"), as nothing was asked for.
 */
function withDefaultScope(req: FastifyRequest): string | undefined {
  const raw = req.raw.url ?? '';
  const q = raw.indexOf('?');
  if (req.method !== 'GET' || q < 0) return undefined;
  const params = new URLSearchParams(raw.slice(q + 1));
  if (params.get('scope')?.trim()) return undefined;
  params.set('scope', SCOPES.join(' '));
  return `${raw.slice(0, q)}?${params}`;
}

/** Hands a request to the library on the raw Node objects; Fastify has not read its body (see below). */
function handOver(oauth: OAuthServer, req: FastifyRequest, reply: FastifyReply, url?: string): Promise<void> {
  const callback = oauth.provider.callback();
  for (const [k, v] of Object.entries(reply.getHeaders())) if (v !== undefined) reply.raw.setHeader(k, v as string);
  reply.hijack();
  if (url) req.raw.url = url;
  return new Promise((resolve) => {
    reply.raw.once('close', resolve);
    callback(req.raw as IncomingMessage, reply.raw as ServerResponse);
  });
}

/**
 * The authorization server under Fastify: its endpoints (/oauth/*) and its
 * metadata (RFC 8414 at /.well-known/oauth-authorization-server, and the
 * OpenID discovery path some clients try first) are handed to oidc-provider
 * on the raw request and response; the resource's metadata (RFC 9728) and the
 * sign-in and consent pages are ours. Every call draws from the caller's
 * address bucket, as any call without a key does.
 */
export async function registerOAuth(app: FastifyInstance, deps: Deps, oauth: OAuthServer): Promise<void> {
  await app.register(async (scope) => {
    // The library reads and limits bodies itself (56 KiB): Fastify must leave the stream unread.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));

    const limited = async (req: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
      const refused = await drawRate(deps, reply, `ip:${req.ip}`, 'default');
      if (refused) sendError(reply, req, refused);
      return refused !== null;
    };

    const prm = protectedResourceMetadata(oauth);
    for (const url of [PROTECTED_RESOURCE_METADATA, `${PROTECTED_RESOURCE_METADATA}/mcp`]) {
      scope.route({
        method: 'GET',
        url,
        config: { mcp: true },
        schema: { hide: true },
        handler: async (req, reply) => {
          if (await limited(req, reply)) return reply;
          return reply.header('access-control-allow-origin', '*').header('cache-control', 'max-age=300').send(prm);
        },
      });
    }
    for (const url of [AUTHORIZATION_SERVER_METADATA, OIDC_DISCOVERY]) {
      scope.route({
        method: ['GET', 'OPTIONS'],
        url,
        config: { mcp: true },
        schema: { hide: true },
        handler: async (req, reply) => {
          if (await limited(req, reply)) return reply;
          return handOver(oauth, req, reply, req.raw.url?.replace(url, OIDC_DISCOVERY));
        },
      });
    }
    // The authorization endpoint resumes at /oauth/authorize/<uid> once the consent page is done.
    const served = new Set<string>([...Object.values(OAUTH_ROUTES), `${OAUTH_ROUTES.authorization}/:uid`]);
    for (const url of served) {
      scope.route({
        method: ['GET', 'POST', 'DELETE', 'PUT', 'OPTIONS'],
        url,
        config: { mcp: true },
        schema: { hide: true },
        handler: async (req, reply) => {
          if (await limited(req, reply)) return reply;
          return handOver(oauth, req, reply, url === OAUTH_ROUTES.authorization ? withDefaultScope(req) : undefined);
        },
      });
    }
    registerInteraction(scope, deps, oauth);
  });
}
