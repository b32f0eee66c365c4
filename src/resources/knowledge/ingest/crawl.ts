/** Crawl helpers: a growing queue with bounded concurrency, and the scope a crawl stays in. */

/** Runs `work` over a queue that may grow, `concurrency` at a time, pausing `delayMs` between starts. */
export async function drainQueue(
  initial: string[],
  opts: { concurrency: number; delayMs: number; cap: number; signal: AbortSignal; done?: string[] },
  work: (url: string) => Promise<string[]>,
): Promise<void> {
  const seen = new Set<string>(opts.done);
  const queue: string[] = [];
  const push = (u: string) => {
    if (seen.size >= opts.cap || seen.has(u)) return;
    seen.add(u);
    queue.push(u);
  };
  initial.forEach(push);
  let active = 0;
  let failure: unknown = null;
  await new Promise<void>((resolve) => {
    const next = () => {
      if (failure || opts.signal.aborted) {
        if (active === 0) resolve();
        return;
      }
      while (active < opts.concurrency && queue.length > 0) {
        const url = queue.shift()!;
        active++;
        const pause = opts.delayMs > 0 ? new Promise((r) => setTimeout(r, opts.delayMs)) : Promise.resolve();
        work(url)
          .then(
            (more) => more.forEach(push),
            (err) => (failure ??= err),
          )
          .then(() => pause)
          .finally(() => {
            active--;
            next();
          });
      }
      if (active === 0 && queue.length === 0) resolve();
    };
    next();
  });
  if (failure) throw failure;
  if (opts.signal.aborted) throw new Error('the worker is stopping');
}

/** Pages below the start page: same host, same path prefix (the start page's folder). */
export function crawlScope(start: string): (url: string) => boolean {
  const s = new URL(start);
  const path = s.pathname;
  const last = path.slice(path.lastIndexOf('/') + 1);
  const prefix = path.endsWith('/') ? path : last.includes('.') ? path.slice(0, path.lastIndexOf('/') + 1) : `${path}/`;
  return (url) => {
    const u = new URL(url);
    return u.protocol === s.protocol && u.host === s.host && (u.pathname === path || u.pathname.startsWith(prefix));
  };
}
