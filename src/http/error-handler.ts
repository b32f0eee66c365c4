import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from '../logger.js';
import { ApiError, type ErrorBodyWithoutId } from '../contract/errors.js';
import { PG, isConnectionFailure, pgCode } from '../db/errors.js';

interface AjvError {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: { missingProperty?: string; allowedValues?: unknown[] };
}

/** Header names as people write them, for `param`. */
const HEADER_NAMES: Record<string, string> = { 'idempotency-key': 'Idempotency-Key', 'last-event-id': 'Last-Event-ID' };

function paramOf(context: string | undefined, e: AjvError): string {
  const segments = (e.instancePath ?? '')
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (e.keyword === 'required' && e.params?.missingProperty) segments.push(e.params.missingProperty);
  let param = '';
  for (const s of segments) param += /^\d+$/.test(s) ? `[${s}]` : param ? `.${s}` : s;
  if (context === 'headers') return HEADER_NAMES[param.toLowerCase()] ?? param;
  return param || (context === 'body' ? 'body' : (context ?? 'request'));
}

function describe(param: string, e: AjvError): string {
  if (e.keyword === 'required') return `${param} is required.`;
  if (e.keyword === 'enum' && e.params?.allowedValues)
    return `${param} must be one of: ${e.params.allowedValues.join(', ')}.`;
  return `${param} ${e.message ?? 'is invalid'}.`;
}

/** Maps anything thrown to a contract error; the only place error bodies are made. */
export function toApiError(err: unknown, log: Logger, req: FastifyRequest): ApiError {
  if (err instanceof ApiError) return err;
  const fe = err as FastifyError & { validation?: AjvError[]; validationContext?: string };
  if (fe.validation && fe.validation.length > 0) {
    // A malformed id in a path names an object that cannot exist.
    const first = fe.validation[0]!;
    const param = paramOf(fe.validationContext, first);
    if (fe.validationContext === 'params' && param !== req.routeOptions.config?.def?.newObjectParam) {
      return new ApiError('not-found', 'No object with that id in this workspace.');
    }
    return new ApiError('invalid-request', describe(param, first), { param });
  }
  switch (fe.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('payload-too-large', 'The request body is too large.');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError('invalid-request', 'The request body must be JSON (content-type: application/json).', {
        param: 'content-type',
      });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError('invalid-request', 'The request body is not valid JSON.', { param: 'body' });
  }
  if (err instanceof SyntaxError && fe.statusCode === 400) {
    return new ApiError('invalid-request', 'The request body is not valid JSON.', { param: 'body' });
  }
  // The database is restarting or unreachable: the client should retry (the Database logs the outage once).
  if (isConnectionFailure(err)) {
    return new ApiError('service-unavailable', 'The service cannot reach its database right now; retry shortly.', {
      headers: { 'Retry-After': '2' },
    });
  }
  switch (pgCode(err)) {
    case PG.uniqueViolation:
      return new ApiError('conflict', 'The write conflicts with an object that already exists.');
    case PG.serializationFailure:
    case PG.deadlock:
    case PG.lockNotAvailable:
      return new ApiError('conflict', 'The object was changed by another request at the same time; retry.', {
        headers: { 'Retry-After': '1' },
      });
    case PG.foreignKeyViolation:
      return new ApiError('invalid-request', 'The request refers to an object that does not exist.');
    case PG.invalidText:
    case PG.numericOutOfRange:
    case PG.stringTooLong:
    case PG.characterNotInRepertoire:
    case PG.untranslatableCharacter:
    case PG.checkViolation:
    case PG.notNullViolation:
      return new ApiError('invalid-request', 'A value in the request is not acceptable.');
  }
  if (typeof fe.statusCode === 'number' && fe.statusCode >= 400 && fe.statusCode < 500) {
    if (fe.statusCode === 413) return new ApiError('payload-too-large', 'The request body is too large.');
    return new ApiError('invalid-request', 'The request is malformed.');
  }
  log.error({ err, requestId: req.id, url: req.url }, 'unexpected failure');
  return new ApiError('internal', 'Something went wrong on our side; the request id identifies it.');
}

export function sendError(
  reply: FastifyReply,
  req: FastifyRequest,
  err: ApiError | { status: number; body: ErrorBodyWithoutId },
): FastifyReply {
  const status = err instanceof ApiError ? err.status : err.status;
  const body = err instanceof ApiError ? err.toBody() : err.body;
  if (err instanceof ApiError) for (const [k, v] of Object.entries(err.headers)) reply.header(k, v);
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send({ ...body, requestId: req.id });
}
