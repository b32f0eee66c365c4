import { expect } from 'vitest';
import { BUCKETS, type BucketName } from '../../src/platform/rate-limit/buckets.js';

/** Request ids are random UUIDs. */
export const REQUEST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/**
 * The rate-limit headers a /v1 answer carries, with the values the contract
 * fixes: the bucket drawn from (`resource`, else the one the answer names, which
 * must be a /v1 bucket: a session draws from `session`), its size, the whole tokens left after this call's draw
 * (below the size) and a reset that is not before the request was sent (`sentAt`, ms; a slow route such as a
 * PDF upload answers after a reset drawn at its start has passed, so "now" would be the wrong reference).
 */
export function expectRateHeaders(
  headers: Record<string, unknown>,
  resource?: BucketName,
  label = '',
  sentAt = Date.now(),
): void {
  const name = (resource ?? headers['x-ratelimit-resource']) as BucketName;
  expect(['default', 'session', 'knowledge'], label).toContain(name);
  expect(headers['x-ratelimit-resource'], label).toBe(name);
  expect(headers['x-ratelimit-limit'], label).toBe(String(BUCKETS[name].capacity));
  expect(String(headers['x-ratelimit-remaining']), label).toMatch(/^\d+$/);
  expect(Number(headers['x-ratelimit-remaining']), label).toBeLessThan(BUCKETS[name].capacity);
  expect(String(headers['x-ratelimit-reset']), label).toMatch(/^\d+$/);
  expect(Number(headers['x-ratelimit-reset']), label).toBeGreaterThanOrEqual(Math.floor(sentAt / 1000) - 1);
}
