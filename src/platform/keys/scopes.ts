/** Every scope of the contract (section 5). */
export const SCOPES = [
  'insights:read',
  'tours:read',
  'tours:write',
  'hubs:read',
  'agents:read',
  'agents:write',
  'visitors:read',
  'conversations:read',
  'conversations:transcripts',
  'leads:read',
  'leads:write',
  'follow_ups:read',
  'follow_ups:write',
  'sittings:read',
  'knowledge:read',
  'knowledge:write',
  'knowledge:query',
  'segments:read',
  'segments:write',
  'offers:read',
  'offers:write',
  'meetings:read',
  'webhooks:manage',
] as const;

export type Scope = (typeof SCOPES)[number];

export function isScope(s: string): s is Scope {
  return (SCOPES as readonly string[]).includes(s);
}

/** Granted only when named, never by a default or by --all-scopes. */
export const NAMED_ONLY: readonly Scope[] = ['conversations:transcripts'];

/** Scopes that change data or manage subscriptions. */
export const WRITE_SCOPES: readonly Scope[] = SCOPES.filter((s) => s.endsWith(':write') || s === 'webhooks:manage');

/**
 * A new key's scopes: every read scope. `knowledge:query` counts as one because
 * retrieve and ask only read (the contract calls them read-only POSTs).
 */
export const DEFAULT_SCOPES: readonly Scope[] = SCOPES.filter((s) => !WRITE_SCOPES.includes(s) && !NAMED_ONLY.includes(s));

export const ALL_SCOPES_FLAG: readonly Scope[] = SCOPES.filter((s) => !NAMED_ONLY.includes(s));

/** Keys created before scopes existed hold this. */
export const LEGACY_SCOPES: readonly Scope[] = ['insights:read'];
