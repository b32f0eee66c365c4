/**
 * The one error catalogue: every machine code the API answers with, and its status.
 * Codes are exactly those of the contract (section 7) plus the decisions' transport
 * codes (405, 413, 500), the PDF upload's 422 codes, and 503 `service-unavailable` (the database is unreachable
 * for a moment; docs/decisions.md).
 */
export const ERROR_STATUS = {
  'invalid-request': 400,
  'invalid-range': 400,
  'lint-failed': 400,
  unauthorized: 401,
  // The runtime API (runtime-api.md): a visitor token that is missing, forged, expired or foreign.
  'invalid-token': 401,
  'insufficient-scope': 403,
  'plan-api-off': 403,
  'sandbox-only': 403,
  // Dashboard sessions: a cookie-authenticated write without the session's X-CSRF-Token.
  'csrf-failed': 403,
  // The runtime API: a browser Origin outside the agent's allowedOrigins.
  'origin-not-allowed': 403,
  'not-found': 404,
  'method-not-allowed': 405,
  conflict: 409,
  'idempotency-mismatch': 409,
  stale: 409,
  // The workspace's last owner cannot be removed or demoted.
  'last-owner': 409,
  'payload-too-large': 413,
  // PDF sources (knowledge): the upload is not a PDF, cannot be read, or has no text to index.
  'not-a-pdf': 422,
  'pdf-unreadable': 422,
  'pdf-has-no-text': 422,
  'rate-limited': 429,
  // Five failed sign-ins for the email or from the address in 15 minutes.
  'sign-in-locked': 429,
  internal: 500,
  'service-unavailable': 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** When each code is answered: the OpenAPI document's error responses are written from this. */
export const ERROR_MEANING: Record<ErrorCode, string> = {
  'invalid-request': 'a malformed parameter, header or body; `param` names it',
  'invalid-range': '`from` or `to` is not a day, `to` is before `from`, or the range is over 366 days',
  'lint-failed': 'the tour or skill edit has lint errors; `problems` lists them',
  unauthorized: 'no key, or an unknown or revoked key (or no valid dashboard session)',
  'invalid-token': 'runtime API: the visitor token is missing where required, forged, expired or for another data set',
  'insufficient-scope': 'the key lacks the scope of the operation (`x-scope`)',
  'plan-api-off': "the workspace's plan has no API access",
  'sandbox-only': 'a live key called an operation that needs a test key',
  'csrf-failed':
    'a write authenticated by the dashboard session cookie came without the X-CSRF-Token header of that session',
  'origin-not-allowed': "runtime API: the browser's Origin is not one of the agent's allowedOrigins",
  'not-found': 'no object with that id in this data set (a malformed id in a path too)',
  'method-not-allowed': 'the path exists but not with this method; `Allow` lists the methods',
  conflict: "the object's state refuses the write, or the same Idempotency-Key is still running (with `Retry-After`)",
  'idempotency-mismatch': 'the Idempotency-Key was used for a different request in the last 24 hours',
  'last-owner': 'the change would leave the workspace without an owner; make another operator owner first',
  stale: 'the document changed since the `baseVersion` sent; `currentVersion` says what to re-read',
  'payload-too-large': 'the request body is over the size limit',
  'not-a-pdf': 'the uploaded file is not a PDF (it does not start with `%PDF-`)',
  'pdf-unreadable': 'the PDF is damaged, password-protected or too complex to read',
  'pdf-has-no-text': 'the PDF has no text to index (a scanned document without a text layer): run OCR on it first',
  'rate-limited': 'the bucket of the key (or of the address, without a key) is empty; wait `Retry-After` seconds',
  'sign-in-locked':
    'five failed sign-ins for this email or from this address in the last 15 minutes; wait `Retry-After` seconds',
  internal: 'an unexpected failure on the server; the request id identifies it in the logs',
  'service-unavailable': 'the database cannot be reached right now (a restart); retry after `Retry-After` seconds',
};

/**
 * Every code a lint problem can carry: tour lint (errors, then warnings) and
 * skill lint. The OpenAPI document lists them as the enum of LintProblem.code.
 */
export const LINT_CODES = [
  'missing-ref',
  'duplicate-ref',
  'unknown-screen',
  'screen-moved',
  'empty',
  'ask-self-playing',
  'auto-no-duration',
  'at-past-end',
  'vocab-demo',
  'vocab-project',
  'vocab-folio',
  'too-close',
  'screen-no-steps',
  'unverified-selector',
  'too-long',
  'at-not-video',
  'unknown-skill',
  'tool-missing',
] as const;

export type LintCode = (typeof LINT_CODES)[number];

export interface LintProblemBody {
  path: string;
  code: LintCode;
  message: string;
  severity: 'error' | 'warning';
}

export interface ErrorExtras {
  param?: string;
  problems?: LintProblemBody[];
  currentVersion?: string | number;
  /** With `conflict` from addFollowUpToKnowledge: the source already made from the follow-up. */
  sourceId?: string;
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  readonly status: number;
  readonly param?: string;
  readonly problems?: LintProblemBody[];
  readonly currentVersion?: string | number;
  readonly sourceId?: string;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    message: string,
    extras: ErrorExtras = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = ERROR_STATUS[code];
    if (extras.param !== undefined) this.param = extras.param;
    if (extras.problems !== undefined) this.problems = extras.problems;
    if (extras.currentVersion !== undefined) this.currentVersion = extras.currentVersion;
    if (extras.sourceId !== undefined) this.sourceId = extras.sourceId;
    this.headers = extras.headers ?? {};
  }

  /** The body without the request id, which is fresh on every response (also replays). */
  toBody(): ErrorBodyWithoutId {
    return {
      status: this.status,
      code: this.code,
      message: this.message,
      ...(this.param !== undefined ? { param: this.param } : {}),
      ...(this.problems !== undefined ? { problems: this.problems } : {}),
      ...(this.currentVersion !== undefined ? { currentVersion: this.currentVersion } : {}),
      ...(this.sourceId !== undefined ? { sourceId: this.sourceId } : {}),
    };
  }
}

export interface ErrorBodyWithoutId {
  status: number;
  code: string;
  message: string;
  param?: string;
  problems?: LintProblemBody[];
  currentVersion?: string | number;
  sourceId?: string;
}

export const invalidRequest = (message: string, param?: string) =>
  new ApiError('invalid-request', message, param !== undefined ? { param } : {});
export const invalidRange = (message: string, param?: string) =>
  new ApiError('invalid-range', message, param !== undefined ? { param } : {});
export const notFound = (what: string) => new ApiError('not-found', `No ${what} with that id in this workspace.`);
export const conflict = (message: string, headers?: Record<string, string>) =>
  new ApiError('conflict', message, headers ? { headers } : {});
export const stale = (currentVersion: string | number) =>
  new ApiError('stale', 'The document changed since the baseVersion sent; re-read it and apply again.', {
    currentVersion,
  });
export const lintFailed = (problems: LintProblemBody[]) =>
  new ApiError('lint-failed', 'The document has lint errors; see problems.', { problems });
