import { randomUUID } from 'node:crypto';
import { createConciergeClient } from '../../client/index.js';
import { printResult, type CliIo } from '../command.js';
import type { Operation } from './operations.js';
import { describeFailure, readableError } from './failures.js';
import { resolveTarget, type ApiTarget } from './target.js';

export interface RequestInput {
  path: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

/**
 * Sends one operation through the typed client and prints the answer. Writes
 * carry an Idempotency-Key (the given one, or a fresh one that is shown so the
 * same write can be retried safely). Exit code: 0, or 1 for an API error.
 */
export async function perform(
  op: Operation,
  input: RequestInput,
  io: CliIo,
  opts: { idempotencyKey?: string | undefined; target?: ApiTarget } = {},
): Promise<number> {
  const target = opts.target ?? resolveTarget(io.err);
  const headers: Record<string, string> = {};
  if (op.idempotent) {
    const key = opts.idempotencyKey ?? randomUUID();
    headers['Idempotency-Key'] = key;
    io.err(`Idempotency-Key: ${key}  (to retry this write safely: --idempotency-key ${key})\n`);
  }
  const client = createConciergeClient({ apiUrl: target.url, apiKey: target.key, userAgent: 'concierge-cli' });
  let res: { data?: unknown; error?: unknown; response: Response };
  try {
    res = await client.request(
      op.method.toLowerCase() as 'get',
      op.path as never,
      {
        params: { path: input.path, query: input.query },
        ...(input.body !== undefined ? { body: input.body } : {}),
        headers,
      } as never,
    );
  } catch (err) {
    io.err(`svc: ${describeFailure(err, target.url)}\n`);
    return 1;
  }
  if (res.response.headers.get('idempotent-replayed') === 'true') {
    io.err(
      'Idempotent-Replayed: true (the stored answer to the first request with this key; nothing was done again)\n',
    );
  }
  if (!res.response.ok) {
    if (io.mode === 'json' && typeof res.error === 'object' && res.error !== null)
      io.out(`${JSON.stringify(res.error, null, 2)}\n`);
    io.err(`svc: ${readableError(res.response, res.error, { scope: op.scope, key: target.key })}`);
    return 1;
  }
  if (res.data === undefined) {
    if (io.mode !== 'json') io.out(`Done (${res.response.status}).\n`);
    return 0;
  }
  printResult(io, res.data);
  return 0;
}
