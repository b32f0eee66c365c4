import type { FastifyReply } from 'fastify';
import type { Deps } from '../deps.js';
import { ApiError } from '../contract/errors.js';
import type { BucketName, RateDecision } from '../platform/rate-limit/buckets.js';

/** The four headers every metered answer carries, refusals included. */
export function setRateHeaders(reply: FastifyReply, d: RateDecision): void {
  reply.header('X-RateLimit-Limit', String(d.limit));
  reply.header('X-RateLimit-Remaining', String(d.remaining));
  reply.header('X-RateLimit-Reset', String(d.reset));
  reply.header('X-RateLimit-Resource', d.resource);
}

/** `key:…`, `mcp:…` (an OAuth grant), `session:…`, `visitor:…`, `ip:…`: the metric's holder label. */
const holderKind = (holder: string) =>
  holder.startsWith('key:')
    ? 'key'
    : holder.startsWith('mcp:')
      ? 'mcp'
      : holder.startsWith('session:')
        ? 'session'
        : holder.startsWith('visitor:')
          ? 'visitor'
          : 'address';

/**
 * The one rate-limit check of both APIs: draws one token from `holder`'s
 * bucket, sets the headers and, when the bucket is empty, counts the refusal
 * (`svc_rate_limit_rejections_total`) and returns the 429 to throw. A caller
 * that must finish resolving (the runtime guard sets CORS first) throws it later.
 */
export async function drawRate(
  deps: Deps,
  reply: FastifyReply,
  holder: string,
  bucket: BucketName,
): Promise<ApiError | null> {
  const d = await deps.limiter.take(holder, bucket);
  setRateHeaders(reply, d);
  if (d.allowed) return null;
  deps.metrics.rateLimitRejections.inc({ bucket, holder: holderKind(holder) });
  return new ApiError('rate-limited', `Too many requests; retry in ${d.retryAfter} s.`, {
    headers: { 'Retry-After': String(d.retryAfter) },
  });
}

/** drawRate, throwing its refusal. */
export async function draw(deps: Deps, reply: FastifyReply, holder: string, bucket: BucketName): Promise<void> {
  const refusal = await drawRate(deps, reply, holder, bucket);
  if (refusal) throw refusal;
}
