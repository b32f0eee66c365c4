import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { IdParams } from '../../contract/schemas.js';
import { Lead, LeadPatch } from './schemas.js';
import { updateLead } from './service.js';

export const updateLeadRoute = defineRoute({
  method: 'PATCH',
  url: '/leads/:id',
  operationId: 'updateLead',
  summary: "Change a lead's owner, status or CRM link",
  description:
    'Send only the fields to change: ownerUserId, status (new, working, qualified, disqualified, converted) and crm (the CRM link, replaced whole). null clears ownerUserId or crm; status cannot be cleared. An unknown status is 400 invalid-request. A request that changes nothing returns the lead as it is, updatedAt unchanged. Idempotency-Key required.',
  tags: ['leads'],
  auth: { scope: 'leads:write' },
  idempotency: 'required',
  schema: { params: IdParams, body: LeadPatch, response: { 200: Type.Ref(Lead) } },
  handler: async ({ deps, tx, params, body }) => updateLead(deps, tx, params.id, body),
});
