import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../contract/errors.js';
import { jsonTooDeep } from '../lib/json-depth.js';

/** Deeper JSON bodies are refused before parsing (no contract body needs more than a few levels). */
export const MAX_JSON_DEPTH = 64;

type Done = (err: Error | null, body?: unknown) => void;

/**
 * The one parser for every content type a route reads as JSON (application/json
 * on both surfaces, text/plain on the runtime API for navigator.sendBeacon): an
 * empty body is "no body", a body nesting deeper than MAX_JSON_DEPTH is refused
 * before it is parsed, whatever content type carried it.
 */
export function jsonBodyParser(app: FastifyInstance): (req: FastifyRequest, body: string | Buffer, done: Done) => void {
  const json = app.getDefaultJsonParser('error', 'error');
  return (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    if (jsonTooDeep(text, MAX_JSON_DEPTH)) {
      return done(
        new ApiError('invalid-request', `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`, {
          param: 'body',
        }),
        undefined,
      );
    }
    json(req, text, done as never);
  };
}
