import type { Static, TObject, TSchema } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TenantTx } from '../db/types.js';
import type { Deps } from '../deps.js';
import type { AuthContext } from '../platform/keys/service.js';
import type { Scope } from '../platform/keys/scopes.js';
import type { BucketName } from '../platform/rate-limit/buckets.js';

export interface RouteSchemas {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  /** Success responses by status; `null` for 204 No Content. Error responses are added for you. */
  response: { [status: number]: TSchema | null };
}

type StaticOr<T, D> = T extends TSchema ? Static<T> : D;
/** Fields declared `WithDefault` (src/contract/schemas.ts) are filled in by the validator, so a handler sees them present. */
type Filled<T> = T extends TObject<infer P> ? { [K in keyof P as P[K] extends { default: unknown } ? K : never]-?: Static<P[K]> } : unknown;
type QueryOf<T> = T extends TSchema ? Static<T> & Filled<T> : Record<string, never>;
type SuccessBody<R> =
  | { [K in keyof R]: K extends 200 | 201 | 202 ? (R[K] extends TSchema ? Static<R[K]> : never) : never }[keyof R]
  | (204 extends keyof R ? void : never);

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

export interface RouteDef<S extends RouteSchemas = RouteSchemas, P = undefined> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Relative to /v1, Fastify syntax: `/follow-ups/:id` (absolute with `root`). */
  url: string;
  /** The URL is absolute, outside /v1: the landing index, the reference page, health. */
  root?: boolean;
  /** No rate-limit draw (health probes, polled by load balancers and orchestrators); only for 'public' routes. */
  unmetered?: boolean;
  operationId: string;
  summary: string;
  /** What it does, its side effects and its notable errors; shown in the OpenAPI document. */
  description: string;
  tags: string[];
  /**
   * The scope the caller's key must hold; 'any' for any valid key (the sandbox
   * routes); 'public' for routes without a key. Required: a route without one fails at boot.
   */
  scope: Scope | 'any' | 'public';
  /** A scoped route that also serves calls without a bearer token (the anonymous tour player). */
  anonymous?: boolean;
  /** Default: 'none' for GET, 'optional' for other methods. */
  idempotency?: IdempotencyMode;
  /** Rate-limit bucket; default 'default'. */
  bucket?: BucketName;
  /** Only test keys may call it (403 sandbox-only for live keys). */
  sandboxOnly?: boolean;
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
  schema: S;
  /**
   * Work that must not run inside a transaction (DNS, a remote check), done
   * first; its result is the handler's `prepared`. An ApiError it throws is
   * answered as the handler's would be (so an idempotent replay still wins).
   */
  prepare?(ctx: PrepareContext<S>): Promise<P>;
  handler(ctx: HandlerContext<S> & { prepared: P }): Promise<SuccessBody<S['response']>>;
}

/** Identity function that keeps the schema types for the handler. */
export function defineRoute<S extends RouteSchemas, P = undefined>(def: RouteDef<S, P>): RouteDef<S, P> {
  return def;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    def?: RouteDef<any, any>;
  }
  interface FastifyRequest {
    caller: AuthContext | null;
  }
}
