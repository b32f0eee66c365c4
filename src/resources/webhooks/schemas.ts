import { Type, type Static } from '@sinclair/typebox';
import { DateTime, Nullable, PageQuery, StringEnum, Uuid, UuidParam } from '../../contract/schemas.js';
import { EVENT_TYPES } from '../../platform/outbox/catalogue.js';

export const WEBHOOK_STATUSES = ['active', 'paused'] as const;
export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

const Url = Type.String({
  format: 'uri',
  minLength: 1,
  maxLength: 2048,
  description:
    'http:// or https:// URL of the receiver. URLs that are or resolve to private, loopback, link-local or metadata addresses are refused (400), here and again when connecting, unless the server allows them (SVC_OUTBOUND_ALLOW).',
});
const EventSelection = Type.Array(StringEnum([...EVENT_TYPES, '*'] as const), {
  minItems: 1,
  maxItems: EVENT_TYPES.length,
  description: 'event types from `catalog`, or `["*"]` for every type; `*` stands alone. Duplicates are dropped.',
});
const Description = Type.String({ maxLength: 500 });

export const Webhook = Type.Object(
  {
    id: Uuid,
    url: Type.String({ format: 'uri' }),
    events: Type.Array(Type.String(), { description: 'subscribed event types, or `["*"]`' }),
    description: Type.String(),
    status: StringEnum(WEBHOOK_STATUSES, {
      description:
        '`paused` after 20 consecutive failed attempts (or when set): nothing is delivered or queued, and pending deliveries end `failed`; set `active` to resume from new events on (catch up through GET /events).',
    }),
    consecutiveFailures: Type.Integer({ description: 'failed attempts in a row; any 2xx resets it' }),
    lastDeliveredAt: Nullable(DateTime),
    lastFailedAt: Nullable(DateTime),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { $id: 'Webhook', title: 'Webhook' },
);
export type WebhookBody = Static<typeof Webhook>;

export const WebhookWithSecret = Type.Intersect(
  [
    Type.Ref(Webhook),
    Type.Object({
      secret: Type.String({
        description:
          'the signing secret (`whsec_…`), returned only here. Verify `X-Service-Signature: sha256=<hex HMAC-SHA256 of "<X-Service-Timestamp>.<raw body>">` keyed with its UTF-8 bytes, or the Standard Webhooks headers (`webhook-id`, `webhook-timestamp`, `webhook-signature`) with any Standard Webhooks library given this secret as it is.',
      }),
    }),
  ],
  { $id: 'WebhookWithSecret', title: 'WebhookWithSecret' },
);

export const WebhookList = Type.Object({
  items: Type.Array(Type.Ref(Webhook), { description: 'newest first; secrets are never listed' }),
  catalog: Type.Array(StringEnum(EVENT_TYPES), { description: 'every subscribable event type' }),
});

export const WebhookDelivery = Type.Object(
  {
    id: Uuid,
    eventId: Type.String({ pattern: '^[0-9]+$' }),
    status: StringEnum(DELIVERY_STATUSES, {
      description:
        '`pending` until an attempt gets a 2xx (`delivered`) or the fifth attempt fails (`failed`); also `failed` when its webhook is paused first',
    }),
    attempts: Type.Integer({
      description: 'attempts made (at most five); an attempt cut short by a stopped worker is retried and not counted',
    }),
    responseStatus: Nullable(Type.Integer({ description: 'HTTP status of the last attempt; null when none answered' })),
    error: Nullable(Type.String({ description: 'why the last attempt failed' })),
    deliveredAt: Nullable(DateTime),
    createdAt: DateTime,
    nextAttemptAt: Nullable(
      Type.String({
        format: 'date-time',
        description: 'when a pending delivery is tried next (an addition to the contract)',
      }),
    ),
    replayOf: Nullable(
      Type.String({ format: 'uuid', description: 'the delivery this one replays (an addition to the contract)' }),
    ),
  },
  { $id: 'WebhookDelivery', title: 'WebhookDelivery' },
);
export type WebhookDeliveryBody = Static<typeof WebhookDelivery>;

export const WebhookDeliveryList = Type.Object({
  items: Type.Array(Type.Ref(WebhookDelivery)),
  nextCursor: Nullable(Type.String()),
});

export const CreateWebhookBody = Type.Object({
  url: Url,
  events: EventSelection,
  description: Type.Optional(Description),
});
export type CreateWebhookInput = Static<typeof CreateWebhookBody>;

export const UpdateWebhookBody = Type.Object({
  url: Type.Optional(Url),
  events: Type.Optional(EventSelection),
  description: Type.Optional(Description),
  status: Type.Optional(
    StringEnum(WEBHOOK_STATUSES, { description: '`active` resumes a paused webhook and resets its failure count' }),
  ),
});
export type UpdateWebhookInput = Static<typeof UpdateWebhookBody>;

export const DeliveriesQuery = Type.Object({ ...PageQuery });
export const DeliveryParams = Type.Object({ id: UuidParam, deliveryId: UuidParam });
