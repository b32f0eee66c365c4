import type { ResourceModule } from '../modules.js';
import { fixtureSeeders } from './fixtures/index.js';
import { Sandbox } from './schemas.js';
import { getSandboxRoute } from './get-sandbox.js';
import { resetSandboxRoute } from './reset-sandbox.js';
import { registerSandboxMedia } from './media.js';

export const sandboxModule: ResourceModule = {
  name: 'sandbox',
  tags: [{ name: 'sandbox', description: 'The example data set every workspace has; test keys act on it.' }],
  schemas: [Sandbox],
  routes: [getSandboxRoute, resetSandboxRoute],
  fixtures: fixtureSeeders,
  plugin: registerSandboxMedia,
};
