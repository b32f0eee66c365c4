import type { Static, TObject, TSchema } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TenantTx } from '../db/types.js';
import type { Deps } from '../deps.js';
import type { AuthContext } from '../platform/keys/service.js';
import type { RouteAuth, VisitorAuth } from './auth.js';

export interface RouteSchemas {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  /** Success responses by status; `null` for 204 No Content. Error responses are added for you. */
  response: { [status: number]: TSchema | null };
}

type StaticOr<T, D> = T extends TSchema ? Static<T> : D;
/** Fields declared `WithDefault` (src/contract/schemas.ts) are filled in by the validator, so a handler sees them present. */
type Filled<T> =
  T extends TObject<infer P>
    ? { [K in keyof P as P[K] extends { default: unknown } ? K : never]-?: Static<P[K]> }
    : unknown;
type QueryOf<T> = T extends TSchema ? Static<T> & Filled<T> : Record<string, never>;
type SuccessBody<R> =
  | { [K in keyof R]: K extends 200 | 201 | 202 ? (R[K] extends TSchema ? Static<R[K]> : never) : never }[keyof R]
  | (204 extends keyof R ? void : never);

/**
 * What a visitor route's handler gets besides the request: filled in by the
 * surface that serves visitors (src/visitor-api/route.ts augments it with the
 * agent, the session and the visitor its guard resolved), so this layer names
 * no agent type.
 */
// biome-ignore lint/suspicious/noEmptyInterface: augmented by the visitor surface
export interface VisitorCaller {}

/** A visitor route's handler context: the parsed request and the caller its guard resolved. */
export type VisitorHandlerContext<S extends RouteSchemas> = VisitorCaller & {
  req: FastifyRequest;
  reply: FastifyReply;
  params: StaticOr<S['params'], Record<string, never>>;
  query: StaticOr<S['querystring'], Record<string, never>>;
  body: StaticOr<S['body'], undefined>;
  /** Dependencies with this request's clock (the sandbox's simulation clock when one was sent). */
  deps: Deps;
};

export interface HandlerContext<S extends RouteSchemas> {
  req: FastifyRequest;
  reply: FastifyReply;
  params: StaticOr<S['params'], Record<string, never>>;
  query: QueryOf<S['querystring']>;
  body: StaticOr<S['body'], undefined>;
  /** The calling key. Throws on an anonymous call (see `caller`). */
  auth: AuthContext;
  /** The calling key, or null on an anonymous call to a route that allows one. */
  caller: AuthContext | null;
  /** A transaction confined to the caller's data set (read-only for reads). Absent with `transaction: 'none'`. */
  tx: TenantTx;
  deps: Deps;
}

/** What `prepare` sees: the request, before any transaction is open. */
export type PrepareContext<S extends RouteSchemas> = Omit<HandlerContext<S>, 'tx'>;

export type IdempotencyMode = 'required' | 'optional' | 'none';

/** The handler's context for a caller kind: a visitor route gets the visitor's, every other the key's. */
export type ContextFor<A extends RouteAuth, S extends RouteSchemas> = A extends VisitorAuth
  ? VisitorHandlerContext<S>
  : HandlerContext<S>;

export interface RouteDef<S extends RouteSchemas = RouteSchemas, P = undefined, A extends RouteAuth = RouteAuth> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Relative to its API's prefix (/v1, /runtime/v1), Fastify syntax: `/follow-ups/:id` (absolute with `root`). */
  url: string;
  /** The URL is absolute, outside /v1: the landing index, the reference page, health. */
  root?: boolean;
  operationId: string;
  summary: string;
  /** What it does, its side effects and its notable errors; shown in the OpenAPI document. */
  description: string;
  /** Runtime routes leave it out: their document tags every operation `runtime`. */
  tags?: string[];
  /**
   * Who may call it (src/http/auth.ts): `{ scope }` a key holding the scope
   * ('any' for any valid key), `{ visitor, limits }` a visitor of the runtime
   * API, `{ public: true }` anyone. Required: a route without one fails at boot.
   */
  auth: A;
  /** Default: 'none' for GET, 'optional' for other methods. */
  idempotency?: IdempotencyMode;
  /**
   * Default: 'read' for GET (a read-only transaction), 'write' otherwise; 'none'
   * for streams. 'read-one' for reads that run exactly one statement (most list
   * and get operations): the tenant setup travels with that statement in one
   * round trip, and a second statement throws.
   */
  transaction?: 'read' | 'read-one' | 'write' | 'none';
  /** Success status; default 200. A handler may still set another with reply.code(). */
  status?: number;
  /** Where a created object can be read: sent as `Location` on a 201 (also when replayed). */
  location?: (body: any, params: any) => string;
  /** Extra error statuses this operation can answer besides the generic ones (e.g. 409). */
  errors?: number[];
  /** Headers sent with every answer of this route, errors included (e.g. CORS for embeddable reads). */
  responseHeaders?: Readonly<Record<string, string>>;
  /**
   * The path parameter naming the object this operation creates or would create
   * (a client-chosen id, as `actionId` in putAction): when it fails its pattern
   * the answer is a 400 naming it, not the 404 of a path that names nothing.
   */
  newObjectParam?: string;
  /** Leave out of the OpenAPI document (the document route itself). */
  hidden?: boolean;
  /** The 200 answer is a UI message stream (text/event-stream), written by the handler (runtime turns). */
  stream?: boolean;
  /** Seconds a browser may cache a GET answer (visitor routes; others send no Cache-Control). */
  cacheSeconds?: number;
  /** Largest body accepted (the API's default otherwise). */
  bodyLimit?: number;
  /** The body may be left out (it then reads as `{}`). */
  bodyOptional?: boolean;
  schema: S;
  /**
   * Work that must not run inside a transaction (DNS, a remote check), done
   * first; its result is the handler's `prepared`. An ApiError it throws is
   * answered as the handler's would be (so an idempotent replay still wins).
   */
  prepare?(ctx: PrepareContext<S>): Promise<P>;
  handler(
    ctx: ContextFor<A, S> & { prepared: P },
  ): Promise<A extends VisitorAuth ? unknown : SuccessBody<S['response']>>;
}

/** Identity function that keeps the schema and caller types for the handler. */
export function defineRoute<S extends RouteSchemas, P = undefined, const A extends RouteAuth = RouteAuth>(
  def: RouteDef<S, P, A>,
): RouteDef<S, P, A> {
  return def;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    def?: RouteDef<any, any>;
    /** A CORS preflight (OPTIONS) answered for the route `def`: no caller, only the origin check. */
    preflight?: boolean;
  }
  interface FastifyRequest {
    caller: AuthContext | null;
    /** The visitor caller a visitor route's guard resolved. */
    visitorCaller?: VisitorCaller & { deps: Deps };
  }
}
