import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from '../../../src/client/schema';

export type { components, paths };
export type Schemas = components['schemas'];

/**
 * The dashboard's one client of /v1: openapi-fetch over the types generated from
 * /v1/openapi.json (src/client/schema.ts), so a schema change the dashboard does not
 * follow fails `npm run typecheck`. It authenticates with the session cookie (same
 * origin), sends the CSRF token on writes and the Live/Sandbox choice on every call.
 */
export const api = createClient<paths>({ baseUrl: location.origin, credentials: 'same-origin' });

/** The data set the dashboard shows: `live` or `test` (the sandbox), as X-Service-Mode says. */
export type Mode = 'live' | 'test';

const state = { mode: 'live' as Mode, csrfToken: null as string | null };

export function setMode(mode: Mode): void {
  state.mode = mode;
}
export function currentMode(): Mode {
  return state.mode;
}
export function setCsrfToken(token: string | null): void {
  state.csrfToken = token;
}

/** A random key for writes that take an Idempotency-Key (crypto.randomUUID needs a secure context; this does not). */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `dash-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

const unauthorizedListeners = new Set<() => void>();
/** Called when a call answers 401: the session ended (expired, signed out elsewhere, operator removed). */
export function onUnauthorized(fn: () => void): () => void {
  unauthorizedListeners.add(fn);
  return () => unauthorizedListeners.delete(fn);
}

/** Headers every call carries; also used by the event stream, which is read with fetch. */
export function commonHeaders(method: string): Record<string, string> {
  const headers: Record<string, string> = { 'X-Service-Mode': state.mode };
  if (method !== 'GET' && method !== 'HEAD') {
    if (state.csrfToken) headers['X-CSRF-Token'] = state.csrfToken;
  }
  return headers;
}

const session: Middleware = {
  onRequest({ request }) {
    for (const [k, v] of Object.entries(commonHeaders(request.method))) request.headers.set(k, v);
    // Writes take an Idempotency-Key (some require one); one per click is what a person means.
    if (request.method !== 'GET' && request.method !== 'HEAD' && !request.headers.has('Idempotency-Key'))
      request.headers.set('Idempotency-Key', randomKey());
    return request;
  },
  onResponse({ response, request }) {
    if (response.status === 401 && !new URL(request.url).pathname.startsWith('/v1/sessions'))
      for (const fn of unauthorizedListeners) fn();
    return response;
  },
};
api.use(session);

/** An error of the API in words: its `message` (and code), or what went wrong on the way. */
export class ApiFailure extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ApiFailure';
  }
}

interface Result<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The data of a call, or an ApiFailure carrying the API's message. */
export async function unwrap<T>(call: Promise<Result<T>>): Promise<T> {
  let result: Result<T>;
  try {
    result = await call;
  } catch (e) {
    throw new ApiFailure(`The service could not be reached (${(e as Error).message}).`, 0, 'network');
  }
  if (result.error !== undefined || !result.response.ok) throw failureOf(result.response.status, result.error);
  return result.data as T;
}

/** `fn` with its result unwrapped: for the loading hooks, which take a function that throws. */
export function unwrapping<A extends unknown[], T>(fn: (...args: A) => Promise<Result<T>>): (...args: A) => Promise<T> {
  return (...args) => unwrap(fn(...args));
}

export function failureOf(status: number, body: unknown): ApiFailure {
  const b = (body ?? {}) as { message?: unknown; code?: unknown };
  const message = typeof b.message === 'string' && b.message ? b.message : `The service answered ${status}.`;
  return new ApiFailure(message, status, typeof b.code === 'string' ? b.code : 'error');
}

/** A fetch of a path outside the typed document (or before it lists it), with the same headers and errors. */
export async function rawJson<T>(method: string, path: string, body?: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        ...commonHeaders(method),
        ...(method !== 'GET' && method !== 'HEAD' ? { 'Idempotency-Key': randomKey() } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
  } catch (e) {
    throw new ApiFailure(`The service could not be reached (${(e as Error).message}).`, 0, 'network');
  }
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!res.ok) throw failureOf(res.status, parsed);
  return parsed as T;
}

/** The header of a write that requires an Idempotency-Key (one per submitted form). */
export function idem(): { 'Idempotency-Key': string } {
  return { 'Idempotency-Key': randomKey() };
}
