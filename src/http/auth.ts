import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.js';
import { ApiError } from '../contract/errors.js';
import { authenticate, holderOf } from '../platform/keys/service.js';
import { heldCaller, isHeldToken } from './mcp-caller.js';
import type { Scope } from '../platform/keys/scopes.js';
import type { BucketName } from '../platform/rate-limit/buckets.js';
import { draw, setRateHeaders } from './rate-limit.js';
import { lookupSession } from './session-caller.js';
import type { AuthContext } from '../platform/keys/service.js';

/**
 * The callers a route may declare (`auth` in defineRoute), and how each is
 * checked. Adding a kind of caller is one more member of RouteAuth and one more
 * case in `authorize` below; docs/architecture.md ("Callers") says how the
 * dashboard's operator session and MCP tokens plug into the `scope` kind.
 */

/** A key holding `scope` ('any': any valid key), or a dashboard session whose role grants it (session-caller.ts). */
export interface ScopeAuth {
  scope: Scope | 'any';
  /**
   * A dashboard session without `scope` but whose role holds one of these
   * passes too, and the handler narrows its answer to what these scopes read
   * (the event stream: `webhooks:manage` follows every event,
   * `conversations:read` the conversation events...). The handler must check
   * `caller.scopes` itself. Keys keep the contract's one scope: the contract
   * names it per operation, and a key is minted for exactly what it lists.
   */
  orScopes?: readonly Scope[];
  /** The call may also come without a bearer token (the anonymous tour player): `caller` is null, the address bucket applies. */
  anonymous?: boolean;
  /** Only test keys may call it (403 sandbox-only for live keys). */
  sandboxOnly?: boolean;
  /** Rate-limit bucket; default 'default'. */
  bucket?: BucketName;
}

/**
 * Per-visitor and per-address buckets of the runtime API (see buckets.ts):
 * `message` per visitor, `session` per client address, `visitor` for the other
 * calls of a visitor, `address` for anonymous reads.
 */
export type VisitorLimit = 'message' | 'session' | 'visitor' | 'address';

/** A visitor of the runtime API, named by the visitor token of a session start. */
export interface VisitorAuth {
  /**
   * `required`: a valid visitor token (Authorization: Bearer) is needed;
   * `optional`: one may be sent (session starts); `body`: the token may also come
   * in the body (the end call, sent with navigator.sendBeacon); `none`: no token.
   */
  visitor: 'required' | 'optional' | 'body' | 'none';
  limits: VisitorLimit;
}

/** Anyone, no credentials; drawn from the caller's address bucket unless `unmetered` (health probes). */
export interface PublicAuth {
  public: true;
  unmetered?: boolean;
}

export type RouteAuth = ScopeAuth | VisitorAuth | PublicAuth;

/** What the checks read of a route (a RouteDef is one; named here so this file does not import route.ts). */
export interface Routed {
  operationId: string;
  auth: RouteAuth;
}

export const isScopeAuth = (a: RouteAuth): a is ScopeAuth => 'scope' in a;
export const isVisitorAuth = (a: RouteAuth): a is VisitorAuth => 'visitor' in a;
export const isPublicAuth = (a: RouteAuth): a is PublicAuth => 'public' in a;

/** The scope a route's key needs, as the documents and the CLI name it: a scope, 'any', or 'public' (no key). */
export function scopeOf(def: Routed): Scope | 'any' | 'public' {
  return isScopeAuth(def.auth) ? def.auth.scope : 'public';
}

/** A dashboard session draws its ordinary calls from the wider `session` bucket; special buckets stay as declared. */
function sessionBucket(bucket: BucketName, holder: string): BucketName {
  return bucket === 'default' && holder.startsWith('session:') ? 'session' : bucket;
}

/** A route's key options as flat fields, for the documents, the CLI and tests: 'public' when no key is asked for. */
export function callerOf(def: Routed): {
  scope: Scope | 'any' | 'public';
  orScopes: readonly Scope[];
  anonymous: boolean;
  sandboxOnly: boolean;
  bucket: BucketName;
} {
  const a = isScopeAuth(def.auth) ? def.auth : null;
  return {
    scope: a?.scope ?? 'public',
    orScopes: a?.orScopes ?? [],
    anonymous: a?.anonymous === true,
    sandboxOnly: a?.sandboxOnly === true,
    bucket: a?.bucket ?? 'default',
  };
}

/**
 * How the visitor kind is checked: the runtime API brings it (its guard knows
 * agents, sessions and visitor tokens, which this layer does not), and sets
 * `req.visitorCaller`.
 */
export interface VisitorGuard {
  check(
    deps: Deps,
    def: Routed,
    req: FastifyRequest,
    reply: FastifyReply,
    opts?: { preflight?: boolean },
  ): Promise<void>;
}

const BEARER_RE = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/** The one bearer parser: null without an Authorization header, '' for one that is not `Bearer <token>`. */
export function bearerToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return null;
  return BEARER_RE.exec(header)?.[1] ?? '';
}

const address = (req: FastifyRequest) => `ip:${req.ip}`;

/**
 * Checks a route's caller before any parsing or validation; a refusal throws
 * the contract's error. The only place that knows the kinds of caller.
 */
export async function authorize(
  deps: Deps,
  def: Routed,
  req: FastifyRequest,
  reply: FastifyReply,
  visitors: VisitorGuard | undefined,
): Promise<void> {
  const auth = def.auth;
  if (isPublicAuth(auth)) return auth.unmetered ? undefined : draw(deps, reply, address(req), 'default');
  if (isScopeAuth(auth)) return keyCaller(deps, auth, req, reply);
  if (isVisitorAuth(auth)) {
    if (!visitors) throw new Error(`${def.operationId}: a visitor route on an API without a visitor guard`);
    return visitors.check(deps, def, req, reply);
  }
  throw new Error(`${(def as Routed).operationId}: unknown auth kind`);
}

/**
 * The key's checks, in the decisions' order: key (401), plan (403), scope
 * (403), sandbox-only (403), rate limit (429). Calls without a valid key draw
 * from a per-address bucket, so a flood of bad keys is limited too. Without an
 * Authorization header, a dashboard session cookie stands in for the key
 * (session-caller.ts); its writes need the session's X-CSRF-Token (403
 * csrf-failed, checked right after the session, before anything else).
 */
async function keyCaller(deps: Deps, auth: ScopeAuth, req: FastifyRequest, reply: FastifyReply): Promise<void> {
  const header = req.headers.authorization;
  if (header === undefined) {
    const session = await lookupSession(deps, req, reply);
    if (session.kind === 'ok') {
      if (!session.csrfOk) {
        await draw(deps, reply, `session:${session.caller.keyId}`, auth.bucket ?? 'default');
        throw new ApiError(
          'csrf-failed',
          "A write with the dashboard's session cookie needs the session's X-CSRF-Token header.",
        );
      }
      return checkCaller(deps, auth, req, reply, session.caller, `session:${session.caller.keyId}`);
    }
    // An ended session on a route open to anonymous callers (the tour player) is just an anonymous call.
    if (session.kind === 'ended' && !auth.anonymous) {
      await draw(deps, reply, address(req), 'default');
      throw new ApiError(
        'unauthorized',
        'The dashboard session has ended (signed out, expired or removed); sign in again.',
      );
    }
  }
  if (header === undefined && auth.anonymous) return draw(deps, reply, address(req), 'default');
  const token = bearerToken(req);
  // The mcpCaller step: a tool call of an OAuth-signed-in assistant carries the handle its /mcp
  // request holds (src/http/mcp-caller.ts); everything else is an API key.
  const caller = token ? (isHeldToken(token) ? heldCaller(token) : await authenticate(deps, token)) : null;
  if (!caller) {
    await draw(deps, reply, address(req), 'default');
    throw new ApiError(
      'unauthorized',
      header === undefined
        ? 'An API key is required: Authorization: Bearer <key>.'
        : 'The API key is unknown or revoked.',
    );
  }
  return checkCaller(deps, auth, req, reply, caller, holderOf(caller));
}

/** What a known caller (key or session) must also pass: plan, scope, sandbox-only, then its rate limit. */
async function checkCaller(
  deps: Deps,
  auth: ScopeAuth,
  req: FastifyRequest,
  reply: FastifyReply,
  caller: AuthContext,
  holder: string,
): Promise<void> {
  req.caller = caller;
  reply.header('X-Service-Mode', caller.livemode ? 'live' : 'test');
  const bucket = sessionBucket(auth.bucket ?? 'default', holder);
  let refusal: ApiError | null = null;
  if (!caller.apiEnabled) refusal = new ApiError('plan-api-off', 'The workspace plan has no API access.');
  else if (
    auth.scope !== 'any' &&
    !caller.scopes.has(auth.scope) &&
    !(caller.operator && (auth.orScopes ?? []).some((s) => caller.scopes.has(s)))
  ) {
    refusal = new ApiError(
      'insufficient-scope',
      caller.operator
        ? auth.scope === 'conversations:transcripts'
          ? 'This operation needs the transcripts permission, which an owner or admin can grant.'
          : `Your role (${caller.operator.role}) does not allow this operation (${auth.scope}).`
        : `This operation needs the ${auth.scope} scope.`,
    );
  } else if (auth.sandboxOnly && caller.livemode) {
    refusal = new ApiError(
      'sandbox-only',
      caller.operator
        ? 'This operation works only in the sandbox: send X-Service-Mode: test.'
        : 'This operation needs a test key (svc_test_…); the live workspace cannot be used here.',
    );
  }
  if (refusal) {
    // Headers on every response; a refused call still counts against the key.
    setRateHeaders(reply, await deps.limiter.take(holder, bucket));
    throw refusal;
  }
  await draw(deps, reply, holder, bucket);
}

/**
 * The one hook of both APIs, first on every request, matched or not:
 * Request-Id, then the route's caller check; requests no route claims (404,
 * 405, static assets) draw from the caller's address bucket.
 */
export function requestHook(deps: Deps) {
  return async function onRequest(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    req.caller = null;
    reply.header('Request-Id', req.id);
    // Read once: Fastify builds a new routeOptions object on every access.
    const config = req.routeOptions.config;
    // /mcp authenticates its own bearer token and draws from the caller's buckets itself (src/mcp/http.ts).
    if (config?.mcp) return;
    const def = config?.def;
    if (!def) return draw(deps, reply, address(req), 'default');
    if (config.preflight) return config.visitors?.check(deps, def, req, reply, { preflight: true });
    return authorize(deps, def, req, reply, config.visitors);
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The visitor guard of the API the route belongs to (visitor routes and their preflights). */
    visitors?: VisitorGuard;
  }
}
