import type { FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay from 'find-my-way';
import { ApiError } from '../contract/errors.js';
import { sendError } from './error-handler.js';

/** Every path either API serves, by method: what a 405's Allow header is read from. */
export type KnownPaths = ReturnType<typeof FindMyWay>;
export const knownPaths = (): KnownPaths => FindMyWay();

/**
 * The one not-found handler of both APIs: a path served with other methods is
 * a 405 naming them in `Allow` (`methods`: the methods that API answers;
 * `alsoAllow`: ones answered for every path, as the runtime's CORS OPTIONS),
 * anything else a 404.
 */
export function notFoundHandler(paths: KnownPaths, methods: readonly string[], alsoAllow: readonly string[] = []) {
  return (req: FastifyRequest, reply: FastifyReply) => {
    const path = req.url.split('?')[0]!;
    const allowed = methods.filter((m) => paths.find(m as 'GET', path));
    if (allowed.length > 0) {
      reply.header('Allow', [...allowed, ...alsoAllow].join(', '));
      return sendError(
        reply,
        req,
        new ApiError('method-not-allowed', `${req.method} is not allowed here; use ${allowed.join(', ')}.`),
      );
    }
    return sendError(reply, req, new ApiError('not-found', 'No such endpoint.'));
  };
}
