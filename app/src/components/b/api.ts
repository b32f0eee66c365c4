/**
 * The pages Visitors … Settings reach the API through the shell's client
 * (src/lib/api.ts: session cookie, CSRF token, the Live/Sandbox header); this
 * module adds the little they share on top of it.
 */
import { api, idem, type Schemas } from '../../lib/api.js';

export { api, idem, type Schemas };
export type { PageProps } from '../../lib/router.js';

/** The API's own words for what went wrong, or a sentence when there is no body (network down). */
export function message(error: unknown, fallback = 'The request failed.'): string {
  if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
    return error.message;
  if (error instanceof Error) return `${fallback} ${error.message}`;
  return fallback;
}
