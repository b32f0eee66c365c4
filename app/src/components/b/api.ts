/**
 * The pages Visitors … Settings reach the API through this one module, so the
 * shell's client (session cookie, CSRF token, Live/Sandbox header) is plugged
 * in at one place.
 */
import createClient from 'openapi-fetch';
import type { components, paths } from '../../../../src/client/schema.js';

export type Schemas = components['schemas'];
export type ApiError = Partial<Schemas['Error']>;

let csrfToken = '';
let mode: 'live' | 'test' = 'live';

export function setSession(token: string): void {
  csrfToken = token;
}
const listeners = new Set<() => void>();
export function setMode(m: 'live' | 'test'): void {
  mode = m;
  for (const l of listeners) l();
}
export const currentMode = () => mode;
/** Pages reload their data when the Live/Sandbox switch turns. */
export function onModeChange(fn: () => void): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export const api = createClient<paths>({ baseUrl: '', credentials: 'same-origin' });
api.use({
  onRequest({ request }) {
    // A call may name its data set itself (the sandbox reset always speaks to the sandbox).
    if (!request.headers.has('X-Service-Mode')) request.headers.set('X-Service-Mode', mode);
    if (request.method !== 'GET' && request.method !== 'HEAD' && csrfToken)
      request.headers.set('X-CSRF-Token', csrfToken);
    return request;
  },
});

/** Each write carries its own key: a retried click is the same write, a second click a new one. */
export const idem = () => ({ 'Idempotency-Key': randomKey() });

/** crypto.randomUUID needs a secure context (HTTPS or localhost); getRandomValues does not. */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `dash-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** The API's own words for what went wrong, or a sentence when there is no body (network down). */
export function message(error: unknown, fallback = 'The request failed.'): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message;
  if (error instanceof Error) return `${fallback} ${error.message}`;
  return fallback;
}

/** What the shell's router gives a page: the path segments after its own, and the query. */
export interface PageProps {
  rest: string[];
  query: URLSearchParams;
}
