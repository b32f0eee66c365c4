import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Clock } from '../clock.js';
import type { Deps } from '../deps.js';
import { ApiError, invalidRequest } from '../contract/errors.js';
import { isUuid } from '../lib/ids.js';
import { Outbox } from '../platform/outbox/outbox.js';
import type { BucketName } from '../platform/rate-limit/buckets.js';
import { bearerToken, isVisitorAuth, type Routed, type VisitorGuard, type VisitorLimit } from '../http/auth.js';
import { drawRate } from '../http/rate-limit.js';
import { runtimeState, type RuntimeAgent, type RuntimeSession, type VisitorIdentity } from './context.js';
import './route.js';

export const SIM_HEADER = 'x-simulated-time';
const DAY = 86_400_000;

const ALLOW_HEADERS = 'authorization, content-type, x-simulated-time';
const EXPOSE_HEADERS =
  'Request-Id, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, X-RateLimit-Resource, x-vercel-ai-ui-message-stream';

const BUCKET: Record<VisitorLimit, BucketName> = {
  message: 'runtime-message',
  visitor: 'runtime-visitor',
  session: 'runtime-session',
  address: 'default',
};

export const invalidToken = (
  message = 'The visitor token is forged, expired or belongs elsewhere; start a new session without it.',
) => new ApiError('invalid-token', message);

/** Origins an agent answers: exact matches, or any with `*` (sandbox agents only). */
export function originAllowed(agent: RuntimeAgent, origin: string): boolean {
  return agent.allowedOrigins.includes('*') || agent.allowedOrigins.includes(origin.toLowerCase());
}

/** CORS headers for an allowed origin; a request without Origin needs none. Throws for a foreign one. */
export function applyCors(
  reply: FastifyReply,
  agent: RuntimeAgent | null,
  origin: string | undefined,
  preflight: boolean,
): void {
  if (origin === undefined) return;
  reply.header('Vary', 'Origin');
  if (!agent || !originAllowed(agent, origin)) {
    throw new ApiError(
      'origin-not-allowed',
      "This page's origin may not call this agent; add it to the agent's allowedOrigins.",
    );
  }
  reply.header('Access-Control-Allow-Origin', origin);
  reply.header('Access-Control-Expose-Headers', EXPOSE_HEADERS);
  if (preflight) {
    reply.header('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    reply.header('Access-Control-Allow-Headers', ALLOW_HEADERS);
    reply.header('Access-Control-Max-Age', '600');
  }
}

/**
 * The sandbox simulation clock: `X-Simulated-Time` dates what a call records
 * (svc simulate spreads visits over days with it). Only sandbox agents honour
 * it; a live agent refuses it. The offset is fixed, so time still moves on
 * during the request.
 */
export function requestDeps(deps: Deps, req: FastifyRequest, agent: RuntimeAgent): Deps {
  const raw = req.headers[SIM_HEADER];
  if (raw === undefined) return deps;
  if (agent.livemode) throw invalidRequest('X-Simulated-Time is honoured only for sandbox agents.', 'X-Simulated-Time');
  const at = typeof raw === 'string' && raw.length <= 40 ? Date.parse(raw) : Number.NaN;
  const now = deps.clock.now().getTime();
  if (!Number.isFinite(at) || at < now - 400 * DAY || at > now + 3_600_000) {
    throw invalidRequest(
      'X-Simulated-Time must be an ISO 8601 date-time within the last 400 days (and at most an hour ahead).',
      'X-Simulated-Time',
    );
  }
  const offset = at - now;
  const clock: Clock = { now: () => new Date(deps.clock.now().getTime() + offset) };
  return { ...deps, clock, outbox: new Outbox(clock, deps.signals) };
}

/**
 * Runs before the body is read, in this order: the visitor token (a cheap
 * signature check), the rate limit (per visitor with a valid token, else per
 * address), the agent or session (cached), the Origin, and the session's owner.
 * A refused call is refused before any work and records nothing; CORS headers
 * are set whenever the agent is known, so the page can read the refusal.
 */
async function guard(
  deps: Deps,
  def: Routed,
  req: FastifyRequest,
  reply: FastifyReply,
  opts: { preflight?: boolean } = {},
): Promise<void> {
  if (!isVisitorAuth(def.auth)) throw new Error(`${def.operationId}: not a visitor route`);
  const { visitor: token, limits } = def.auth;
  const state = runtimeState(deps);
  const params = (req.params ?? {}) as { publicId?: string; sessionId?: string };
  const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined;

  let visitor: VisitorIdentity | null = null;
  let refusal: ApiError | null = null;
  const raw = opts.preflight ? null : bearerToken(req);
  if (raw !== null) {
    visitor = raw ? await state.tokens.verify(raw) : null;
    if (!visitor) refusal = invalidToken();
  } else if (token === 'required' && !opts.preflight) {
    refusal = invalidToken('A visitor token is required: Authorization: Bearer <visitorToken> from a session start.');
  }
  // A valid token draws from its visitor's bucket; anything else from the caller's address.
  const perVisitor = visitor && (limits === 'message' || limits === 'visitor');
  const limited = await drawRate(
    deps,
    reply,
    perVisitor ? `visitor:${visitor!.tenant}:${visitor!.visitorId}` : `ip:${req.ip}`,
    opts.preflight ? 'default' : perVisitor || limits === 'session' ? BUCKET[limits] : 'default',
  );
  // A turn also draws from its client address's bucket: a flood starting a new session (a new visitor) each time.
  const addressLimited =
    limited === null && limits === 'message' && !opts.preflight
      ? await drawRate(deps, reply, `ip:${req.ip}`, 'runtime-address-message')
      : null;
  refusal = limited ?? addressLimited ?? refusal;

  // Refused calls resolve from the caches only: a flood never reaches the database.
  const cachedOnly = limited !== null || addressLimited !== null;
  let session: RuntimeSession | null = null;
  let agent: RuntimeAgent | null = null;
  if (params.sessionId !== undefined) {
    session = isUuid(params.sessionId) ? await state.session(params.sessionId.toLowerCase(), { cachedOnly }) : null;
    agent = session ? await state.agentById(session.tenant, session.agentId, { cachedOnly }) : null;
  } else if (params.publicId !== undefined) {
    agent = await state.agentByPublicId(params.publicId, { cachedOnly });
  }
  if (agent) applyCors(reply, agent, origin, opts.preflight ?? false);
  if (refusal) throw refusal;
  if (!agent)
    throw new ApiError(
      'not-found',
      params.sessionId !== undefined ? 'No such session.' : 'No agent with that public id.',
    );
  if (visitor && visitor.tenant !== agent.tenant) throw invalidToken();
  // A session is visible only to its own visitor's token.
  if (session && visitor && session.visitorId !== visitor.visitorId)
    throw new ApiError('not-found', 'No such session.');
  if (!opts.preflight) req.visitorCaller = { agent, session, visitor, deps: requestDeps(deps, req, agent) };
}

/** The runtime API's check of its visitor callers (the `visitor` kind of src/http/auth.ts). */
export const visitorGuard: VisitorGuard = { check: guard };

/**
 * The end call may carry its token in the body (navigator.sendBeacon sends no
 * headers): checked once the small body is read, with the visitor's bucket.
 */
export async function guardBodyToken(
  deps: Deps,
  req: FastifyRequest,
  reply: FastifyReply,
  token: string | undefined,
): Promise<void> {
  const resolved = req.visitorCaller!;
  if (resolved.visitor) return;
  if (!token)
    throw invalidToken(
      'A visitor token is required: Authorization: Bearer <visitorToken>, or `visitorToken` in the body.',
    );
  const visitor = await runtimeState(deps).tokens.verify(token);
  if (!visitor || visitor.tenant !== resolved.agent.tenant) throw invalidToken();
  const limited = await drawRate(deps, reply, `visitor:${visitor.tenant}:${visitor.visitorId}`, 'runtime-visitor');
  if (limited) throw limited;
  if (resolved.session && resolved.session.visitorId !== visitor.visitorId)
    throw new ApiError('not-found', 'No such session.');
  resolved.visitor = visitor;
}
