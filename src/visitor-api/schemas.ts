import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { DATE_TIME_MAX, DateTime, Nullable, OpenObject, StringEnum, Uuid } from '../contract/schemas.js';
import { Launcher, Theme } from '../resources/agents/schemas.js';
import { Meeting, Attendee } from '../resources/meetings/schemas.js';
import { CTA_TYPES, OFFER_FORMATS, OFFER_GOALS, PRESENTATIONS } from '../resources/offers/schemas.js';
import { OPENS_KINDS } from '../resources/actions/schemas.js';

/** A visitor's message is at most this long (longer is 400 invalid-request). */
export const MAX_MESSAGE_CHARS = 4000;
/** Request bodies larger than this are 413 payload-too-large. */
export const RUNTIME_BODY_LIMIT = 64 * 1024;

// An absolute http(s) URL (format `http-url`, src/http/validation.ts); anything else is 400 naming the field.
const Url = (description: string) =>
  Type.String({
    minLength: 1,
    maxLength: 2048,
    format: 'http-url',
    description: `${description}; an absolute http(s) URL`,
  });
const Text = (max: number, description?: string) =>
  Type.String({ maxLength: max, ...(description ? { description } : {}) });
const UtmValue = Type.Optional(Type.String({ maxLength: 200 }));
export const VisitorToken = Type.String({
  minLength: 1,
  maxLength: 4096,
  description: 'the visitorToken returned by a session start',
});

export const PublicIdParams = Type.Object({
  publicId: Type.String({ minLength: 1, maxLength: 100, description: "the agent's public id" }),
});
export const SessionParams = Type.Object({ sessionId: Uuid });

export const AgentConfig = Type.Object(
  {
    publicId: Type.String(),
    name: Type.String(),
    greeting: Nullable(Type.String()),
    livemode: Type.Boolean({ description: 'false for a sandbox agent: its traffic lands in the sandbox' }),
    theme: Type.Ref(Theme),
    launcher: Type.Ref(Launcher),
  },
  { $id: 'RuntimeAgentConfig', title: 'RuntimeAgentConfig', description: "The widget's configuration." },
);

const ExperiencePublicId = Nullable(
  Type.String({
    description:
      'for an experience: the public id of the published tour it names, which the page plays (`GET /v1/tours/{publicId}` without a key); null when no published tour matches',
  }),
);

export const RuntimeCtaAction = Type.Object(
  {
    type: StringEnum(CTA_TYPES),
    url: Type.Optional(Type.String()),
    contentRefId: Type.Optional(Uuid),
    experienceId: Type.Optional(Uuid),
    experiencePublicId: Type.Optional(ExperiencePublicId),
  },
  {
    $id: 'RuntimeCtaAction',
    title: 'RuntimeCtaAction',
    description:
      "What the offer's button does (the management API's OfferCtaAction); `open_experience` also carries `experiencePublicId`, the id the page plays it by.",
  },
);
export type RuntimeCtaActionBody = Static<typeof RuntimeCtaAction>;

export const RuntimeActionOpens = Type.Object(
  {
    kind: StringEnum(OPENS_KINDS),
    tourPublicId: Type.Optional(Type.String()),
    experienceId: Type.Optional(Type.String()),
    experiencePublicId: Type.Optional(ExperiencePublicId),
    formId: Type.Optional(Type.String()),
    url: Type.Optional(Type.String()),
  },
  {
    $id: 'RuntimeActionOpens',
    title: 'RuntimeActionOpens',
    description:
      "What the Action opens (the management API's ActionOpens); `experience` also carries `experiencePublicId`, the id the page plays it by.",
  },
);
export type RuntimeActionOpensBody = Static<typeof RuntimeActionOpens>;

export const ArrivalOffer = Type.Object(
  {
    id: Uuid,
    format: StringEnum(OFFER_FORMATS),
    goal: StringEnum(OFFER_GOALS),
    presentation: StringEnum(PRESENTATIONS),
    afterSeconds: Type.Integer({ minimum: 0, description: 'show it this many seconds after page load (0: at once)' }),
    headline: Nullable(Type.String()),
    message: Type.String(),
    chips: Type.Array(Type.String()),
    ctaLabel: Nullable(Type.String()),
    ctaAction: Type.Ref(RuntimeCtaAction),
    imageUrl: Nullable(Type.String()),
  },
  {
    $id: 'RuntimeOffer',
    title: 'RuntimeOffer',
    description:
      'An offer as the page shows it (internal name and settings left out). Report what happens with `offer.shown`, `offer.accepted`, `offer.declined` events.',
  },
);

export const Delivery = Type.Object(
  {
    followUpId: Uuid,
    question: Type.String({ description: "the visitor's own question" }),
    answer: Type.String({ description: 'the answer the team wrote' }),
    answeredAt: DateTime,
  },
  {
    $id: 'RuntimeDelivery',
    title: 'RuntimeDelivery',
    description: 'A follow-up answer delivered now (it is marked delivered and also opens the next conversation).',
  },
);

export const SessionAction = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    task: Type.String({ description: 'what the agent sets out to do' }),
    opens: Type.Ref(RuntimeActionOpens),
  },
  {
    $id: 'RuntimeAction',
    title: 'RuntimeAction',
    description: 'The enabled Action the visitor arrived through (its link or button).',
  },
);

const PageId = Type.String({
  pattern: '^[A-Za-z0-9_-]{1,64}$',
  maxLength: 64,
  description:
    'an id the page makes once per page load; send the same one with the end call, so an end sent by a page that a reload has already replaced (the new page resumed the visit first) changes nothing',
});

export const SessionStart = Type.Object(
  {
    visitorToken: Type.Optional(VisitorToken),
    page: Type.Object(
      {
        url: Url('the full URL of the page the visitor is on'),
        title: Type.Optional(Text(500)),
        referrer: Type.Optional(
          Nullable(
            Type.String({
              maxLength: 2048,
              format: 'http-url-or-empty',
              description: 'document.referrer: an absolute http(s) URL, or empty',
            }),
          ),
        ),
      },
      { description: 'the page the visit starts on' },
    ),
    utm: Type.Optional(
      Type.Object(
        { source: UtmValue, medium: UtmValue, campaign: UtmValue, term: UtmValue, content: UtmValue },
        { description: 'utm tags of the arrival; read from the page URL when left out' },
      ),
    ),
    device: Type.Optional(StringEnum(['desktop', 'mobile'] as const)),
    action: Type.Optional(
      Type.String({
        pattern: '^[A-Za-z0-9_-]{1,64}$',
        maxLength: 64,
        description: 'an Action id from `#action=<id>` or a `data-showpilot-action` click',
      }),
    ),
    pageId: Type.Optional(PageId),
  },
  {},
);
export type SessionStartBody = Static<typeof SessionStart>;

export const VisitorContact = Type.Object(
  {
    name: Nullable(Type.String({ description: 'the name the visitor gave (in the chat, a form or a booking)' })),
    email: Nullable(Type.String({ description: 'the email the visitor gave' })),
  },
  {
    $id: 'RuntimeVisitorContact',
    title: 'RuntimeVisitorContact',
    description:
      "What the visitor already told the agent about themselves, so the page can fill in booking and contact forms. Only the visitor's own token sees it.",
  },
);

export const Session = Type.Object(
  {
    sessionId: Uuid,
    visitorId: Uuid,
    visitorToken: Type.String({
      description:
        'keep it (the page SDK uses localStorage) and send it as `Authorization: Bearer` on every later call; valid 90 days',
    }),
    returning: Type.Boolean({ description: 'the token named a visitor already known' }),
    resumed: Type.Boolean({ description: "the visitor's open session was resumed rather than a new one started" }),
    agent: Type.Ref(AgentConfig),
    offers: Type.Array(Type.Ref(ArrivalOffer), { description: 'offers whose deploy gates match this arrival now' }),
    deliveries: Type.Array(Type.Ref(Delivery), { description: 'follow-up answers not delivered before' }),
    action: Nullable(Type.Ref(SessionAction)),
    visitor: Type.Ref(VisitorContact),
  },
  { $id: 'RuntimeSession', title: 'RuntimeSession' },
);

const UIPartIn = Type.Object(
  {
    type: Type.String({ maxLength: 100 }),
    text: Type.Optional(Text(RUNTIME_BODY_LIMIT)),
  },
  { additionalProperties: true, description: 'a UI message part; only `text` parts of the last user message are read' },
);

const UIMessageIn = Type.Object(
  {
    id: Type.String({ maxLength: 200 }),
    role: StringEnum(['system', 'user', 'assistant'] as const),
    parts: Type.Array(UIPartIn, { maxItems: 200 }),
  },
  { additionalProperties: true },
);

export const MessageRequest = Type.Object(
  {
    text: Type.Optional(Text(RUNTIME_BODY_LIMIT, `the visitor's message, at most ${MAX_MESSAGE_CHARS} characters`)),
    clientMessageId: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 200,
        description: 'with `text`: an id of your choice; a retry with the same id is answered from the record',
      }),
    ),
    id: Type.Optional(Type.String({ maxLength: 200, description: 'useChat: the chat id (ignored)' })),
    messages: Type.Optional(
      Type.Array(UIMessageIn, {
        maxItems: 500,
        description: 'useChat: the last user message is the turn; the rest is ignored',
      }),
    ),
    trigger: Type.Optional(Type.String({ maxLength: 50 })),
    messageId: Type.Optional(Type.String({ maxLength: 200 })),
  },
  {
    description: `Either \`{text}\` or the AI SDK useChat body (\`{id, messages, trigger, messageId}\`). The server keeps the history itself, so a client should send only the last message (useChat's \`prepareSendMessagesRequest\`) to stay far below the 64 KB body limit. The message is 1 to ${MAX_MESSAGE_CHARS} characters. A retry with the same client message id (the last user message's \`id\`, or \`clientMessageId\`) is answered from the record, not run twice.`,
  },
);
export type MessageRequestBody = Static<typeof MessageRequest>;

export const RuntimeMessage = Type.Object(
  {
    id: Type.String(),
    role: StringEnum(['user', 'assistant'] as const),
    content: Type.String({ description: 'the text, verbatim' }),
    createdAt: DateTime,
    parts: Type.Array(
      OpenObject(
        'a UI message part: text, source-url, source-document or data-offer / data-tour / data-slots / data-form',
      ),
    ),
  },
  { $id: 'RuntimeMessage', title: 'RuntimeMessage' },
);
export const MessageList = Type.Object(
  {
    items: Type.Array(Type.Ref(RuntimeMessage)),
    visitor: Type.Ref(VisitorContact, {
      description:
        'what the visitor has told the agent so far (it changes as the conversation goes on: a name or email typed in the chat)',
    }),
  },
  { $id: 'RuntimeMessageList', title: 'RuntimeMessageList' },
);

export const EVENT_KINDS = [
  'page.viewed',
  'offer.shown',
  'offer.accepted',
  'offer.declined',
  'tour.played',
  'tour.step_viewed',
  'tour.cta_clicked',
  'tour.completed',
  'form.submitted',
  'action.fired',
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const PageEvent = Type.Object(
  {
    type: StringEnum(EVENT_KINDS),
    url: Type.Optional(Url('page.viewed: the page URL')),
    title: Type.Optional(Text(500, 'page.viewed: the page title')),
    offerId: Type.Optional(Uuid),
    tourId: Type.Optional(
      Type.String({ minLength: 1, maxLength: 100, description: "tour.*: the tour's UUID or public id" }),
    ),
    source: Type.Optional(
      StringEnum(['lightbox', 'embed', 'share', 'chat'] as const, {
        description: 'tour.played: where the tour was opened',
      }),
    ),
    stepIndex: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 10_000,
        description: 'tour.step_viewed (and optionally tour.cta_clicked): the step, from 0',
      }),
    ),
    formId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    fields: Type.Optional(
      Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 2000 }), {
        maxProperties: 50,
        // A record's key schema is not a JSON Schema bound: propertyNames is what the validator enforces.
        propertyNames: { maxLength: 100 },
        description: 'form.submitted: the fields as entered; an `email` field makes a lead',
      }),
    ),
    actionId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$', maxLength: 64 })),
  },
  {
    description:
      'A page-side fact. `page.viewed` needs `url`; `offer.*` need `offerId`; `tour.*` need `tourId` (`tour.step_viewed` also `stepIndex`); `form.submitted` needs `fields`; `action.fired` needs `actionId`. A missing field is 400 with `param`.',
  },
);
export type PageEventBody = Static<typeof PageEvent>;

export const Accepted = Type.Object({ accepted: Type.Boolean() }, { $id: 'RuntimeAccepted', title: 'RuntimeAccepted' });

export const SlotsQuery = Type.Object({
  from: Type.Optional(
    Type.String({ format: 'date-time', maxLength: DATE_TIME_MAX, description: 'earliest start; default now' }),
  ),
  to: Type.Optional(
    Type.String({
      format: 'date-time',
      maxLength: DATE_TIME_MAX,
      description: "latest start; default 14 days after `from` (at most the agent's booking horizon)",
    }),
  ),
});
export const Slots = Type.Object(
  {
    timezone: Type.String({ description: "the agent's booking time zone" }),
    durationMinutes: Type.Integer(),
    slots: Type.Array(DateTime, { description: 'open start times, earliest first (UTC)' }),
  },
  { $id: 'RuntimeSlots', title: 'RuntimeSlots' },
);

export const BookingRequest = Type.Object(
  {
    startAt: Type.String({ format: 'date-time', maxLength: 40, description: 'one of the slots' }),
    email: Type.String({ format: 'email', maxLength: 254 }),
    name: Type.String({ minLength: 1, maxLength: 200 }),
    company: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  },
  {},
);
export type BookingRequestBody = Static<typeof BookingRequest>;

export const RuntimeMeeting = Type.Object(
  {
    ...Meeting.properties,
    confirmationEmail: Type.Boolean({
      description:
        'true when the visitor is sent a confirmation email with a calendar invitation (`.ics`, METHOD:REQUEST) for this meeting: the service has a mailbox set up (SMTP_URL). The mail goes out from the worker shortly after the booking; false: no email is sent, so the page should not promise one',
    }),
  },
  {
    $id: 'RuntimeMeeting',
    title: 'RuntimeMeeting',
    description:
      "The booked meeting (the management API's Meeting) and whether a confirmation email goes to the visitor.",
  },
);

export const EndRequest = Type.Object(
  { visitorToken: Type.Optional(VisitorToken), pageId: Type.Optional(PageId) },
  {
    description:
      '`navigator.sendBeacon` cannot set headers: the token may come in the body instead (sent as text/plain JSON).',
  },
);
const EndTime = (description: string) =>
  Type.String({ format: 'date-time', maxLength: DateTime.maxLength, description });
export const Ended = Type.Object(
  {
    endedAt: Nullable(
      EndTime(
        "when the visit ends (the first end call), or when it ended; null when the call named a page load that is no longer the visit's latest (it changed nothing)",
      ),
    ),
    resumableUntil: Nullable(
      EndTime(
        'while the end is pending: until then a session start with the same visitor token resumes the visit and calls the end off (a page reload); after it the visit and its conversation end as of `endedAt`. Null once the visit has ended.',
      ),
    ),
  },
  { $id: 'RuntimeEnded', title: 'RuntimeEnded' },
);

/** Named schemas of this surface: the components of its OpenAPI document. */
export const runtimeSchemas: TSchema[] = [
  Theme,
  Launcher,
  AgentConfig,
  RuntimeCtaAction,
  ArrivalOffer,
  Delivery,
  RuntimeActionOpens,
  SessionAction,
  Session,
  RuntimeMessage,
  MessageList,
  Accepted,
  Slots,
  Attendee,
  RuntimeMeeting,
  VisitorContact,
  Ended,
];
