import { describe, expect, it } from 'vitest';
import { receiverGuide } from '../webhooks/readme.js';
import { deliveryHeaders, sign } from '../../src/resources/webhooks/delivery/signing.js';
import { parseRetryAfter, retryDelayMs } from '../../src/resources/webhooks/delivery/retry.js';

describe('the README receiver guide', () => {
  const { verifyWebhook, vector } = receiverGuide();
  const at = Number(vector.timestamp);

  it('accepts its test vector, and the service signs it the same way', () => {
    expect(verifyWebhook(vector.secret, vector.timestamp, vector.body, vector.signature, at)).toBe(true);
    expect(sign(vector.secret, at, vector.body)).toBe(vector.signature);
  });

  it('refuses a changed body, another secret, a malformed signature and timestamps over five minutes away', () => {
    expect(verifyWebhook(vector.secret, vector.timestamp, `${vector.body} `, vector.signature, at)).toBe(false);
    expect(verifyWebhook(`${vector.secret}x`, vector.timestamp, vector.body, vector.signature, at)).toBe(false);
    expect(verifyWebhook(vector.secret, vector.timestamp, vector.body, vector.signature.toUpperCase(), at)).toBe(false);
    expect(verifyWebhook(vector.secret, vector.timestamp, vector.body, 'sha256=00', at)).toBe(false);
    expect(verifyWebhook(vector.secret, vector.timestamp, vector.body, vector.signature, at + 300)).toBe(true);
    expect(verifyWebhook(vector.secret, vector.timestamp, vector.body, vector.signature, at + 301)).toBe(false);
    expect(verifyWebhook(vector.secret, vector.timestamp, vector.body, vector.signature, at - 301)).toBe(false);
    expect(verifyWebhook(vector.secret, 'soon', vector.body, vector.signature, at)).toBe(false);
  });

  it('signs each attempt with its own timestamp, in the headers the decisions name', () => {
    const now = new Date((at + 60) * 1000);
    const h = deliveryHeaders({ secret: vector.secret, eventType: 'follow_up.created', deliveryId: 'd-1', body: vector.body, now });
    expect(h).toMatchObject({
      'content-type': 'application/json',
      'x-service-event': 'follow_up.created',
      'x-service-delivery': 'd-1',
      'x-service-timestamp': String(at + 60),
    });
    expect(h['x-service-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(h['x-service-signature']).not.toBe(vector.signature);
    expect(verifyWebhook(vector.secret, h['x-service-timestamp']!, vector.body, h['x-service-signature']!, at + 60)).toBe(true);
  });
});

describe('retry timing', () => {
  const delays = [30, 300, 1800, 7200];

  it('waits the configured delay before attempts 2 to 5, with at most 10% jitter either way', () => {
    for (const [i, d] of delays.entries()) {
      expect(retryDelayMs(i + 1, delays, null, () => 0)).toBe(d * 900);
      expect(retryDelayMs(i + 1, delays, null, () => 0.5)).toBe(d * 1000);
      expect(retryDelayMs(i + 1, delays, null, () => 0.999999)).toBeLessThanOrEqual(d * 1100);
    }
  });

  it('honours a Retry-After only when it asks for longer, in seconds or as a date, up to a day', () => {
    const now = new Date('2026-01-01T00:00:00.000Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Thu, 01 Jan 2026 00:10:00 GMT', now)).toBe(600_000);
    expect(parseRetryAfter('tomorrow', now)).toBeNull();
    expect(parseRetryAfter(undefined, now)).toBeNull();
    expect(parseRetryAfter('9999999', now)).toBe(86_400_000);
    expect(retryDelayMs(1, delays, 120_000, () => 0.5)).toBe(120_000);
    expect(retryDelayMs(1, delays, 5_000, () => 0.5)).toBe(30_000);
  });
});
