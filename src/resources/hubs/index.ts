import type { ResourceModule } from '../../modules.js';
import { Hub, HubWithTours } from './schemas.js';
import { listHubsRoute } from './list-hubs.js';
import { getHubRoute } from './get-hub.js';
import { hubCommands } from './admin-commands.js';

export const hubsModule: ResourceModule = {
  name: 'hubs',
  tags: [{ name: 'hubs', description: 'Collections of tours shown together.' }],
  schemas: [Hub, HubWithTours],
  routes: [listHubsRoute, getHubRoute],
  adminCommands: hubCommands,
};
