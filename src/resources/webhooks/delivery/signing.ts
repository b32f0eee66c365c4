import { HmacSha256 } from '../../../lib/hmac.js';

/**
 * How every request the service sends to a webhook receiver is signed: the
 * delivery engine uses it, and so does anything else that forwards events
 * (`svc listen`). Two signatures travel side by side, from the same secret:
 *
 * - the contract's `X-Service-Signature`: `sha256=` and the lowercase hex
 *   HMAC-SHA256 of `<timestamp>.<raw body>`, keyed with the UTF-8 bytes of the
 *   whole secret string (the README's receiver guide; its test vector is tested);
 * - Standard Webhooks (https://www.standardwebhooks.com): `webhook-id`,
 *   `webhook-timestamp` and `webhook-signature: v1,<base64 HMAC-SHA256 of
 *   "<id>.<timestamp>.<raw body>">`, keyed with the base64-decoded part of the
 *   secret after `whsec_` (secrets are `whsec_` and 40 base62 characters, which
 *   is valid base64: 30 key bytes). Receivers can verify with that
 *   specification's published libraries (`standardwebhooks` on npm, PyPI, …).
 */
export function sign(secret: string, timestamp: number, body: string): string {
  return `sha256=${new HmacSha256(Buffer.from(secret, 'utf8')).digest(`${timestamp}.${body}`, 'hex')}`;
}

const STANDARD_PREFIX = 'whsec_';

/**
 * The key Standard Webhooks derives from a secret: the base64 after `whsec_`.
 * Every secret the API issues is valid base64 there; anything else (a secret
 * written by hand into the database) is decoded leniently rather than refused.
 */
export function standardWebhooksKey(secret: string): Buffer {
  return Buffer.from(secret.startsWith(STANDARD_PREFIX) ? secret.slice(STANDARD_PREFIX.length) : secret, 'base64');
}

/** `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of `<id>.<timestamp>.<body>`. */
export function signStandard(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${new HmacSha256(standardWebhooksKey(secret)).digest(`${id}.${timestamp}.${body}`, 'base64')}`;
}

/**
 * The headers of one attempt, signed with its own time (a retry is signed
 * afresh). `deliveryId` is also the Standard Webhooks `webhook-id`: the same on
 * every attempt of a delivery, new for a replay (a deliberate second send).
 */
export function deliveryHeaders(d: {
  secret: string;
  eventType: string;
  deliveryId: string;
  body: string;
  now: Date;
}): Record<string, string> {
  const timestamp = Math.floor(d.now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'x-service-event': d.eventType,
    'x-service-timestamp': String(timestamp),
    'x-service-signature': sign(d.secret, timestamp, d.body),
    'x-service-delivery': d.deliveryId,
    'webhook-id': d.deliveryId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signStandard(d.secret, d.deliveryId, timestamp, d.body),
  };
}
