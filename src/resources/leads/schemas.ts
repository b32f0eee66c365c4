import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable, OpenObject, StringEnum, Uuid } from '../../contract/schemas.js';

export const LEAD_SOURCES = ['form_capture', 'meeting_booked'] as const;
export const LEAD_STATUSES = ['new', 'working', 'qualified', 'disqualified', 'converted'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

const CrmId = Type.String({ minLength: 1, maxLength: 200 });

/** The lead's record in the team's CRM; only these fields are kept. */
export const LeadCrm = Type.Object(
  {
    provider: Type.String({ minLength: 1, maxLength: 64, description: 'the CRM, for example hubspot or salesforce' }),
    contactId: Type.Optional(Nullable(CrmId)),
    companyId: Type.Optional(Nullable(CrmId)),
    dealId: Type.Optional(Nullable(CrmId)),
    url: Type.Optional(Nullable(Type.String({ format: 'uri', maxLength: 2000, description: 'the record in the CRM' }))),
  },
  {
    $id: 'LeadCrm',
    title: 'LeadCrm',
    description: 'CRM link: the provider and the ids of the contact, company and deal there',
  },
);
export type LeadCrmBody = Static<typeof LeadCrm>;

export const Lead = Type.Object(
  {
    id: Uuid,
    visitorId: Nullable(Uuid),
    agentId: Nullable(Uuid),
    source: StringEnum(LEAD_SOURCES),
    email: Nullable(Type.String()),
    name: Nullable(Type.String()),
    company: Nullable(Type.String()),
    verdict: Nullable(OpenObject("the agent's qualification of the lead")),
    status: StringEnum(LEAD_STATUSES),
    ownerUserId: Nullable(Type.String({ description: 'the team member who owns the lead' })),
    crm: Nullable(Type.Ref(LeadCrm)),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { $id: 'Lead', title: 'Lead' },
);
export type LeadBody = Static<typeof Lead>;

export const LeadPatch = Type.Object(
  {
    ownerUserId: Type.Optional(
      Nullable(Type.String({ minLength: 1, maxLength: 200, description: 'null clears the owner' })),
    ),
    status: Type.Optional(
      StringEnum(LEAD_STATUSES, {
        description: 'new, working, qualified, disqualified or converted; cannot be cleared',
      }),
    ),
    crm: Type.Optional(Nullable(Type.Ref(LeadCrm, { description: 'replaces the CRM link; null clears it' }))),
  },
  { description: 'Only the fields sent change; null clears a field.' },
);
export type LeadPatchBody = Static<typeof LeadPatch>;

export const LeadList = Type.Object({
  items: Type.Array(Type.Ref(Lead)),
  nextCursor: Nullable(Type.String()),
});
