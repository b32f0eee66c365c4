import { describe, expect, it } from 'vitest';
import { AuthCache } from '../../src/platform/keys/auth-cache.js';

describe('AuthCache', () => {
  it('keeps an answer until cleared, and never keeps a refusal', async () => {
    const cache = new AuthCache<string>();
    let calls = 0;
    const fetch = async () => {
      calls++;
      return 'ctx';
    };
    expect(await cache.through('h', fetch)).toBe('ctx');
    expect(await cache.through('h', fetch)).toBe('ctx');
    expect(calls).toBe(1);
    cache.clear();
    expect(await cache.through('h', fetch)).toBe('ctx');
    expect(calls).toBe(2);
    let misses = 0;
    const refuse = async () => {
      misses++;
      return null;
    };
    await cache.through('x', refuse);
    await cache.through('x', refuse);
    expect(misses).toBe(2);
  });

  it('does not keep an answer fetched while a change landed', async () => {
    const cache = new AuthCache<string>();
    let release!: () => void;
    const slow = cache.through('h', () => new Promise<string>((r) => (release = () => r('stale'))));
    cache.clear();
    release();
    expect(await slow).toBe('stale');
    expect(cache.get('h')).toBeUndefined();
  });

  it('caches nothing while the change channel is down, and expires entries', async () => {
    const off = new AuthCache<string>(30_000, 10, false);
    await off.through('h', async () => 'ctx');
    expect(off.get('h')).toBeUndefined();
    off.enable(true);
    await off.through('h', async () => 'ctx');
    expect(off.get('h')).toBe('ctx');
    const short = new AuthCache<string>(5);
    await short.through('h', async () => 'ctx');
    await new Promise((r) => setTimeout(r, 20));
    expect(short.get('h')).toBeUndefined();
  });
});
