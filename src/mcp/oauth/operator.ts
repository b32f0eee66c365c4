import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.js';
import { isScope, OPERATOR_ROLES, type OperatorRole, ROLE_SCOPES, type Scope } from '../../platform/keys/scopes.js';
import { readOperatorSession } from '../../platform/operators/index.js';

/** The operator signed in to the dashboard in this browser (their session cookie), as the consent page needs them. */
export interface SignedInOperator {
  operatorId: string;
  workspaceId: string;
  role: OperatorRole;
  transcripts: boolean;
  email: string;
}

export async function signedInOperator(deps: Deps, req: FastifyRequest): Promise<SignedInOperator | null> {
  return readOperatorSession(deps, req);
}

/** The scopes the operator's role holds (the role table next to SCOPES). */
export function roleScopes(role: string): readonly Scope[] {
  return (OPERATOR_ROLES as readonly string[]).includes(role) ? ROLE_SCOPES[role as OperatorRole].filter(isScope) : [];
}
