import { Type } from '@sinclair/typebox';
import { dayRangeQuery } from '../../http/day-range.js';
import { defineRoute } from '../../http/route.js';
import { TourInsights } from './schemas.js';
import { listTourInsights } from './service.js';

export const listTourInsightsRoute = defineRoute({
  method: 'GET',
  url: '/insights/tours',
  operationId: 'listTourInsights',
  summary: 'Plays, engagement and completions per tour and day',
  description:
    "TourTotal per tour with plays in the range (plays descending) and TourDay rows (day ascending). `engaged` counts sittings that reached step 2 or later; `identified` counts distinct viewer emails per day (totals sum the days). The operator's own plays are never counted. `to` defaults to today, `from` to 29 days before `to`; a malformed day, `to` before `from` or a range over 366 days is 400 `invalid-range`.",
  tags: ['insights'],
  auth: { scope: 'insights:read' },
  schema: {
    querystring: Type.Object(dayRangeQuery('the range')),
    response: { 200: Type.Ref(TourInsights) },
  },
  handler: async ({ deps, tx, query }) => listTourInsights(deps, tx, query),
});
