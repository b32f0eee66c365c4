import type { ResourceModule } from '../../modules.js';
import { tourSchemas } from './schemas.js';
import { listToursRoute } from './list-tours.js';
import { getTourRoute } from './get-tour.js';
import { getTourSpecRoute } from './get-tour-spec.js';
import { proposeTourSpecRoute } from './propose-tour-spec.js';
import { applyTourSpecRoute } from './apply-tour-spec.js';
import { publishTourRoute } from './publish-tour.js';
import { listTourSittingsRoute } from './list-tour-sittings.js';
import { tourCommands } from './admin-commands.js';

export const toursModule: ResourceModule = {
  name: 'tours',
  tags: [
    {
      name: 'tours',
      description: 'Tours: player documents, the authoring loop (spec, propose, apply, publish) and sittings.',
    },
  ],
  schemas: tourSchemas,
  routes: [
    listToursRoute,
    getTourRoute,
    getTourSpecRoute,
    proposeTourSpecRoute,
    applyTourSpecRoute,
    publishTourRoute,
    listTourSittingsRoute,
  ],
  adminCommands: tourCommands,
};
