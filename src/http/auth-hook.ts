import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.js';
import { authenticate } from '../platform/keys/service.js';
import type { BucketName, RateDecision } from '../platform/rate-limit/buckets.js';
import { ApiError } from '../contract/errors.js';

function setRateHeaders(reply: FastifyReply, d: RateDecision): void {
  reply.header('X-RateLimit-Limit', String(d.limit));
  reply.header('X-RateLimit-Remaining', String(d.remaining));
  reply.header('X-RateLimit-Reset', String(d.reset));
  reply.header('X-RateLimit-Resource', d.resource);
}

async function draw(deps: Deps, reply: FastifyReply, holder: string, bucket: BucketName): Promise<void> {
  const d = await deps.limiter.take(holder, bucket);
  setRateHeaders(reply, d);
  if (!d.allowed) {
    deps.metrics.rateLimitRejections.inc({ bucket, holder: holder.startsWith('key:') ? 'key' : 'address' });
    throw new ApiError('rate-limited', `Too many requests; retry in ${d.retryAfter} s.`, {
      headers: { 'Retry-After': String(d.retryAfter) },
    });
  }
}

const BEARER_RE = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/**
 * Runs before any parsing or validation, in the decisions' order: key (401),
 * plan (403), scope (403), sandbox-only (403), rate limit (429). Calls without a
 * valid key draw from a per-address bucket, so a flood of bad keys is limited too.
 */
export function authHook(deps: Deps) {
  return async function onRequest(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    req.caller = null;
    reply.header('Request-Id', req.id);
    // Read once: Fastify builds a new routeOptions object on every access.
    const config = req.routeOptions.config;
    // The runtime API (/runtime/v1) has no keys; its own guard limits and checks visitors.
    if (config?.runtime) return;
    // /mcp authenticates its own bearer token and draws from the caller's buckets itself (src/mcp/http.ts).
    if (config?.mcp) return;
    const def = config?.def;
    if (def?.unmetered) return;
    const address = `ip:${req.ip}`;
    if (!def || def.scope === 'public') return draw(deps, reply, address, 'default');

    const header = req.headers.authorization;
    if (header === undefined && def.anonymous) return draw(deps, reply, address, 'default');
    const token = typeof header === 'string' ? BEARER_RE.exec(header)?.[1] : undefined;
    const caller = token ? await authenticate(deps, token) : null;
    if (!caller) {
      await draw(deps, reply, address, 'default');
      throw new ApiError('unauthorized', header === undefined ? 'An API key is required: Authorization: Bearer <key>.' : 'The API key is unknown or revoked.');
    }
    req.caller = caller;
    reply.header('X-Service-Mode', caller.livemode ? 'live' : 'test');
    const bucket = def.bucket ?? 'default';
    let refusal: ApiError | null = null;
    if (!caller.apiEnabled) refusal = new ApiError('plan-api-off', 'The workspace plan has no API access.');
    else if (def.scope !== 'any' && !caller.scopes.has(def.scope)) {
      refusal = new ApiError('insufficient-scope', `This operation needs the ${def.scope} scope.`);
    } else if (def.sandboxOnly && caller.livemode) {
      refusal = new ApiError('sandbox-only', 'This operation needs a test key (svc_test_…); the live workspace cannot be used here.');
    }
    if (refusal) {
      // Headers on every response; a refused call still counts against the key.
      setRateHeaders(reply, await deps.limiter.take(`key:${caller.keyId}`, bucket));
      throw refusal;
    }
    await draw(deps, reply, `key:${caller.keyId}`, bucket);
  };
}
