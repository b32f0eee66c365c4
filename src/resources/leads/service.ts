import type { Deps } from '../../deps.js';
import type { TenantTx, Tx } from '../../db/types.js';
import { notFound } from '../../contract/errors.js';
import { canonicalJson } from '../../lib/canonical-json.js';
import { newId } from '../../lib/ids.js';
import { recordVisitorAnswers } from '../../records/search-document.js';
import { listPage, type Page, type PageParams } from '../../platform/paging/list-page.js';
import * as repo from './repository.js';
import type { LeadBody, LeadCrmBody, LeadPatchBody } from './schemas.js';

// What other resources and the runtime read of this resource.
export { listLeads as listLeadRows } from './repository.js';

export function toLead(r: repo.LeadRow): LeadBody {
  return {
    id: r.id,
    visitorId: r.visitorId,
    agentId: r.agentId,
    source: r.source,
    email: r.email,
    name: r.name,
    company: r.company,
    verdict: r.verdict,
    status: r.status,
    ownerUserId: r.ownerUserId,
    crm: r.crm,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function listLeads(
  deps: Pick<Deps, 'cursors'>,
  tx: TenantTx,
  q: PageParams & { visitorId?: string },
): Promise<Page<LeadBody>> {
  return listPage(deps, tx, q, {
    list: 'leads',
    filters: { visitorId: q.visitorId },
    rows: (page) => repo.listLeads(tx, page),
    sortKey: (r) => [r.createdAt, r.id],
    toBody: toLead,
  });
}

export async function getLead(tx: Tx, id: string): Promise<LeadBody> {
  const row = await repo.findLead(tx, id);
  if (!row) throw notFound('lead');
  return toLead(row);
}

/** Only the CRM fields the API knows are kept, every one present (null when not given). */
function normaliseCrm(crm: LeadCrmBody): LeadCrmBody {
  return {
    provider: crm.provider,
    contactId: crm.contactId ?? null,
    companyId: crm.companyId ?? null,
    dealId: crm.dealId ?? null,
    url: crm.url ?? null,
  };
}

/**
 * Changes the fields sent (owner, status, CRM link); null clears owner and CRM
 * link. A request that changes nothing leaves updatedAt alone.
 */
export async function updateLead(
  deps: Pick<Deps, 'clock'>,
  tx: Tx,
  id: string,
  patch: LeadPatchBody,
): Promise<LeadBody> {
  const row = await repo.findLead(tx, id, { forUpdate: true });
  if (!row) throw notFound('lead');
  const change: Parameters<typeof repo.updateLead>[2] = {};
  if (patch.ownerUserId !== undefined && patch.ownerUserId !== row.ownerUserId) change.ownerUserId = patch.ownerUserId;
  if (patch.status !== undefined && patch.status !== row.status) change.status = patch.status;
  if (patch.crm !== undefined) {
    const crm = patch.crm === null ? null : normaliseCrm(patch.crm);
    if (canonicalJson(crm) !== canonicalJson(row.crm)) change.crm = crm;
  }
  if (Object.keys(change).length === 0) return toLead(row);
  return toLead(await repo.updateLead(tx, id, change, deps.clock.now()));
}

export interface RecordLeadInput {
  id?: string;
  visitorId?: string | null;
  agentId?: string | null;
  conversationId?: string | null;
  source: repo.LeadSource;
  email?: string | null;
  name?: string | null;
  company?: string | null;
  /** The agent's qualification (fit, answers, reasoning). */
  verdict?: Record<string, unknown> | null;
  createdAt?: Date;
}

/** Records a lead the agent captured (a form, or a booked meeting) and emits lead.identified. */
export async function recordLead(
  deps: Pick<Deps, 'clock' | 'outbox'>,
  tx: Tx,
  input: RecordLeadInput,
): Promise<LeadBody> {
  const row = await repo.insertLead(tx, {
    id: input.id ?? newId(),
    visitorId: input.visitorId ?? null,
    agentId: input.agentId ?? null,
    conversationId: input.conversationId ?? null,
    source: input.source,
    email: input.email ?? null,
    name: input.name ?? null,
    company: input.company ?? null,
    verdict: input.verdict ?? null,
    createdAt: input.createdAt ?? deps.clock.now(),
  });
  const data = {
    leadId: row.id,
    visitorId: row.visitorId,
    conversationId: row.conversationId,
    agentId: row.agentId,
    source: row.source,
    email: row.email,
    name: row.name,
    company: row.company,
  };
  deps.outbox.append(tx, { type: 'lead.identified', data, occurredAt: row.createdAt });
  const answers = row.verdict?.answers;
  if (answers && typeof answers === 'object' && !Array.isArray(answers))
    await recordVisitorAnswers(tx, row.visitorId, answers as Record<string, unknown>);
  return toLead(row);
}

/**
 * An email the visitor gave (in chat or a form) becomes a `form_capture` lead,
 * once per visitor and address (lead.identified). Returns the lead, or null
 * when that email already made one (whose name and company are then brought up
 * to date: a name corrected in chat reaches the lead).
 */
export async function captureLead(
  deps: Pick<Deps, 'clock' | 'outbox'>,
  tx: Tx,
  input: Omit<RecordLeadInput, 'source'> & { visitorId: string; email: string },
): Promise<LeadBody | null> {
  if (await repo.hasLeadWithEmail(tx, input.visitorId, input.email)) {
    if (input.name)
      await repo.renameVisitorLead(tx, {
        visitorId: input.visitorId,
        email: input.email,
        name: input.name,
        company: input.company ?? null,
        at: deps.clock.now(),
      });
    return null;
  }
  return recordLead(deps, tx, { ...input, source: 'form_capture' });
}

/**
 * A visitor who asked to be called and left a name and a phone but no email: a `form_capture` lead with the name
 * (the phone reaches the team with the hand-over; leads have no phone field), once per visitor, so the team sees
 * whom to call among its leads. An email given later makes its own lead as usual.
 */
export async function captureCallbackLead(
  deps: Pick<Deps, 'clock' | 'outbox'>,
  tx: Tx,
  input: Omit<RecordLeadInput, 'source' | 'email'> & { visitorId: string; name: string },
): Promise<LeadBody | null> {
  if (await repo.hasVisitorLead(tx, input.visitorId)) return null;
  return recordLead(deps, tx, { ...input, email: null, source: 'form_capture' });
}

/** The agent's qualification on the visitor's latest lead (kept for later when there is none yet). */
export async function setVerdict(
  deps: Pick<Deps, 'clock'>,
  tx: Tx,
  visitorId: string,
  verdict: Record<string, unknown>,
): Promise<boolean> {
  return repo.setLatestVerdict(tx, visitorId, verdict, deps.clock.now());
}
