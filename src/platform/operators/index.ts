/** Operators of a workspace and their dashboard sessions (see service.ts and sessions.ts). */
export { readOperatorSession, type OperatorSession } from './sessions.js';
