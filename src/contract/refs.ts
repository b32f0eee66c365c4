import { Type } from '@sinclair/typebox';
import { isUuid } from '../lib/ids.js';

/** Public ids as this service makes them, and as imports may bring them (legacy share links). */
export const PUBLIC_ID_RE = /^[A-Za-z0-9_-]{3,64}$/;

/** How the API addresses a tour or hub: its UUID or its public id; anything else cannot name one. */
export function refKind(ref: string): 'uuid' | 'public' | null {
  if (isUuid(ref)) return 'uuid';
  return PUBLIC_ID_RE.test(ref) ? 'public' : null;
}

/** Tours and hubs are addressed by UUID or public id (a UUID matches the pattern too); anything else is a 404. */
export const PublicRef = (what: string) =>
  Type.String({ pattern: PUBLIC_ID_RE.source, maxLength: 64, description: `the ${what}'s UUID or public id` });
