import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { TourRefParams } from './params.js';
import { PublishReceipt } from './schemas.js';
import { publishTour } from './service.js';

export const publishTourRoute = defineRoute({
  method: 'POST',
  url: '/tours/:id/publish',
  operationId: 'publishTour',
  location: (body: { tourId: string }) => `/v1/tours/${body.tourId}`,
  summary: 'Publish the live rows as a new frozen revision',
  description:
    'Lints the live rows (400 `lint-failed` with `problems` on any error), then freezes them as the next revision: `publishedVersion` counts up from 1 per tour, and `view=published` and the player serve this revision until the next publish, whatever later applies change. Needs no body. Idempotency-Key required.',
  tags: ['tours'],
  auth: { scope: 'tours:write' },
  idempotency: 'required',
  status: 201,
  schema: { params: TourRefParams, response: { 201: Type.Ref(PublishReceipt) } },
  handler: async ({ deps, tx, params }) => publishTour(deps, tx, params.id),
});
