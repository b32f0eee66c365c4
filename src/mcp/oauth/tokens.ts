import type { Deps } from '../../deps.js';
import { isScope, OPERATOR_ROLES, type OperatorRole, type Scope, sessionScopes } from '../../platform/keys/scopes.js';
import type { AuthContext } from '../../platform/keys/service.js';
import { findGrantByRef, touchGrant } from '../../platform/oauth/repository.js';
import type { OAuthServer } from './provider.js';

/**
 * An OAuth access token → the caller it stands for, or null. Refused: an
 * unknown, expired or revoked token (the library's store), one whose audience
 * is not this server's /mcp resource (RFC 8707: a token minted for another
 * resource is not accepted here), one whose grant the workspace revoked, and
 * one whose operator was removed. The scopes are the token's, within the
 * grant's, within what the operator may do today (a demoted operator's
 * assistant loses what the new role lacks; transcripts go with the permission).
 */
export async function resolveAccessToken(deps: Deps, oauth: OAuthServer, token: string): Promise<AuthContext | null> {
  const at = await oauth.provider.AccessToken.find(token);
  if (!at || at.isExpired) return null;
  const audiences = Array.isArray(at.aud) ? at.aud : at.aud ? [at.aud] : [];
  if (audiences.length !== 1 || audiences[0] !== oauth.resource) return null;
  const grant = await findGrantByRef(deps.db, at.grantId);
  if (!grant || grant.revokedAt !== null || grant.clientId !== at.clientId) return null;
  const role = grant.operatorRole as OperatorRole | null;
  if (!role || !OPERATOR_ROLES.includes(role)) return null;
  const allowed = sessionScopes(role, grant.operatorTranscripts);
  const granted = new Set(grant.scopes.filter((s) => isScope(s) && allowed.has(s)));
  const scopes = new Set<Scope>((at.scope ?? '').split(' ').filter((s): s is Scope => isScope(s) && granted.has(s)));
  // Last use is kept to the minute: no write at all on the calls in between (one statement fewer per call).
  const now = deps.clock.now();
  if (!grant.lastUsedAt || now.getTime() - grant.lastUsedAt.getTime() >= 60_000)
    void touchGrant(deps.db, grant.id, now).catch((err) => deps.log.warn({ err }, 'could not record OAuth grant use'));
  return {
    keyId: grant.id,
    workspaceId: grant.workspaceId,
    mode: grant.mode,
    tenant: grant.mode === 'live' ? grant.workspaceId : grant.sandboxId,
    livemode: grant.mode === 'live',
    scopes,
    apiEnabled: grant.apiEnabled,
    holder: `mcp:${grant.id}`,
  };
}
