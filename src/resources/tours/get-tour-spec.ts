import { defineRoute } from '../../http/route.js';
import { TourRefParams } from './params.js';
import { TourSpecRead } from './schemas.js';
import { getTourSpec } from './service.js';

export const getTourSpecRoute = defineRoute({
  method: 'GET',
  url: '/tours/:id/spec',
  operationId: 'getTourSpec',
  summary: 'Read a tour as an authoring document',
  description:
    'The live rows of the tour (drafts included) as a TourSpec, with its `version`: an opaque string that changes on every apply. Send it back as `baseVersion` when applying.',
  tags: ['tours'],
  auth: { scope: 'tours:read' },
  schema: { params: TourRefParams, response: { 200: TourSpecRead } },
  handler: async ({ tx, params }) => getTourSpec(tx, params.id),
});
