/** What the CLI tells people when an API call fails: an error answer, or no answer at all. */
import { parseKey } from '../../platform/keys/key-format.js';
import { escapeForTerminal } from '../terminal-text.js';

interface ErrorBody {
  status?: number;
  code?: string;
  message?: string;
  requestId?: string;
  param?: string;
  problems?: Array<{ severity: string; code: string; path: string; message: string }>;
  currentVersion?: string | number;
  sourceId?: string;
}

/**
 * An API error for people: status and code, the message, then the request id and what else the body says.
 * A missing scope also gets the command that makes a key holding it (the scope comes from the operation when
 * the caller knows it, else from the API's message, which names it), in the mode of the key that was refused
 * (a live key's replacement is a live key).
 */
export function readableError(response: Response, error: unknown, opts: { scope?: string; key?: string } = {}): string {
  const body = (typeof error === 'object' && error !== null ? error : {}) as ErrorBody;
  const lines = [
    `${response.status} ${body.code ?? response.statusText}: ${body.message ?? (typeof error === 'string' && error ? error.slice(0, 500) : 'no message')}`,
  ];
  const requestId = body.requestId ?? response.headers.get('request-id');
  if (requestId) lines.push(`  request id: ${requestId}`);
  if (body.param) lines.push(`  param: ${body.param}`);
  if (body.currentVersion !== undefined) lines.push(`  current version: ${body.currentVersion}`);
  if (body.sourceId) lines.push(`  source: ${body.sourceId}`);
  for (const p of body.problems ?? []) lines.push(`  ${p.severity} ${p.code} at ${p.path}: ${p.message}`);
  if (body.code === 'insufficient-scope') {
    const scope = opts.scope ?? /needs the ([a-z_]+:[a-z_]+) scope/.exec(body.message ?? '')?.[1];
    if (scope) {
      const mode = (opts.key ? parseKey(opts.key)?.mode : undefined) ?? 'test';
      lines.push(`  this key does not hold ${scope}; make one that does, then use it (svc login --key …):`);
      lines.push(
        `    npx svc keys create --mode ${mode} --scope ${scope}     # or --all-scopes for every scope but transcripts`,
      );
    }
  }
  const retryAfter = response.headers.get('retry-after');
  if (retryAfter) lines.push(`  retry after: ${retryAfter} s`);
  // The message can quote what was sent (a name, a question): escaped for the terminal.
  return `${escapeForTerminal(lines.join('\n'))}\n`;
}

/** A request that got no answer: connection refused, DNS, TLS… */
export function describeFailure(err: unknown, url: string): string {
  const cause = (err as { cause?: { code?: string; message?: string } }).cause;
  const why = cause?.code ?? cause?.message ?? (err as Error).message;
  return `could not reach ${url} (${why}). Is the server running there? Set SVC_API_URL to the API's base URL, e.g. http://127.0.0.1:8080/v1`;
}
