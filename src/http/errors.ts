/**
 * The one error catalogue: every machine code the API answers with, and its status.
 * Codes are exactly those of the contract (section 7) plus the decisions' transport
 * codes (405, 413, 500).
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
  // The runtime API: a browser Origin outside the agent's allowedOrigins.
  'origin-not-allowed': 403,
  'not-found': 404,
  'method-not-allowed': 405,
  conflict: 409,
  'idempotency-mismatch': 409,
  stale: 409,
  'payload-too-large': 413,
  'rate-limited': 429,
  internal: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface LintProblemBody {
  path: string;
  code: string;
  message: string;
  severity: 'error' | 'warning';
}

export interface ErrorExtras {
  param?: string;
  problems?: LintProblemBody[];
  currentVersion?: string | number;
  headers?: Record<string, string>;
}

export class ApiError extends Error {
  readonly status: number;
  readonly param?: string;
  readonly problems?: LintProblemBody[];
  readonly currentVersion?: string | number;
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
}

export const invalidRequest = (message: string, param?: string) =>
  new ApiError('invalid-request', message, param !== undefined ? { param } : {});
export const invalidRange = (message: string, param?: string) =>
  new ApiError('invalid-range', message, param !== undefined ? { param } : {});
export const notFound = (what: string) => new ApiError('not-found', `No ${what} with that id in this workspace.`);
export const conflict = (message: string, headers?: Record<string, string>) =>
  new ApiError('conflict', message, headers ? { headers } : {});
export const stale = (currentVersion: string | number) =>
  new ApiError('stale', 'The document changed since the baseVersion sent; re-read it and apply again.', { currentVersion });
export const lintFailed = (problems: LintProblemBody[]) =>
  new ApiError('lint-failed', 'The document has lint errors; see problems.', { problems });
