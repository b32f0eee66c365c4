/** Rejects when `work` takes longer than `ms` (the work itself carries on; its result is then ignored). */
export function within<T>(ms: number, work: Promise<T>, what = 'the operation'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
