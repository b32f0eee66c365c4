import { randomBytes } from 'node:crypto';
import type { AuthContext } from '../platform/keys/service.js';

/**
 * The mcpCaller step (docs/architecture.md, "Callers"). An assistant signed in
 * over OAuth holds an access token whose audience is /mcp only, so its tool
 * calls cannot reach /v1 with that token. Instead, while /mcp serves one of its
 * requests, the caller it resolved to is held here under a random one-request
 * handle; the tool calls inject that handle as their bearer token, and the
 * request hook reads the same AuthContext back (scopes, data set, the `mcp:`
 * rate-limit holder). A handle lives in this process only, for the length of
 * one /mcp request, and is never sent over the network.
 */
const PREFIX = 'mcp_';
const held = new Map<string, AuthContext>();

export const isHeldToken = (token: string): boolean => token.startsWith(PREFIX);

export function holdCaller(caller: AuthContext): { token: string; release: () => void } {
  const token = PREFIX + randomBytes(32).toString('base64url');
  held.set(token, caller);
  return { token, release: () => held.delete(token) };
}

export function heldCaller(token: string): AuthContext | null {
  return held.get(token) ?? null;
}
