import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { IdleRelease, releaseHeapWhenIdle } from '../../src/process/heap.js';

const MiB = 1024 * 1024;

describe('releaseHeapWhenIdle', () => {
  it('shrinks a heap grown by garbage, without exposing gc to the application', () => {
    // Grow the old generation as start-up does: objects that live a while, then die.
    let held: number[][] | null = Array.from({ length: 400_000 }, (_, i) => [i, i + 1, i + 2]);
    expect(held.length).toBe(400_000);
    held = null;
    const before = v8.getHeapStatistics().total_heap_size;

    // A long interval: this test is about the release at once, not the timer.
    expect(releaseHeapWhenIdle({ intervalMs: 3_600_000 })).toBe(true);

    const after = v8.getHeapStatistics().total_heap_size;
    expect(after).toBeLessThan(before);
    // The gc extension was on only for the one context the function came from.
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
    expect(vm.runInNewContext('typeof gc')).toBe('undefined');
  });
});

describe('IdleRelease', () => {
  it('releases when idle after growing, not while busy, and not again for memory a GC kept', () => {
    const idle = new IdleRelease(230 * MiB, 32 * MiB, 0.05);
    expect(idle.due(0.02, 240 * MiB)).toBe(false); // idle, grown too little
    expect(idle.due(0.6, 320 * MiB)).toBe(false); // grown, but busy
    expect(idle.due(0.02, 320 * MiB)).toBe(true); // idle after the burst
    idle.released(300 * MiB); // the GC gave back only 20 MiB
    expect(idle.due(0.01, 310 * MiB)).toBe(false);
    expect(idle.due(0.01, 340 * MiB)).toBe(true);
  });

  it('follows RSS down, so growth counts from the lowest point since the last release', () => {
    const idle = new IdleRelease(300 * MiB, 32 * MiB, 0.05);
    expect(idle.due(0.01, 240 * MiB)).toBe(false);
    expect(idle.due(0.01, 280 * MiB)).toBe(true);
  });
});
