import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { ApiError } from '../../contract/errors.js';
import { IdParams } from '../../contract/schemas.js';
import { VisitorExport } from './schemas.js';
import { exportVisitor } from './service.js';

export const exportVisitorRoute = defineRoute({
  method: 'GET',
  url: '/visitors/:id/export',
  operationId: 'exportVisitor',
  summary: 'Export everything held about one visitor',
  description:
    "One JSON document, for a person's request to see their data: the visitor row and facts, the account, visits and pages seen, conversations with their messages unmasked, leads, meetings, follow-ups with answers, knowledge gaps, tour plays, offer outcomes, Action fires, segment memberships and changes, and the events that name the visitor. Rows appear as stored (snake_case columns). Needs `privacy:manage` and `conversations:transcripts` (the messages are verbatim); a key without the second gets 403 insufficient-scope. An erased visitor exports as the anonymous row it is. 404 when the visitor is not in this data set.",
  tags: ['privacy'],
  auth: { scope: 'privacy:manage' },
  schema: { params: IdParams, response: { 200: Type.Ref(VisitorExport) } },
  handler: async ({ tx, params, auth }) => {
    // One scope per route in the framework: the second one the export needs is checked here.
    if (!auth.scopes.has('conversations:transcripts'))
      throw new ApiError(
        'insufficient-scope',
        'This operation needs the privacy:manage and conversations:transcripts scopes.',
      );
    return exportVisitor(tx, params.id);
  },
});
