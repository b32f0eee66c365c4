import { Type } from '@sinclair/typebox';
import { dayRangeQuery } from '../../http/day-range.js';
import { defineRoute } from '../../http/route.js';
import { PulseInsights } from './schemas.js';
import { getPulseInsights } from './service.js';

export const getPulseInsightsRoute = defineRoute({
  method: 'GET',
  url: '/insights/pulse',
  operationId: 'getPulseInsights',
  summary: 'Daily activity of the workspace, with totals and top sources',
  description:
    'OrgDay rows for every day of the range (zeros where nothing is folded), their totals (distinct-visitor fields sum the days) and the top 25 sources by sessions (utm_source, else referrer host, else `direct`). Reads the daily rollups the worker folds. `to` defaults to today, `from` to 29 days before `to`; a malformed day, `to` before `from` or a range over 366 days is 400 `invalid-range`.',
  tags: ['insights'],
  auth: { scope: 'insights:read' },
  schema: {
    querystring: Type.Object(dayRangeQuery('the range')),
    response: { 200: Type.Ref(PulseInsights) },
  },
  handler: async ({ deps, tx, query }) => getPulseInsights(deps, tx, query),
});
