import { Type } from '@sinclair/typebox';
import { PUBLIC_ID_RE } from './repository.js';

/** Tours and hubs are addressed by UUID or public id (a UUID matches the pattern too); anything else is a 404. */
export const PublicRef = (what: string) => Type.String({ pattern: PUBLIC_ID_RE.source, maxLength: 64, description: `the ${what}'s UUID or public id` });

export const TourRefParams = Type.Object({ id: PublicRef('tour') });
