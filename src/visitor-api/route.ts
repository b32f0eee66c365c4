import type { Static, TSchema } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps.js';
import type { RouteSchemas } from '../http/route.js';
import type { RuntimeAgent, RuntimeSession, VisitorIdentity } from './context.js';

type StaticOr<T, D> = T extends TSchema ? Static<T> : D;

/** What a runtime handler gets: the parsed request plus who is calling, resolved before any work. */
export interface RuntimeHandlerContext<S extends RouteSchemas> {
  req: FastifyRequest;
  reply: FastifyReply;
  params: StaticOr<S['params'], Record<string, never>>;
  query: StaticOr<S['querystring'], Record<string, never>>;
  body: StaticOr<S['body'], undefined>;
  /** Dependencies with this request's clock (the sandbox's simulation clock when one was sent). */
  deps: Deps;
  agent: RuntimeAgent;
  /** The session of `:sessionId` routes; null on agent routes. */
  session: RuntimeSession | null;
  /** The visitor the token names (verified); null when no token was sent. */
  visitor: VisitorIdentity | null;
}

/**
 * Per-visitor and per-address buckets of the runtime API (see buckets.ts):
 * `message` per visitor, `session` per client address, `visitor` for the other
 * calls of a visitor, `address` for anonymous reads.
 */
export type RuntimeLimit = 'message' | 'session' | 'visitor' | 'address';

export interface RuntimeRouteDef<S extends RouteSchemas = RouteSchemas> {
  method: 'GET' | 'POST';
  /** Relative to /runtime/v1. `:publicId` names an agent, `:sessionId` a session. */
  url: string;
  operationId: string;
  summary: string;
  description: string;
  /**
   * `required`: a valid visitor token (Authorization: Bearer) is needed;
   * `optional`: one may be sent (session starts); `body`: the token may also come
   * in the body (the end call, sent with navigator.sendBeacon); `none`: no token.
   */
  token: 'required' | 'optional' | 'body' | 'none';
  limit: RuntimeLimit;
  /** Success status (default 200). */
  status?: number;
  /** Extra error statuses besides the ones every runtime call can answer. */
  errors?: number[];
  /** The 200 answer is a UI message stream (text/event-stream), written by the handler. */
  stream?: boolean;
  /** Seconds a browser may cache a GET answer. */
  cacheSeconds?: number;
  /** Largest body accepted (default 64 KB). */
  bodyLimit?: number;
  /** The body may be left out (it then reads as `{}`). */
  bodyOptional?: boolean;
  schema: S;
  handler(ctx: RuntimeHandlerContext<S>): Promise<unknown>;
}

export function defineRuntimeRoute<S extends RouteSchemas>(def: RuntimeRouteDef<S>): RuntimeRouteDef<S> {
  return def;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on routes of the runtime API (/runtime/v1): the /v1 key check leaves them alone. */
    runtime?: RuntimeRouteDef<any>;
  }
}
