import { describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { receiverGuide, standardReceiverGuide } from '../webhooks/readme.js';
import { deliveryHeaders, sign, signStandard } from '../../src/resources/webhooks/delivery/signing.js';
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
    const h = deliveryHeaders({
      secret: vector.secret,
      eventType: 'follow_up.created',
      deliveryId: 'd-1',
      body: vector.body,
      now,
    });
    expect(h).toMatchObject({
      'content-type': 'application/json',
      'x-service-event': 'follow_up.created',
      'x-service-delivery': 'd-1',
      'x-service-timestamp': String(at + 60),
    });
    expect(h['x-service-signature']).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(h['x-service-signature']).not.toBe(vector.signature);
    expect(
      verifyWebhook(vector.secret, h['x-service-timestamp']!, vector.body, h['x-service-signature']!, at + 60),
    ).toBe(true);
  });
});

describe('Standard Webhooks headers', () => {
  const { vector } = receiverGuide();
  const receiveDelivery = standardReceiverGuide();

  it('sign every attempt so the standardwebhooks library (and the README receiver built on it) accepts it', () => {
    const now = new Date();
    const h = deliveryHeaders({
      secret: vector.secret,
      eventType: 'follow_up.created',
      deliveryId: 'd-7',
      body: vector.body,
      now,
    });
    const at = String(Math.floor(now.getTime() / 1000));
    expect(h['webhook-id']).toBe('d-7');
    expect(h['webhook-timestamp']).toBe(at);
    expect(h['webhook-timestamp']).toBe(h['x-service-timestamp']);
    expect(h['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]{43}=$/);
    expect(new Webhook(vector.secret).verify(vector.body, h)).toEqual(JSON.parse(vector.body));
    expect(receiveDelivery(vector.secret, vector.body, h)).toEqual(JSON.parse(vector.body));
  });

  it('are refused by the library for another body, id, secret or an old timestamp', () => {
    const now = new Date();
    const h = deliveryHeaders({
      secret: vector.secret,
      eventType: 'follow_up.created',
      deliveryId: 'd-7',
      body: vector.body,
      now,
    });
    expect(() => receiveDelivery(vector.secret, `${vector.body} `, h)).toThrow(/signature/i);
    expect(() => receiveDelivery(vector.secret, vector.body, { ...h, 'webhook-id': 'd-8' })).toThrow(/signature/i);
    expect(() => receiveDelivery(`whsec_${'A'.repeat(40)}`, vector.body, h)).toThrow(/signature/i);
    const old = Math.floor(now.getTime() / 1000) - 301;
    const stale = {
      ...h,
      'webhook-timestamp': String(old),
      'webhook-signature': signStandard(vector.secret, 'd-7', old, vector.body),
    };
    expect(() => receiveDelivery(vector.secret, vector.body, stale)).toThrow(/too old/i);
  });

  it("match the library's own signature for the same message", () => {
    const at = 1767225600;
    expect(signStandard(vector.secret, 'msg_1', at, vector.body)).toBe(
      new Webhook(vector.secret).sign('msg_1', new Date(at * 1000), vector.body),
    );
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
