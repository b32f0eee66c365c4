import { Type } from '@sinclair/typebox';
import { defineRoute } from '../http/route.js';
import { Sandbox } from './schemas.js';
import { resetSandbox } from './service.js';

export const resetSandboxRoute = defineRoute({
  method: 'POST',
  url: '/sandbox/reset',
  operationId: 'resetSandbox',
  summary: 'Discard everything written to the sandbox and re-seed the fixtures (test keys only)',
  description:
    'Any scope; a test key is the proof. A live key gets 403 sandbox-only: the live workspace can never be reset. Event ids keep counting up across a reset.',
  tags: ['sandbox'],
  auth: { scope: 'any', sandboxOnly: true },
  idempotency: 'required',
  schema: { response: { 200: Type.Ref(Sandbox) } },
  handler: async ({ deps, tx }) => resetSandbox(deps, tx),
});
