/**
 * The pages Visitors … Settings reach the API through the shell's client
 * (src/lib/api.ts: session cookie, CSRF token, the Live/Sandbox header); this
 * module adds the little they share on top of it.
 */
import { api, randomKey, type Schemas } from '../../lib/api.js';

export { api, type Schemas };
export type { PageProps } from '../../lib/router.js';

/** Each write carries its own key: a retried request is the same write, a second click a new one. */
export const idem = () => ({ 'Idempotency-Key': randomKey() });

/** The API's own words for what went wrong, or a sentence when there is no body (network down). */
export function message(error: unknown, fallback = 'The request failed.'): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message;
  if (error instanceof Error) return `${fallback} ${error.message}`;
  return fallback;
}
