import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from '../logger.js';
import { ApiError } from '../contract/errors.js';
import { sendError } from './error-handler.js';

/**
 * Requests that never reach a route still get the contract's error body and a
 * Request-Id. Two places handle them: Node's HTTP parser (a control character
 * in a header, a bad request line, oversized headers: `clientErrorHandler`,
 * which only has the socket) and Fastify before routing (bad percent-encoding,
 * an over-long path parameter: `frameworkErrors`).
 */

/** Fastify's `frameworkErrors`: errors raised while routing, before any hook ran. */
export function frameworkErrors(
  err: Error & { code?: string },
  req: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  reply.header('Request-Id', req.id);
  const error =
    err.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new ApiError('not-found', 'No object with that id in this workspace.')
      : new ApiError(
          'invalid-request',
          err.code === 'FST_ERR_BAD_URL' ? 'The URL is malformed (bad percent-encoding).' : 'The request is malformed.',
        );
  return sendError(reply, req, error);
}

const PARSER_MESSAGES: Record<string, string> = {
  HPE_HEADER_OVERFLOW: 'The request headers are too large.',
  ERR_HTTP_REQUEST_TIMEOUT: 'The request did not arrive in time.',
  HPE_INVALID_HEADER_TOKEN: 'A request header holds a character that is not allowed.',
};

/** Fastify's `clientErrorHandler`: Node could not parse the request; answer on the socket and close it. */
export function clientErrorHandler(log: Logger) {
  return (err: Error & { code?: string }, socket: Socket): void => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const requestId = randomUUID();
    const error = new ApiError('invalid-request', PARSER_MESSAGES[err.code ?? ''] ?? 'The request is not valid HTTP.');
    const body = JSON.stringify({ ...error.toBody(), requestId });
    log.debug({ requestId, code: err.code }, 'malformed request');
    if (socket.writable) {
      socket.end(
        `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status]}\r\n` +
          `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
          `Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    // end() lets the answer reach the client; a client that keeps the connection open is cut off shortly after.
    setTimeout(() => socket.destroy(), 1000).unref();
  };
}

/** True when the client sent `name` more than once (Node joins most repeated headers into one value). */
export function repeatedHeader(req: FastifyRequest, name: string): boolean {
  let seen = 0;
  const raw = req.raw.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) if (raw[i]!.toLowerCase() === name && ++seen > 1) return true;
  return false;
}
