import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { IdParams, Nullable, StringEnum } from '../../contract/schemas.js';
import { KnowledgeBase, REFRESH_INTERVALS, REFRESH_MODES } from './schemas.js';
import { setRefresh } from './service.js';

export const setKnowledgeBaseRefreshRoute = defineRoute({
  method: 'PATCH',
  url: '/knowledge/bases/:id',
  operationId: 'setKnowledgeBaseRefresh',
  summary: "Change a base's refresh mode",
  description:
    'Body `{refresh: {mode, interval?}}`. `auto` watches the sources for changes (known pages re-checked every six hours with conditional requests, a full re-discovery weekly); `scheduled` runs a full check at `interval` (daily, weekly or monthly; required with scheduled and refused otherwise); `off` does nothing until a refresh is requested. The next check is counted from now.',
  tags: ['knowledge'],
  auth: { scope: 'knowledge:write' },
  schema: {
    params: IdParams,
    body: Type.Object({
      refresh: Type.Object({
        mode: StringEnum(REFRESH_MODES),
        interval: Type.Optional(Nullable(StringEnum(REFRESH_INTERVALS))),
      }),
    }),
    response: { 200: Type.Ref(KnowledgeBase) },
  },
  handler: async ({ deps, tx, params, body }) => setRefresh(deps, tx, params.id, body.refresh),
});
