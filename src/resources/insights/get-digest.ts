import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { DAY_QUERY_MAX } from '../../http/day-range.js';
import { Digest } from './schemas.js';
import { getDigest } from './service.js';

export const getDigestRoute = defineRoute({
  method: 'GET',
  url: '/insights/digest',
  operationId: 'getDigest',
  summary: 'Totals of a window against the equally long window before it',
  description:
    "Reads the daily rollups the worker folds. `to` defaults to today and `from` to six days before `to` (the last seven days); with only `from`, `to` is today. `comparedWith` is the window of the same length ending the day before `from`. `metrics` lists every metric with its change, largest absolute change first. `visitors` sums each day's distinct visitors. `missingDays` lists days of both windows whose activity is not folded yet. A malformed day, `to` before `from` or a range over 366 days is 400 `invalid-range`.",
  tags: ['insights'],
  auth: { scope: 'insights:read' },
  schema: {
    querystring: Type.Object({
      from: Type.Optional(
        Type.String({
          maxLength: DAY_QUERY_MAX,
          description: 'first day (YYYY-MM-DD, UTC, inclusive); default six days before `to`',
        }),
      ),
      to: Type.Optional(
        Type.String({ maxLength: DAY_QUERY_MAX, description: 'last day (YYYY-MM-DD, UTC, inclusive); default today' }),
      ),
    }),
    response: { 200: Type.Ref(Digest) },
  },
  handler: async ({ deps, tx, query }) => getDigest(deps, tx, query),
});
