import type { AuthContext } from '../../platform/keys/service.js';
import type { Actor } from '../../platform/operators/service.js';

/** Who changes operators through /v1: an owner's session, or else an admin (an admin's session, or a key). */
export const actorOf = (auth: AuthContext): Actor => (auth.operator?.role === 'owner' ? 'owner' : 'admin');
