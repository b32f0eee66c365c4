import type { ResourceModule } from '../../modules.js';
import { ApiKey, ApiKeyWithSecret } from './schemas.js';
import { listApiKeysRoute } from './list-api-keys.js';
import { createApiKeyRoute } from './create-api-key.js';
import { revokeApiKeyRoute } from './revoke-api-key.js';

export const apiKeysModule: ResourceModule = {
  name: 'api-keys',
  tags: [{ name: 'keys', description: "The data set's API keys: list with last use, create (shown once), revoke." }],
  schemas: [ApiKey, ApiKeyWithSecret],
  routes: [listApiKeysRoute, createApiKeyRoute, revokeApiKeyRoute],
};
