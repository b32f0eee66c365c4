import { createHmac } from 'node:crypto';

/**
 * `X-Service-Signature`: `sha256=` and the lowercase hex HMAC-SHA256 of
 * `<timestamp>.<raw body>`, keyed with the UTF-8 bytes of the webhook secret.
 * The README's receiver guide shows the check; its test vector is tested.
 */
export function sign(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', Buffer.from(secret, 'utf8')).update(`${timestamp}.${body}`, 'utf8').digest('hex')}`;
}

export function deliveryHeaders(d: { secret: string; eventType: string; deliveryId: string; body: string; now: Date }): Record<string, string> {
  const timestamp = Math.floor(d.now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'x-service-event': d.eventType,
    'x-service-timestamp': String(timestamp),
    'x-service-signature': sign(d.secret, timestamp, d.body),
    'x-service-delivery': d.deliveryId,
  };
}
