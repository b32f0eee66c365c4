import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { Offer, OfferCreate } from './schemas.js';
import { createOffer } from './service.js';

export const createOfferRoute = defineRoute({
  method: 'POST',
  url: '/offers',
  operationId: 'createOffer',
  location: (body: { id: string }) => `/v1/offers/${body.id}`,
  summary: 'Create an offer',
  description:
    'Creates an active offer: the agent may offer it in conversation at once; it shows on the site on arrival only once `deploy.live` is true. Each invalid field is a 400 invalid-request whose `param` names it (for example `ctaAction.url` or `deploy.includePages[2]`); `audienceIds` must name saved segments of this workspace.',
  tags: ['offers'],
  auth: { scope: 'offers:write' },
  idempotency: 'required',
  status: 201,
  schema: { body: OfferCreate, response: { 201: Type.Ref(Offer) } },
  handler: async ({ deps, tx, body }) => createOffer(deps, tx, body),
});
