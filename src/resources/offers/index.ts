import type { ResourceModule } from '../../modules.js';
import { Offer, OfferConversion, OfferCtaAction, OfferDeploy, OfferStats } from './schemas.js';
import { listOffersRoute } from './list-offers.js';
import { createOfferRoute } from './create-offer.js';
import { getOfferRoute } from './get-offer.js';
import { updateOfferRoute } from './update-offer.js';

export const offersModule: ResourceModule = {
  name: 'offers',
  tags: [
    { name: 'offers', description: 'What the agent proposes to visitors: toasters on arrival and prompts in chat.' },
  ],
  schemas: [OfferCtaAction, OfferDeploy, OfferConversion, OfferStats, Offer],
  routes: [listOffersRoute, createOfferRoute, getOfferRoute, updateOfferRoute],
};
