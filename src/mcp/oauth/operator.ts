import type { FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.js';
import type { Scope } from '../../platform/keys/scopes.js';

/** The operator signed in to the dashboard in this browser (their session cookie), as the consent page needs them. */
export interface SignedInOperator {
  operatorId: string;
  workspaceId: string;
  role: string;
  transcripts: boolean;
  email: string;
}

/** Replaced by the operators' session reader (branch ops) at merge. */
export async function signedInOperator(_deps: Deps, _req: FastifyRequest): Promise<SignedInOperator | null> {
  return null;
}

/** The scopes the operator's role holds (the role table next to SCOPES); replaced at merge. */
export function roleScopes(_role: string): readonly Scope[] {
  return [];
}
