/**
 * What each error status means, as the OpenAPI documents describe it: one
 * table for both APIs, a column per caller (the management API's keys, the
 * runtime API's visitors). The codes themselves are in src/contract/errors.ts.
 */
const ERROR_TEXT: Record<number, { key: string; visitor: string }> = {
  400: {
    key: 'invalid-request (or another 400 code of the catalogue); `param` names the culprit',
    visitor: 'invalid-request; `param` names the culprit',
  },
  401: {
    key: 'unauthorized: no key, or an unknown or revoked key',
    visitor: 'invalid-token: missing, forged, expired or foreign visitor token',
  },
  403: {
    key: 'insufficient-scope, plan-api-off, sandbox-only, or csrf-failed (a session write without X-CSRF-Token)',
    visitor: "origin-not-allowed: the Origin is not one of the agent's allowedOrigins",
  },
  404: {
    key: 'not-found',
    visitor: 'not-found: no such agent or session (a session is visible only to its own visitor)',
  },
  409: { key: 'conflict, idempotency-mismatch, stale or last-owner', visitor: 'conflict' },
  413: { key: 'payload-too-large', visitor: 'payload-too-large: the body is over 64 KB' },
  429: { key: 'rate-limited (sign-in-locked for sign-ins); see Retry-After', visitor: 'rate-limited; see Retry-After' },
  503: {
    key: 'service-unavailable: the database cannot be reached for a moment (a restart); retry after Retry-After seconds',
    visitor: 'service-unavailable: the database cannot be reached right now; retry after Retry-After seconds',
  },
};

/** The description of an error status in an API's document. */
export const errorText = (status: number, caller: 'key' | 'visitor'): string => ERROR_TEXT[status]?.[caller] ?? 'error';
