import { Type } from '@sinclair/typebox';
import { defineRoute } from '../http/route.js';
import { Sandbox } from './schemas.js';
import { getSandbox } from './service.js';

export const getSandboxRoute = defineRoute({
  method: 'GET',
  url: '/sandbox',
  operationId: 'getSandbox',
  summary: 'Describe the sandbox of this workspace (test keys only)',
  description: 'Any scope; a test key is the proof. A live key gets 403 sandbox-only.',
  tags: ['sandbox'],
  auth: { scope: 'any', sandboxOnly: true },
  transaction: 'read-one',
  schema: { response: { 200: Type.Ref(Sandbox) } },
  handler: async ({ tx, auth }) => getSandbox(tx, auth.workspaceId),
});
