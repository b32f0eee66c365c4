import { randomUUID } from 'node:crypto';
import { createConciergeClient } from '../../client/index.js';
import { printResult, type CliIo } from '../command.js';
import type { Operation } from './operations.js';
import { resolveTarget, type ApiTarget } from './target.js';

export interface RequestInput {
  path: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}

interface ErrorBody {
  status?: number;
  code?: string;
  message?: string;
  requestId?: string;
  param?: string;
  problems?: Array<{ severity: string; code: string; path: string; message: string }>;
  currentVersion?: string | number;
}

/** An API error for people: status and code, the message, then the request id and what else the body says. */
export function readableError(response: Response, error: unknown): string {
  const body = (typeof error === 'object' && error !== null ? error : {}) as ErrorBody;
  const lines = [
    `${response.status} ${body.code ?? response.statusText}: ${body.message ?? (typeof error === 'string' && error ? error.slice(0, 500) : 'no message')}`,
  ];
  const requestId = body.requestId ?? response.headers.get('request-id');
  if (requestId) lines.push(`  request id: ${requestId}`);
  if (body.param) lines.push(`  param: ${body.param}`);
  if (body.currentVersion !== undefined) lines.push(`  current version: ${body.currentVersion}`);
  for (const p of body.problems ?? []) lines.push(`  ${p.severity} ${p.code} at ${p.path}: ${p.message}`);
  const retryAfter = response.headers.get('retry-after');
  if (retryAfter) lines.push(`  retry after: ${retryAfter} s`);
  return `${lines.join('\n')}\n`;
}

/** A request that got no answer: connection refused, DNS, TLS… */
export function describeFailure(err: unknown, url: string): string {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  const why = cause?.code ?? cause?.message ?? (err as Error).message;
  return `could not reach ${url} (${why}). Is the server running there? Set SVC_API_URL to the API's base URL, e.g. http://127.0.0.1:8080/v1`;
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
    res = await client.request(op.method.toLowerCase() as 'get', op.path as never, {
      params: { path: input.path, query: input.query },
      ...(input.body !== undefined ? { body: input.body } : {}),
      headers,
    } as never);
  } catch (err) {
    io.err(`svc: ${describeFailure(err, target.url)}\n`);
    return 1;
  }
  if (res.response.headers.get('idempotent-replayed') === 'true') {
    io.err('Idempotent-Replayed: true (the stored answer to the first request with this key; nothing was done again)\n');
  }
  if (!res.response.ok) {
    if (io.mode === 'json' && typeof res.error === 'object' && res.error !== null) io.out(`${JSON.stringify(res.error, null, 2)}\n`);
    io.err(`svc: ${readableError(res.response, res.error)}`);
    return 1;
  }
  if (res.data === undefined) {
    if (io.mode !== 'json') io.out(`Done (${res.response.status}).\n`);
    return 0;
  }
  printResult(io, res.data);
  return 0;
}
