import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';

type GcFunction = (options?: {
  type?: 'major' | 'minor';
  execution?: 'sync' | 'async';
  flavor?: 'regular' | 'last-resort';
}) => void;

/**
 * V8's `gc` function (its gc extension), without exposing it to the
 * application: the flag is on only while one new context is made, as Jest's
 * leak detector does. An operator who starts node with --expose-gc keeps the
 * global one.
 */
function gcFunction(): GcFunction | null {
  const global = (globalThis as { gc?: GcFunction }).gc;
  if (typeof global === 'function') return global;
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc: unknown = vm.runInNewContext('gc');
    return typeof gc === 'function' ? (gc as GcFunction) : null;
  } catch {
    return null;
  } finally {
    v8.setFlagsFromString('--no-expose-gc');
  }
}

/** One memory-reducing full GC (the one V8 runs before giving up on an allocation: it compacts the heap and frees its pooled pages). */
const reduce = (gc: GcFunction) => gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });

/**
 * When to release again after start-up: the event loop was idle over the last
 * interval (utilization under `idleUtilization`; an idle embedded process runs
 * at 0.01 to 0.02) and RSS has grown by `growthBytes` since the last release.
 * After a release the baseline is whatever RSS is then, so memory a GC cannot
 * give back (PGlite's, malloc's) does not make it release again every interval.
 */
export class IdleRelease {
  private baseline: number;
  constructor(
    rss: number,
    private readonly growthBytes: number,
    private readonly idleUtilization: number,
  ) {
    this.baseline = rss;
  }

  /** After an interval: its event-loop utilization and RSS now. True: release, then call released(). */
  due(utilization: number, rss: number): boolean {
    this.baseline = Math.min(this.baseline, rss);
    return utilization < this.idleUtilization && rss > this.baseline + this.growthBytes;
  }

  released(rss: number): void {
    this.baseline = rss;
  }
}

/**
 * Hands the memory that start-up used and no longer needs back to the system,
 * now and whenever the process goes idle after growing (see `reduce`).
 *
 * Why: start-up (migrations, the route schemas compiled, the OpenAPI examples,
 * the sandbox seeded) leaves the JS heap at about 140 MB committed for 60 to
 * 70 MB of live objects (`--trace-gc`): ordinary mark-compacts hardly shrink
 * it, and the pages they free stay committed in V8's page pool. V8's memory
 * reducer, which would shrink it once the process idles, never runs in this
 * Node: it waits for a low allocation rate of the embedder's (cppgc) heap too,
 * and with no cppgc allocations that rate counts as 0 and "high"
 * (`--trace-memory-reducer`: "high alloc" every 8 s). Measured on an idle
 * embedded process (issue 19): RSS 316 → 235 MiB; the call is two
 * mark-compacts, about 110 ms, blocking the event loop meanwhile, so it runs
 * right after the process is ready, and afterwards only when the process has
 * gone idle after work that grew it (IdleRelease, checked every `intervalMs`
 * by an unref'd timer): after a burst of load the heap otherwise stays at the
 * burst's size.
 *
 * Returns false when V8 would not give the function (nothing happens then).
 */
export function releaseHeapWhenIdle(
  opts: { intervalMs?: number; growthBytes?: number; idleUtilization?: number } = {},
): boolean {
  const gc = gcFunction();
  if (!gc) return false;
  reduce(gc);
  const idle = new IdleRelease(
    process.memoryUsage.rss(),
    opts.growthBytes ?? 32 * 1024 * 1024,
    opts.idleUtilization ?? 0.05,
  );
  let last = performance.eventLoopUtilization();
  setInterval(() => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    if (!idle.due(utilization, process.memoryUsage.rss())) return;
    reduce(gc);
    idle.released(process.memoryUsage.rss());
  }, opts.intervalMs ?? 10_000).unref();
  return true;
}
