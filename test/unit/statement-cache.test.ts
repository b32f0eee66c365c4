import { describe, expect, it } from 'vitest';
import { StatementCache } from '../../src/db/statement-cache.js';

describe('StatementCache', () => {
  it('parses a text once, then binds it by the same name', () => {
    const cache = new StatementCache(4);
    const first = cache.take('SELECT 1');
    expect(first).toMatchObject({ parse: true, close: [] });
    cache.settle(first, true);
    const again = cache.take('SELECT 1');
    expect(again).toMatchObject({ parse: false, close: [] });
    expect(again.entry.name).toBe(first.entry.name);
    expect(cache.take('SELECT 2').entry.name).not.toBe(first.entry.name);
  });

  it('parses again, after closing it, a statement whose group failed', () => {
    const cache = new StatementCache(4);
    const first = cache.take('SELECT 1');
    cache.settle(first, false);
    const retry = cache.take('SELECT 1');
    expect(retry).toMatchObject({ parse: true, close: [first.entry.name] });
    cache.settle(retry, true);
    // A held statement whose run failed (a stale plan, say) is not trusted either.
    const held = cache.take('SELECT 1');
    expect(held.parse).toBe(false);
    cache.settle(held, false);
    expect(cache.take('SELECT 1')).toMatchObject({ parse: true, close: [first.entry.name] });
  });

  it('holds at most its capacity, closing the least recently used', () => {
    const cache = new StatementCache(2);
    const a = cache.take('A');
    cache.settle(a, true);
    const b = cache.take('B');
    cache.settle(b, true);
    cache.settle(cache.take('A'), true); // A is now the most recently used
    const c = cache.take('C');
    expect(c.close).toEqual([b.entry.name]);
    expect(cache.size).toBe(2);
    // Until a group carrying the Close succeeded, the next group sends it again.
    cache.settle(c, false);
    const a2 = cache.take('A');
    expect(a2.close).toEqual([b.entry.name]);
    cache.settle(a2, true);
    expect(cache.take('A').close).toEqual([]);
  });

  it('never reuses a name, and never closes what was never sent', () => {
    const cache = new StatementCache(1);
    const names = new Set<string>();
    for (const text of ['A', 'B', 'A', 'B']) {
      const sent = cache.take(text);
      // Each text was evicted before it came back: a new name, and no Close for the one never parsed.
      expect(names.has(sent.entry.name)).toBe(false);
      names.add(sent.entry.name);
      expect(sent.close).toEqual([]);
    }
  });

  it('refuses a capacity below one (the driver sends nothing named instead)', () => {
    expect(() => new StatementCache(0)).toThrow(/positive integer/);
  });
});
