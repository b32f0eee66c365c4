import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { WithDefault } from '../../contract/schemas.js';
import { SegmentFilter } from '../segments/schemas.js';
import { VisitorSearchResult } from './schemas.js';
import { SEARCH_DEFAULT_LIMIT, searchVisitors } from './service.js';

export const searchVisitorsRoute = defineRoute({
  method: 'POST',
  url: '/visitors/search',
  operationId: 'searchVisitors',
  summary: 'Find visitors by what they asked and structured facts',
  description: `Body: a SegmentFilter (free text in \`asked\` plus structured conditions, all ANDed); the same match a saved segment runs. Saves nothing. Returns the total \`count\`, the normalised \`filter\` and up to \`limit\` visitors (query, 1 to 200, default ${SEARCH_DEFAULT_LIMIT}) most recently seen first; \`truncated\` is true when more matched. An empty or invalid filter is a 400 invalid-request with \`param\`.`,
  tags: ['visitors'],
  auth: { scope: 'visitors:read' },
  idempotency: 'none',
  transaction: 'read',
  schema: {
    querystring: Type.Object({
      limit: WithDefault(
        Type.Integer({
          minimum: 1,
          maximum: 200,
          default: SEARCH_DEFAULT_LIMIT,
          description: 'how many visitors to return, 1 to 200',
        }),
      ),
    }),
    body: Type.Ref(SegmentFilter),
    response: { 200: Type.Ref(VisitorSearchResult) },
  },
  handler: async ({ deps, tx, query, body, auth }) =>
    searchVisitors(deps, tx, body, query.limit, { verbatim: auth.scopes.has('conversations:transcripts') }),
});
