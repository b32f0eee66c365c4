import { Type } from '@sinclair/typebox';
import { dayRangeQuery } from '../../http/day-range.js';
import { defineRoute } from '../../http/route.js';
import { PageQuery, StringEnum, WithDefault } from '../../contract/schemas.js';
import { GAP_STATUSES, KnowledgeGapList } from './schemas.js';
import { listKnowledgeGaps } from './knowledge-gaps.js';

export const listKnowledgeGapsRoute = defineRoute({
  method: 'GET',
  url: '/insights/knowledge-gaps',
  operationId: 'listKnowledgeGaps',
  summary: 'Questions the agent could not answer, newest first',
  description:
    'Gaps asked within `from`..`to` (inclusive UTC days on when they were asked; `to` defaults to today, `from` to 29 days before `to`; at most 366 days; otherwise 400 `invalid-range`), filtered by `status` (default `open`; `any` for all). Exact repeats (same `normalized` text) collapse to the latest; similar questions are not clustered. A gap is recorded when the agent abstains or hands a question to people; answering the follow-up made from it marks it answered, dismissing it dismissed. Without conversations:transcripts people in questions are masked and `redaction` counts what was masked. Not paged: at most `limit` items.',
  tags: ['insights'],
  auth: { scope: 'insights:read' },
  transaction: 'read-one',
  schema: {
    querystring: Type.Object({
      ...dayRangeQuery('when the questions were asked'),
      status: WithDefault(
        StringEnum([...GAP_STATUSES, 'any'] as const, {
          default: 'open',
          description: 'default open; any for every status',
        }),
      ),
      limit: PageQuery.limit,
    }),
    response: { 200: KnowledgeGapList },
  },
  handler: async ({ deps, tx, query, auth }) =>
    listKnowledgeGaps(deps, tx, { ...query, verbatim: auth.scopes.has('conversations:transcripts') }),
});
