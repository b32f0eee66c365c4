import type { Deps } from '../../deps.js';
import type { Tx } from '../../db/types.js';
import { invalidRequest, notFound } from '../../contract/errors.js';
import { newId } from '../../lib/ids.js';
import * as repo from './repository.js';
import type { OfferBody, OfferCreateBody, OfferUpdateBody } from './schemas.js';
import {
  normaliseChips,
  normaliseConversion,
  normaliseCtaAction,
  normaliseDeploy,
  requireHttpUrl,
  requireText,
} from './validate.js';

// What other resources and the runtime read of this resource.
export { findOffer } from './repository.js';

type ServiceDeps = Pick<Deps, 'clock' | 'outbox'>;

export function toOffer(r: repo.OfferRow): OfferBody {
  return {
    id: r.id,
    name: r.name,
    format: r.format,
    goal: r.goal,
    isActive: r.isActive,
    headline: r.headline,
    message: r.message,
    chips: r.chips,
    ctaLabel: r.ctaLabel,
    ctaAction: r.ctaAction,
    imageUrl: r.imageUrl,
    mediaRefId: r.mediaRefId,
    agentPersonalize: r.agentPersonalize,
    deploy: r.deploy,
    design: r.design,
    conversion: r.conversion,
    audienceIds: r.audienceIds,
    stats: { shown: r.shown, accepted: r.accepted, declined: r.declined },
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function listOffers(tx: Tx, q: { active?: boolean }): Promise<{ items: OfferBody[] }> {
  const rows = await repo.listOffers(tx, q);
  return { items: rows.map(toOffer) };
}

export async function getOffer(tx: Tx, id: string): Promise<OfferBody> {
  const row = await repo.findOffer(tx, id);
  if (!row) throw notFound('offer');
  return toOffer(row);
}

type Writable = Required<OfferUpdateBody>;
type Normaliser<K extends keyof Writable> = (
  value: Writable[K],
  tx: Tx,
) => repo.OfferFields[K] | Promise<repo.OfferFields[K]>;

const nullable =
  <T, R>(fn: (v: T) => R) =>
  (v: T | null): R | null =>
    v === null ? null : fn(v);

/** How each writable field is checked and stored; create and update share it, so both validate alike. */
const NORMALISE: { [K in keyof Writable]: Normaliser<K> } = {
  name: (v) => requireText(v, 'name'),
  format: (v) => v,
  goal: (v) => v,
  message: (v) => requireText(v, 'message'),
  isActive: (v) => v,
  headline: nullable((v: string) => requireText(v, 'headline')),
  chips: (v) => normaliseChips(v),
  ctaLabel: nullable((v: string) => requireText(v, 'ctaLabel')),
  ctaAction: (v) => normaliseCtaAction(v),
  imageUrl: nullable((v: string) => requireHttpUrl(v, 'imageUrl')),
  mediaRefId: (v) => v,
  agentPersonalize: (v) => v,
  deploy: nullable(normaliseDeploy),
  design: (v) => v,
  conversion: (v) => normaliseConversion(v),
  audienceIds: (v, tx) => audiences(tx, v),
};

const FIELDS = Object.keys(NORMALISE) as (keyof Writable)[];

async function normalise(tx: Tx, body: OfferUpdateBody): Promise<Partial<repo.OfferFields>> {
  const out: Partial<Record<keyof Writable, unknown>> = {};
  for (const key of FIELDS) {
    const value = body[key];
    if (value !== undefined) out[key] = await (NORMALISE[key] as Normaliser<typeof key>)(value as never, tx);
  }
  return out as Partial<repo.OfferFields>;
}

/** Audiences are saved segments of this data set; repeats are dropped, unknown ids refused. */
async function audiences(tx: Tx, ids: string[]): Promise<string[]> {
  const wanted = ids.map((id) => id.toLowerCase());
  const known = await repo.existingSegmentIds(tx, wanted);
  const missing = wanted.findIndex((id) => !known.has(id));
  if (missing >= 0)
    throw invalidRequest(
      `audienceIds[${missing}] names no saved segment in this workspace.`,
      `audienceIds[${missing}]`,
    );
  return [...new Set(wanted)];
}

const CREATE_DEFAULTS: Omit<repo.OfferFields, 'name' | 'format' | 'goal' | 'message'> = {
  isActive: true,
  headline: null,
  chips: [],
  ctaLabel: null,
  ctaAction: { type: 'none' },
  imageUrl: null,
  mediaRefId: null,
  agentPersonalize: false,
  deploy: null,
  design: null,
  conversion: {},
  audienceIds: [],
};

/** Active at once for conversation use; shows on arrival only once deploy.live is true. */
export async function createOffer(deps: ServiceDeps, tx: Tx, body: OfferCreateBody): Promise<OfferBody> {
  const fields = { ...CREATE_DEFAULTS, ...(await normalise(tx, body)) } as repo.OfferFields;
  return toOffer(await repo.insertOffer(tx, newId(), fields, deps.clock.now()));
}

/**
 * Changes only the fields sent (each replaced whole); the next visitor sees the
 * result, there is nothing to publish. `isActive: false` retires the offer and
 * keeps its history and counters. An empty body changes nothing.
 */
export async function updateOffer(deps: ServiceDeps, tx: Tx, id: string, body: OfferUpdateBody): Promise<OfferBody> {
  const current = await repo.findOffer(tx, id, { forUpdate: true });
  if (!current) throw notFound('offer');
  const changes = await normalise(tx, body);
  if (Object.keys(changes).length === 0) return toOffer(current);
  return toOffer(await repo.updateOffer(tx, id, changes, deps.clock.now()));
}

export interface OfferInteraction {
  offerId: string;
  visitorId?: string | null;
  conversationId?: string | null;
  agentId?: string | null;
  /** Where the visitor came from, as insights count it: utm_source, else referrer host, else `direct`. */
  source?: string | null;
  /** When it happened; default now. */
  at?: Date;
}

const EVENT = { shown: 'offer.shown', accepted: 'offer.accepted', declined: 'offer.declined' } as const;

async function record(deps: ServiceDeps, tx: Tx, kind: repo.InteractionKind, i: OfferInteraction): Promise<OfferBody> {
  const occurredAt = i.at ?? deps.clock.now();
  const row = await repo.insertInteraction(tx, {
    id: newId(),
    offerId: i.offerId,
    kind,
    occurredAt,
    visitorId: i.visitorId ?? null,
    conversationId: i.conversationId ?? null,
    agentId: i.agentId ?? null,
    source: i.source ?? null,
  });
  if (!row) throw notFound('offer');
  const data = {
    offerId: row.id,
    visitorId: i.visitorId ?? null,
    conversationId: i.conversationId ?? null,
    agentId: i.agentId ?? null,
    format: row.format,
    goal: row.goal,
    source: i.source ?? null,
  };
  deps.outbox.append(tx, { type: EVENT[kind], data, occurredAt });
  return toOffer(row);
}

/**
 * The agent runtime (and the fixtures) report what happened to an offer. Each
 * call keeps one dated occurrence (offer_interactions), bumps the lifetime
 * counter shown in `stats` and emits offer.shown / offer.accepted /
 * offer.declined, all in the caller's transaction. A retired offer still
 * records (a visitor may accept what was shown before it was retired).
 */
export const recordOfferShown = (deps: ServiceDeps, tx: Tx, i: OfferInteraction) => record(deps, tx, 'shown', i);
export const recordOfferAccepted = (deps: ServiceDeps, tx: Tx, i: OfferInteraction) => record(deps, tx, 'accepted', i);
export const recordOfferDeclined = (deps: ServiceDeps, tx: Tx, i: OfferInteraction) => record(deps, tx, 'declined', i);
