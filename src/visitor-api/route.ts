import type { RuntimeAgent, RuntimeSession, VisitorIdentity } from './context.js';

/**
 * Runtime routes are plain `defineRoute`s with `auth: { visitor, limits }`
 * (src/http/auth.ts); this tells their handlers what the runtime's guard
 * (guard.ts) resolved for the call, before any work.
 */
declare module '../http/route.js' {
  interface VisitorCaller {
    agent: RuntimeAgent;
    /** The session of `:sessionId` routes; null on agent routes. */
    session: RuntimeSession | null;
    /** The visitor the token names (verified); null when no token was sent. */
    visitor: VisitorIdentity | null;
  }
}
