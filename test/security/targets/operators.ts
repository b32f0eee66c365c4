import { randomInt } from 'node:crypto';
import type { TargetFactory } from '../targets.js';
import type { Harness } from '../../helpers/harness.js';
import { createOperator } from '../../../src/platform/operators/service.js';
import { createKey } from '../../../src/platform/keys/service.js';
import { findWorkspace } from '../../../src/platform/workspaces/repository.js';
import { insertGrant } from '../../../src/platform/oauth/repository.js';

const email = () => `target-${randomInt(1e12)}@example.com`;

/** A member operator of the tenant's workspace (operators belong to the workspace, either data set names it). */
async function operatorIn(h: Harness, tenant: string): Promise<string> {
  const ws = (await findWorkspace(h.db, tenant))!;
  return (await createOperator(h.deps, 'cli', { workspaceId: ws.id, email: email(), role: 'member' })).operator.id;
}

/** An assistant's OAuth grant in the tenant's workspace, allowed by one of its operators. */
async function grantIn(h: Harness, tenant: string): Promise<string> {
  const ws = (await findWorkspace(h.db, tenant))!;
  const id = crypto.randomUUID();
  await insertGrant(h.db, {
    id,
    grantRef: `grant-${id}`,
    workspaceId: ws.id,
    operatorId: await operatorIn(h, tenant),
    mode: tenant === ws.id ? 'live' : 'test',
    clientId: 'https://assistant.example.com/client.json',
    clientName: 'Security suite assistant',
    scopes: ['insights:read'],
    createdAt: new Date(),
  });
  return id;
}

export const targets: Record<string, TargetFactory> = {
  // Grants are the workspace's (revoked by workspace, whatever their mode), like operators.
  revokeOAuthGrant: async ({ h, tenant }) => ({ params: { id: await grantIn(h, tenant) }, workspaceWide: true }),
  createOperator: async () => ({ body: { email: email(), role: 'member' } }),
  // Operators are the workspace's, not a data set's: a key of the other mode reaches them (another workspace's does not).
  updateOperator: async ({ h, tenant }) => ({
    params: { id: await operatorIn(h, tenant) },
    body: { transcripts: true },
    workspaceWide: true,
  }),
  deleteOperator: async ({ h, tenant }) => ({ params: { id: await operatorIn(h, tenant) }, workspaceWide: true }),
  createApiKey: async () => ({ body: { name: 'security suite', scopes: ['insights:read'] } }),
  // A key of the data set (its mode); the other mode's callers get 404 like another workspace's.
  revokeApiKey: async ({ h, tenant }) => {
    const ws = (await findWorkspace(h.db, tenant))!;
    const key = await createKey(h.deps, {
      workspaceId: ws.id,
      mode: tenant === ws.id ? 'live' : 'test',
      scopes: ['insights:read'],
    });
    return { params: { id: key.id } };
  },
  // Public sign-ins: no data set; an operator (or a link) of the tenant's workspace to sign in with.
  createSession: async ({ h, tenant }) => {
    const ws = (await findWorkspace(h.db, tenant))!;
    const e = email();
    await createOperator(h.deps, 'cli', { workspaceId: ws.id, email: e, password: 'security suite password' });
    return { body: { email: e, password: 'security suite password' } };
  },
  createLinkSession: async ({ h, tenant }) => {
    const ws = (await findWorkspace(h.db, tenant))!;
    const made = await createOperator(h.deps, 'cli', { workspaceId: ws.id, email: email() });
    return { body: { token: made.signInUrl!.split('#token=')[1] } };
  },
};
