import type { Tx } from '../db/types.js';
import type { ActionOpensBody } from '../resources/actions/schemas.js';
import type { CtaActionBody } from '../resources/offers/schemas.js';
import { playablePublicIds } from '../resources/tours/service.js';
import type { RuntimeActionOpensBody, RuntimeCtaActionBody } from '../visitor-api/schemas.js';

/**
 * Experiences as a page opens them. The management API names an offer's
 * experience by UUID (`ctaAction.experienceId`, as the contract says) and an
 * Action's by the id the team typed (`opens.experienceId`); the page plays a
 * published tour by its public id through the anonymous player route, which
 * takes public ids only. So what the runtime hands a page also carries
 * `experiencePublicId`: the public id of the published tour named, or null.
 */
export type ExperienceIds = ReadonlyMap<string, string>;

type Cta = CtaActionBody | undefined;
type Opens = ActionOpensBody | undefined;

const ctaRef = (c: Cta) => (c?.type === 'open_experience' ? c.experienceId : undefined);
const opensRef = (o: Opens) => (o?.kind === 'experience' ? o.experienceId : undefined);

/** The public ids of the experiences these offers' buttons and this Action open (one query, none when nothing names one). */
export async function experienceIds(
  tx: Tx,
  ctas: readonly Cta[],
  opens: readonly Opens[] = [],
): Promise<ExperienceIds> {
  const refs = [...new Set([...ctas.map(ctaRef), ...opens.map(opensRef)].filter((r): r is string => Boolean(r)))];
  return refs.length ? playablePublicIds(tx, refs) : new Map();
}

export function pageCta(c: CtaActionBody, ids: ExperienceIds): RuntimeCtaActionBody {
  const ref = ctaRef(c);
  return ref ? { ...c, experiencePublicId: ids.get(ref) ?? null } : c;
}

export function pageOpens(o: ActionOpensBody, ids: ExperienceIds): RuntimeActionOpensBody {
  const ref = opensRef(o);
  return ref ? { ...o, experiencePublicId: ids.get(ref) ?? null } : o;
}
