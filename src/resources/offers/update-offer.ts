import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { IdParams } from '../../contract/schemas.js';
import { Offer, OfferUpdate } from './schemas.js';
import { updateOffer } from './service.js';

export const updateOfferRoute = defineRoute({
  method: 'PATCH',
  url: '/offers/:id',
  operationId: 'updateOffer',
  summary: 'Change an offer, or retire it',
  description:
    'Send only the fields to change; each one sent replaces the stored value whole (deploy, conversion and ctaAction included: send the whole object). The change applies to the next visitor; there is nothing to publish. `isActive: false` retires the offer and keeps its history and counters (there is no delete); `isActive: true` brings it back. An empty body changes nothing. Validation as on create.',
  tags: ['offers'],
  auth: { scope: 'offers:write' },
  idempotency: 'required',
  schema: { params: IdParams, body: OfferUpdate, response: { 200: Type.Ref(Offer) } },
  handler: async ({ deps, tx, params, body }) => updateOffer(deps, tx, params.id, body),
});
