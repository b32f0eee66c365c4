import { Type, type Static } from '@sinclair/typebox';
import {
  BoundedObject,
  DATE_TIME_MAX,
  DateTime,
  Nullable,
  OpenObject,
  StringEnum,
  Uuid,
} from '../../contract/schemas.js';

export const OFFER_FORMATS = ['toaster', 'in_chat'] as const;
export const OFFER_GOALS = ['meeting_booked', 'lead_captured', 'content_viewed', 'engaged'] as const;
export const CTA_TYPES = [
  'none',
  'book_meeting',
  'capture_lead',
  'navigate',
  'open_content',
  'open_experience',
] as const;
export const PRESENTATIONS = ['interstitial', 'toast', 'banner'] as const;
export const DEVICES = ['desktop', 'mobile'] as const;
export const VISITOR_TYPES = ['new', 'returning'] as const;
export const COLLECT_FIELDS = ['email', 'name', 'phone', 'company'] as const;
export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;

/** Limits a user would expect of copy and gates; stated in the schema so the OpenAPI document shows them. */
export const LIMITS = {
  chips: 4,
  chipLength: 40,
  hostList: 50,
  pageList: 100,
  pattern: 500,
  industries: 50,
  audiences: 50,
  crmKeys: 20,
  afterSeconds: 86_400,
} as const;

const HttpUrl = (description: string) => Type.String({ minLength: 1, maxLength: 2048, description });
const Host = Type.String({ minLength: 1, maxLength: 253 });
const PathPattern = Type.String({ minLength: 1, maxLength: LIMITS.pattern });
const CrmValue = Type.Union([Type.String({ maxLength: 200 }), Type.Number(), Type.Boolean()]);
const UtmValue = Type.Optional(Type.String({ minLength: 1, maxLength: 200 }));

export const OfferCtaAction = Type.Object(
  {
    type: StringEnum(CTA_TYPES, { description: '`none` is a chips-only prompt' }),
    url: Type.Optional(HttpUrl('required for `navigate` (a full http or https URL); refused for other types')),
    contentRefId: Type.Optional(Uuid),
    experienceId: Type.Optional(Uuid),
  },
  {
    $id: 'OfferCtaAction',
    title: 'OfferCtaAction',
    description:
      'What the button does. It carries exactly what its type needs: `navigate` a `url`, `open_content` a `contentRefId`, `open_experience` an `experienceId`; a field belonging to another type is refused (400, `param` names it).',
  },
);

export const OfferDeploy = Type.Object(
  {
    live: Type.Boolean({ description: 'master switch; false keeps the configuration and shows nothing' }),
    presentation: StringEnum(PRESENTATIONS),
    hosts: Type.Optional(
      Type.Array(Host, {
        maxItems: LIMITS.hostList,
        description:
          'host names without scheme or path; `example.com` also matches `www.example.com`, `*.example.com` matches any subdomain; empty means every site deployed on',
      }),
    ),
    includePages: Type.Optional(
      Type.Array(PathPattern, {
        maxItems: LIMITS.pageList,
        description:
          'path patterns starting with `/`; `*` matches any run of characters (slashes included); `/blog/*` also matches `/blog`; case and a trailing slash are ignored; empty means all pages',
      }),
    ),
    excludePages: Type.Optional(
      Type.Array(PathPattern, {
        maxItems: LIMITS.pageList,
        description: 'path patterns as in includePages; an excluded page wins',
      }),
    ),
    utm: Type.Optional(
      Type.Object(
        { source: UtmValue, medium: UtmValue, campaign: UtmValue, term: UtmValue, content: UtmValue },
        {
          description:
            'campaign arrival condition: every key given (`source`, `medium`, `campaign`, `term`, `content`) must equal the utm tag the visitor arrived with (case-insensitive); other keys are refused',
        },
      ),
    ),
    referrerHosts: Type.Optional(
      Type.Array(Host, {
        maxItems: LIMITS.hostList,
        description: 'the visitor arrived from one of these hosts (matched like `hosts`)',
      }),
    ),
    visitorType: Type.Optional(StringEnum(VISITOR_TYPES)),
    crm: Type.Optional(
      Type.Object(
        {},
        {
          additionalProperties: Type.Union([CrmValue, Type.Array(CrmValue, { minItems: 1, maxItems: 50 })]),
          propertyNames: { maxLength: 100 },
          maxProperties: LIMITS.crmKeys,
          description:
            "matched against the connected CRM: each key must equal the visitor's CRM record field (a string, number or boolean, or a list of allowed values; strings case-insensitive). Fails closed for visitors without a CRM record; `{}` is no gate",
        },
      ),
    ),
    industries: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
        maxItems: LIMITS.industries,
        description:
          'the enriched account industry must be one of these (case-insensitive); fails closed when the industry is unknown',
      }),
    ),
    devices: Type.Optional(Type.Array(StringEnum(DEVICES), { maxItems: 2 })),
    afterSeconds: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: LIMITS.afterSeconds,
        description: 'delay after page load, 0 to 86,400; absent means immediately',
      }),
    ),
    startsAt: Type.Optional(
      Type.String({
        format: 'date-time',
        maxLength: DATE_TIME_MAX,
        description: 'campaign window start (inclusive), ISO 8601 with a time zone',
      }),
    ),
    endsAt: Type.Optional(
      Type.String({
        format: 'date-time',
        maxLength: DATE_TIME_MAX,
        description: 'campaign window end (exclusive); must be after startsAt',
      }),
    ),
  },
  {
    $id: 'OfferDeploy',
    title: 'OfferDeploy',
    description:
      'When the offer shows on arrival. Every gate narrows; an absent gate (or an empty list) matches everything.',
  },
);

export const OfferConversion = Type.Object(
  {
    collect: Type.Optional(
      Type.Array(StringEnum(COLLECT_FIELDS), {
        maxItems: COLLECT_FIELDS.length,
        description: 'the agent skips what it already knows',
      }),
    ),
    formId: Type.Optional(
      Type.String({
        format: 'uuid',
        maxLength: 36,
        description: 'an agent form run instead of collect (send one or the other)',
      }),
    ),
    agentNote: Type.Optional(Type.String({ maxLength: 2000, description: 'joins the runtime prompt' })),
    destination: Type.Optional(BoundedObject('where the visitor goes after converting')),
  },
  { $id: 'OfferConversion', title: 'OfferConversion' },
);

export const OfferStats = Type.Object(
  {
    shown: Type.Integer({ description: 'lifetime times shown' }),
    accepted: Type.Integer({ description: 'lifetime times accepted (counted as outcomes by insights)' }),
    declined: Type.Integer({ description: 'lifetime times declined' }),
  },
  { $id: 'OfferStats', title: 'OfferStats', description: 'Lifetime counters; kept when the offer is retired.' },
);

export const Offer = Type.Object(
  {
    id: Uuid,
    name: Type.String({ description: 'internal, never shown to visitors' }),
    format: StringEnum(OFFER_FORMATS),
    goal: StringEnum(OFFER_GOALS, { description: 'what counts as converting' }),
    isActive: Type.Boolean({ description: 'false retires the offer and keeps its history; there is no delete' }),
    headline: Nullable(Type.String()),
    message: Type.String({ description: 'copy the visitor reads' }),
    chips: Type.Array(Type.String(), { description: 'quick replies; two render' }),
    ctaLabel: Nullable(Type.String({ description: 'null means no button' })),
    ctaAction: Type.Ref(OfferCtaAction),
    imageUrl: Nullable(Type.String()),
    mediaRefId: Nullable(Uuid),
    agentPersonalize: Type.Boolean({
      description: 'lets the agent rewrite headline and body for the visitor in conversation',
    }),
    deploy: Nullable(Type.Ref(OfferDeploy)),
    design: Nullable(OpenObject('the creative as data')),
    conversion: Type.Ref(OfferConversion),
    audienceIds: Type.Array(Uuid, {
      description: 'saved segments the agent may offer this to; empty means any matching audience',
    }),
    stats: Type.Ref(OfferStats),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { $id: 'Offer', title: 'Offer' },
);
export type OfferBody = Static<typeof Offer>;
export type CtaActionBody = Static<typeof OfferCtaAction>;
export type DeployBody = Static<typeof OfferDeploy>;
export type ConversionBody = Static<typeof OfferConversion>;

/** The writable fields, shared by create (some required) and update (all optional). */
const writable = {
  name: Type.String({ minLength: 1, maxLength: 200, description: 'internal, never shown to visitors' }),
  format: StringEnum(OFFER_FORMATS),
  goal: StringEnum(OFFER_GOALS),
  message: Type.String({ minLength: 1, maxLength: 2000 }),
  isActive: Type.Boolean({
    description: 'false retires the offer (history and counters kept); true brings a retired offer back',
  }),
  headline: Nullable(Type.String({ minLength: 1, maxLength: 200 })),
  chips: Type.Array(Type.String({ minLength: 1, maxLength: LIMITS.chipLength }), {
    maxItems: LIMITS.chips,
    description: `quick replies: at most ${LIMITS.chips}, each at most ${LIMITS.chipLength} characters, no repeats`,
  }),
  ctaLabel: Nullable(Type.String({ minLength: 1, maxLength: 60 })),
  ctaAction: Type.Ref(OfferCtaAction),
  imageUrl: Nullable(HttpUrl('a full http or https URL')),
  mediaRefId: Nullable(Uuid),
  agentPersonalize: Type.Boolean(),
  deploy: Nullable(Type.Ref(OfferDeploy)),
  design: Nullable(BoundedObject('the creative as data')),
  conversion: Type.Ref(OfferConversion),
  audienceIds: Type.Array(Uuid, { maxItems: LIMITS.audiences, description: 'ids of saved segments in this workspace' }),
};
const { name, format, goal, message, ...optionalOnCreate } = writable;

export const OfferCreate = Type.Object(
  {
    name,
    format,
    goal,
    message,
    ...Type.Partial(Type.Object(optionalOnCreate)).properties,
  },
  {
    description:
      'name, format, goal and message are required. Defaults: isActive true, headline null, chips [], ctaLabel null, ctaAction {type: none}, imageUrl null, mediaRefId null, agentPersonalize false, deploy null (nothing shows on arrival), design null, conversion {}, audienceIds [].',
  },
);
export type OfferCreateBody = Static<typeof OfferCreate>;

export const OfferUpdate = Type.Partial(Type.Object(writable), {
  description:
    'Send only the fields to change; each field sent replaces the stored one whole (to change one gate, send the whole deploy object). null clears a nullable field.',
});
export type OfferUpdateBody = Static<typeof OfferUpdate>;

export const OfferList = Type.Object({ items: Type.Array(Type.Ref(Offer)) });
