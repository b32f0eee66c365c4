import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { paths } from './schema.js';

export type { components, operations, paths } from './schema.js';
export type ConciergeClient = Client<paths>;

export interface ConciergeClientOptions {
  /** The API's base URL including `/v1`, e.g. `http://127.0.0.1:8080/v1`. */
  apiUrl: string;
  /** An API key, `svc_live_…` or `svc_test_…`. */
  apiKey: string;
  /** Another fetch (tests, proxies). */
  fetch?: ClientOptions['fetch'];
  /** Sent as User-Agent. */
  userAgent?: string;
}

/**
 * The document's paths include `/v1`, so the client's base is the URL above
 * it: `https://api.example.com/concierge/v1` → `https://api.example.com/concierge`.
 */
export function serverRoot(apiUrl: string): string {
  return apiUrl.replace(/\/+$/, '').replace(/\/v1$/, '');
}

/**
 * A typed client of the whole API (openapi-fetch over the generated types):
 * `client.GET('/v1/follow-ups', { params: { query: { status: 'open' } } })`
 * returns `{ data, error, response }` with both bodies typed.
 */
export function createConciergeClient(opts: ConciergeClientOptions): ConciergeClient {
  return createClient<paths>({
    baseUrl: serverRoot(opts.apiUrl),
    headers: { authorization: `Bearer ${opts.apiKey}`, ...(opts.userAgent ? { 'user-agent': opts.userAgent } : {}) },
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
  });
}
