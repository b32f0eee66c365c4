import { Type } from '@sinclair/typebox';
import { dayRangeQuery } from '../../http/day-range.js';
import { defineRoute } from '../../http/route.js';
import { PageQuery } from '../../contract/schemas.js';
import { TourRefParams } from './params.js';
import { SittingList } from './schemas.js';
import { listTourSittings } from './sittings.js';

export const listTourSittingsRoute = defineRoute({
  method: 'GET',
  url: '/tours/:id/sittings',
  operationId: 'listTourSittings',
  summary: 'List the plays (sittings) of a tour, newest first',
  description:
    "Sittings whose start falls within `from`..`to` (inclusive UTC days; `to` defaults to today, `from` to 29 days before `to`; at most 366 days), newest first, paged with limit and cursor. A malformed day, `to` before `from` or a longer range is 400 `invalid-range`. The operator's own dashboard plays are never listed.",
  tags: ['tours'],
  auth: { scope: 'sittings:read' },
  schema: {
    params: TourRefParams,
    querystring: Type.Object({ ...PageQuery, ...dayRangeQuery("the sittings' start") }),
    response: { 200: SittingList },
  },
  handler: async ({ deps, tx, params, query }) => listTourSittings(deps, tx, params.id, query),
});
