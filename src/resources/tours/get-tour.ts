import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { StringEnum } from '../../contract/schemas.js';
import { TourRefParams } from './params.js';
import { TourWithDocument } from './schemas.js';
import { getPlayerTour, getTour } from './service.js';

export const getTourRoute = defineRoute({
  method: 'GET',
  url: '/tours/:id',
  operationId: 'getTour',
  summary: 'Read a tour and its player document',
  description:
    "The tour by UUID or public id, with `document`: the frozen published revision when one exists, else the live rows; `view=live` forces the live rows. Media URLs are absolute (paths are resolved against the service's public URL). " +
    'Without a bearer token this is the anonymous player route: it takes a public id only, serves published, active tours only (never templates) (always the published view; `view` is ignored) and answers a plain 404 for anything else, with no hint whether a draft exists. ' +
    'It answers with `Access-Control-Allow-Origin: *` so pages can embed the player, and draws from the per-address rate-limit bucket.',
  tags: ['tours'],
  auth: { scope: 'tours:read', anonymous: true },
  // The player route is embedded in other sites' pages: any origin may read it.
  responseHeaders: {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Expose-Headers':
      'Request-Id, Retry-After, X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset, X-RateLimit-Resource',
  },
  schema: {
    params: TourRefParams,
    querystring: Type.Object({
      view: Type.Optional(
        StringEnum(['published', 'live'] as const, {
          description: 'published (default) or live; ignored on anonymous calls',
        }),
      ),
    }),
    response: { 200: Type.Ref(TourWithDocument) },
  },
  // `tx` is read only on keyed calls: an anonymous call has none (its data set is found from the public id).
  handler: async (ctx) => {
    if (!ctx.caller) {
      const served = await getPlayerTour(ctx.deps, ctx.params.id);
      ctx.reply.header('X-Service-Mode', served.livemode ? 'live' : 'test');
      return served.body;
    }
    return getTour(ctx.deps, ctx.tx, ctx.params.id, ctx.query.view ?? 'published');
  },
});
