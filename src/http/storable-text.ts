import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { ApiError } from '../contract/errors.js';

/**
 * Text PostgreSQL cannot store is refused at the edge, on every route of both
 * APIs, before any handler (or a transaction) sees it: NUL (`\u0000`; a text
 * column refuses it, 22021, and jsonb refuses its escape, 22P05) and lone
 * UTF-16 surrogates (JSON may escape one, `"\ud800"`; jsonb refuses it, a text
 * column would silently store U+FFFD). Without this a turn was answered and then
 * lost at commit. Other control characters are storable and pass: output is
 * escaped where it is shown (the CLI, the dashboard). Object keys count too, for
 * the objects stored whole (metadata, fields).
 *
 * Headers need no check: Node's parser refuses NUL and other controls in them,
 * and a header value is bytes (latin1), never a surrogate.
 */

// NUL, or any surrogate half; the exact check (a pair is fine) runs only on a hit.
const SUSPECT = /[\u0000\ud800-\udfff]/;

/** True when PostgreSQL can store `s` as text (and inside jsonb). */
export function storableText(s: string): boolean {
  if (!SUSPECT.test(s)) return true;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0) return false;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = s.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) return false;
  }
  return true;
}

/**
 * The `param` path (`a.b[0].c`, as validation errors name fields) of the first
 * string or key in `value` that cannot be stored, or null. `root` names the
 * value itself when it is a bare string.
 */
export function unstorablePath(value: unknown, root: string): string | null {
  return walk(value, '', root, 0);
}

// Deeper than any accepted body (app.ts refuses JSON nesting past 64): stop, the schema refuses the rest.
const MAX_DEPTH = 80;

function walk(value: unknown, path: string, root: string, depth: number): string | null {
  if (typeof value === 'string') return storableText(value) ? null : path || root;
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = walk(value[i], `${path}[${i}]`, root, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [k, v] of Object.entries(value)) {
    const at = path ? `${path}.${k}` : k;
    if (!storableText(k)) return storableText(at) ? at : path || root;
    const found = walk(v, at, root, depth + 1);
    if (found) return found;
  }
  return null;
}

/** The `param` of a field PostgreSQL cannot store, as the error shows it (never the bad text itself). */
function refuse(param: string): ApiError {
  const shown = storableText(param) ? param : param.replace(/[\u0000\ud800-\udfff]/g, '?');
  return new ApiError(
    'invalid-request',
    `${shown} holds text that cannot be stored (a NUL character or an unpaired UTF-16 surrogate); send well-formed Unicode without U+0000.`,
    { param: shown },
  );
}

/**
 * onRequest hook (before any key, token or id is looked up): path parameters and
 * the query string. A path parameter is named by its route name.
 */
export function refuseUnstorableUrl(req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const bad = unstorablePath(req.params, 'params') ?? unstorablePath(req.query, 'query');
  done(bad ? refuse(bad) : undefined);
}

/** preValidation hook (the body is parsed; nothing has used it yet): the body, every string and key in it. */
export function refuseUnstorableBody(req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const bad = unstorablePath(req.body, 'body');
  done(bad ? refuse(bad) : undefined);
}
