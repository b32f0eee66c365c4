import { EVENT_TYPES, type EventType } from '../../platform/outbox/catalogue.js';
import { eventSchemaName } from '../../platform/outbox/payloads.js';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const header = (name: string, description: string, schema: Record<string, unknown> = { type: 'string' }) => ({
  in: 'header',
  name,
  required: true,
  description,
  schema,
});

function deliveryOperation(type: EventType) {
  const name = eventSchemaName(type);
  return {
    post: {
      operationId: `deliver${name}`,
      summary: `A \`${type}\` event delivered to a webhook`,
      description:
        'Sent to every active webhook subscribed to this type (or `*`). Verify the signature over the raw body before parsing, reject timestamps older than five minutes, and answer 2xx quickly; anything else (including a redirect or no answer within 10 seconds) is retried, five attempts in all. Deduplicate on the event `id`: delivery is at least once.',
      tags: ['webhooks'],
      parameters: [
        header('X-Service-Event', 'the event type', { type: 'string', const: type }),
        header('X-Service-Timestamp', 'Unix seconds of this attempt (each retry is signed afresh)', {
          type: 'string',
          pattern: '^[0-9]+$',
        }),
        header(
          'X-Service-Signature',
          '`sha256=` + lowercase hex HMAC-SHA256 of `<timestamp>.<raw body>`, keyed with the webhook secret',
          {
            type: 'string',
            pattern: '^sha256=[0-9a-f]{64}$',
          },
        ),
        header('X-Service-Delivery', 'the delivery id (as in listWebhookDeliveries)', {
          type: 'string',
          format: 'uuid',
        }),
        header('webhook-id', 'Standard Webhooks: the delivery id again (the same on every attempt, new for a replay)', {
          type: 'string',
          format: 'uuid',
        }),
        header('webhook-timestamp', 'Standard Webhooks: the same Unix seconds as X-Service-Timestamp', {
          type: 'string',
          pattern: '^[0-9]+$',
        }),
        header(
          'webhook-signature',
          'Standard Webhooks: `v1,` + base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<raw body>`, keyed with the base64 after `whsec_` in the webhook secret; verify it with any Standard Webhooks library',
          { type: 'string', pattern: '^v1,[A-Za-z0-9+/]{43}=$' },
        ),
      ],
      // The service calls the receiver: no API key is involved, the signatures are the proof.
      security: [],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: {
              allOf: [
                ref('Event'),
                {
                  type: 'object',
                  properties: { type: { const: type }, data: ref(`${name}Data`), links: ref(`${name}Links`) },
                },
              ],
            },
          },
        },
      },
      responses: { '200': { description: 'Any 2xx status acknowledges the delivery.' } },
    },
  };
}

/** The OpenAPI 3.1 `webhooks` section: what each event type's delivery looks like. */
export const webhookDeliveries: Record<string, unknown> = Object.fromEntries(
  EVENT_TYPES.map((t) => [t, deliveryOperation(t)]),
);
