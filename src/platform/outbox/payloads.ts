import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import { DateTime, Nullable, StringEnum } from '../../contract/schemas.js';
import { EVENT_TYPES, type EventType } from './catalogue.js';
import { LINK_PATHS } from './links.js';

/**
 * `data` of every event type, in one place. The rule (decisions, "Webhooks and
 * events"): the ids of the objects involved plus the facts the contract names.
 * Ids of objects that may be unknown are nullable but always present, so a
 * consumer can tell "none" from "not sent". Optional properties are facts a
 * producer may not have. Consumers must tolerate fields added later.
 */
const id = (what: string) => Type.String({ format: 'uuid', description: `the ${what}` });
const maybeId = (what: string) => Nullable(Type.String({ format: 'uuid', description: `the ${what}, when known` }));
const optionalId = (what: string) => Type.Optional(maybeId(what));

const conversationIds = {
  conversationId: id('conversation'),
  agentId: maybeId('agent that ran the conversation'),
  visitorId: maybeId('visitor'),
};
const offerIds = {
  offerId: id('offer'),
  visitorId: maybeId('visitor'),
  conversationId: maybeId('conversation the offer was made in'),
  agentId: optionalId('agent that made the offer'),
};
const sittingIds = {
  tourId: id('tour'),
  sittingId: Type.String({ description: 'the sitting (view session id, as in listTourSittings)' }),
  visitorId: maybeId('visitor'),
};
/** The identity fields of a segment member (contract, section 6 rule 7). */
const segmentMember = {
  segmentId: id('segment'),
  visitorId: id('visitor'),
  email: Nullable(Type.String()),
  displayName: Nullable(Type.String()),
  account: Nullable(
    Type.Object({}, { additionalProperties: true, description: 'the enriched account, as on SegmentMember' }),
  ),
  crm: Nullable(
    Type.Object({}, { additionalProperties: true, description: 'contact and company ids in the connected CRM' }),
  ),
  labels: Type.Object({}, { additionalProperties: true }),
  intentScore: Type.Integer({ minimum: 0, maximum: 100 }),
  enteredAt: DateTime,
  leftAt: Nullable(DateTime),
  changedAt: DateTime,
};

const DATA = {
  'conversation.started': {
    ...conversationIds,
    channel: StringEnum(['chat', 'voice'] as const),
    pageUrl: Nullable(Type.String({ description: 'the page the conversation started on' })),
  },
  'conversation.engaged': { ...conversationIds },
  'conversation.ended': { ...conversationIds, messageCount: Type.Optional(Type.Integer({ minimum: 0 })) },
  'visitor.identified': {
    visitorId: id('visitor'),
    email: Nullable(Type.String()),
    displayName: Nullable(Type.String()),
  },
  'lead.identified': {
    leadId: id('lead'),
    visitorId: maybeId('visitor'),
    agentId: maybeId('agent'),
    source: StringEnum(['form_capture', 'meeting_booked'] as const),
    email: Nullable(Type.String()),
  },
  'intent.hot': {
    visitorId: id('visitor'),
    intentScore: Type.Integer({ minimum: 0, maximum: 100 }),
    conversationId: optionalId('conversation that raised the score'),
  },
  'meeting.booked': {
    meetingId: id('meeting'),
    visitorId: maybeId('visitor'),
    startAt: Nullable(DateTime),
    attendee: Type.Object(
      { email: Nullable(Type.String()), name: Nullable(Type.String()) },
      { additionalProperties: true },
    ),
    conversationId: optionalId('conversation the meeting was booked in'),
    leadId: optionalId('lead'),
    agentId: optionalId('agent'),
  },
  'form.submitted': {
    formId: Type.String({ description: 'the form' }),
    visitorId: maybeId('visitor'),
    conversationId: maybeId('conversation the form ran in'),
    leadId: optionalId('lead the submission created or updated'),
    agentId: optionalId('agent'),
  },
  'segment.entered': segmentMember,
  'segment.left': segmentMember,
  'offer.shown': offerIds,
  'offer.accepted': offerIds,
  'offer.declined': offerIds,
  'tour.played': {
    ...sittingIds,
    email: Type.Optional(Nullable(Type.String({ description: "the viewer's email when the player knew it" }))),
    source: Type.Optional(Nullable(Type.String({ description: 'as Sitting.source' }))),
  },
  'tour.step_viewed': { ...sittingIds, stepIndex: Type.Integer({ minimum: 0 }) },
  'tour.cta_clicked': { ...sittingIds, stepIndex: Type.Optional(Type.Integer({ minimum: 0 })) },
  'tour.completed': { ...sittingIds, seconds: Type.Optional(Type.Integer({ minimum: 0 })) },
  'experience.viewed': { experienceId: Type.String({ description: 'the experience' }), visitorId: maybeId('visitor') },
  'checklist.task_completed': {
    checklistId: Type.String({ description: 'the checklist' }),
    taskId: Type.String({ description: 'the task within the checklist' }),
    visitorId: maybeId('visitor'),
  },
  'checklist.converted': { checklistId: Type.String({ description: 'the checklist' }), visitorId: maybeId('visitor') },
  'follow_up.created': {
    followUpId: id('follow-up'),
    visitorId: maybeId('visitor'),
    conversationId: maybeId('conversation'),
    agentId: maybeId('agent'),
    question: Type.String({
      description:
        "the visitor's question, masked as for a key without conversations:transcripts (emails, phones, card and account numbers, the visitor's own name): events reach every receiver whatever its scopes",
    }),
    reason: Nullable(Type.String()),
    redacted: Type.Optional(
      Type.Literal(true, { description: 'present (true) when something in the question was masked' }),
    ),
  },
  'follow_up.answered': {
    followUpId: id('follow-up'),
    visitorId: maybeId('visitor'),
    conversationId: maybeId('conversation'),
    agentId: maybeId('agent'),
    emailed: Type.Boolean({
      description:
        "true when the answer was accepted for delivery by email (sent by the worker right after; the follow-up's deliveredAt is set once the mail server takes it)",
    }),
  },
  // Ids only: the event says that a person was erased, never who.
  'visitor.erased': { visitorId: id('visitor whose personal data was erased (the row stays as an anonymous id)') },
} satisfies Record<EventType, Record<string, TSchema>>;

/** `conversation.started` → `ConversationStarted`. */
export function eventSchemaName(type: EventType): string {
  return type
    .split(/[._]/)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('');
}

// Nullable writes primitives as `type: [T, "null"]` and everything else as `anyOf`.
const isNullable = (s: TSchema) =>
  (Array.isArray(s.type) && s.type.includes('null')) ||
  (Array.isArray(s.anyOf) && s.anyOf.some((x: TSchema) => x.type === 'null'));

function dataSchema<T extends EventType>(type: T) {
  const name = `${eventSchemaName(type)}Data`;
  return Type.Object(DATA[type] as (typeof DATA)[T], {
    $id: name,
    title: name,
    additionalProperties: true,
    description: `\`data\` of a \`${type}\` event.`,
  });
}

/** `links` follow from `data` (see links.ts): one entry per object id that has an API path. */
function linksSchema(type: EventType, data: TObject): TObject {
  const name = `${eventSchemaName(type)}Links`;
  const props: Record<string, TSchema> = {};
  for (const [field, schema] of Object.entries(data.properties)) {
    const path = LINK_PATHS[field];
    if (!path) continue;
    const required = (data.required ?? []).includes(field) && !isNullable(schema);
    const link = Type.String({ description: `${path.example}; present when \`data.${field}\` is set` });
    props[path.name] = required ? link : Type.Optional(link);
  }
  return Type.Object(props, {
    $id: name,
    title: name,
    additionalProperties: Type.String(),
    description: `\`links\` of a \`${type}\` event: API paths of the objects in \`data\`.`,
  });
}

type DataSchemas = { [T in EventType]: TObject<(typeof DATA)[T]> };

export const eventDataSchemas = Object.fromEntries(
  EVENT_TYPES.map((t) => [t, dataSchema(t)]),
) as unknown as DataSchemas;
export const eventLinksSchemas = Object.fromEntries(
  EVENT_TYPES.map((t) => [t, linksSchema(t, eventDataSchemas[t])]),
) as Record<EventType, TObject>;

/** `data` of each event type, for `Outbox.append`. */
export type EventData = { [T in EventType]: Static<DataSchemas[T]> };

/** Every named payload schema (OpenAPI components). */
export const eventPayloadSchemas: TObject[] = EVENT_TYPES.flatMap((t) => [eventDataSchemas[t], eventLinksSchemas[t]]);
