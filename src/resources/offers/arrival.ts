import type { Tx } from '../../db/types.js';
import { evaluateDeploy, explainDeploy, type VisitorContext } from './gate.js';
import * as repo from './repository.js';
import { getOffer, toOffer } from './service.js';
import type { OfferBody } from './schemas.js';

/** Saved segments a visitor belongs to (as of the last evaluation): the audience gate reads them. */
export { segmentIdsOf } from '../segments/service.js';

/**
 * The offers whose deploy gates match an arrival now, with the gate function of
 * the offers resource. The delay gate is left to the page: each offer carries
 * its `afterSeconds`.
 */
export async function offersForArrival(tx: Tx, ctx: Omit<VisitorContext, 'secondsOnPage'>): Promise<OfferBody[]> {
  const offers = (await repo.listOffers(tx, { active: true })).map(toOffer);
  return offers.filter((o) => evaluateDeploy(o, { ...ctx, secondsOnPage: Number.MAX_SAFE_INTEGER }).shown);
}

/** Active in-chat offers the agent may present in conversation, most recently edited first. */
export async function inChatOffers(tx: Tx): Promise<OfferBody[]> {
  return (await repo.listOffers(tx, { active: true })).map(toOffer).filter((o) => o.format === 'in_chat');
}

/**
 * Every deploy gate of each offer (one offer, or all of the data set's, retired
 * ones included so "why is it not showing" has an answer) for one arrival, with
 * the runtime's gate function (`explainDeploy` runs the same checks as
 * `evaluateDeploy`). Read-only.
 */
export async function explainOffersForArrival(tx: Tx, ctx: VisitorContext, offerId?: string) {
  const offers = offerId ? [await getOffer(tx, offerId)] : (await repo.listOffers(tx, {})).map(toOffer);
  return offers.map((o) => ({
    offerId: o.id,
    name: o.name,
    format: o.format,
    isActive: o.isActive,
    ...explainDeploy(o, ctx),
  }));
}
