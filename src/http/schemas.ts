import { Type, type TSchema, type TObject, type Static } from '@sinclair/typebox';
import { ERROR_STATUS, LINT_CODES, type ErrorCode } from './errors.js';

/** Shared wire schemas. Named ones are registered as OpenAPI components by the app. */

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A string enum as JSON Schema `enum` (one clear validation message, one OpenAPI enum). */
export const StringEnum = <const T extends readonly string[]>(values: T, options: { description?: string; default?: T[number] } = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

export const Uuid = Type.String({ format: 'uuid', description: 'UUID' });
export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
/** A UUID in a path: the pattern is stated for clients (a malformed one answers 404 either way). */
export const UuidParam = Type.String({ format: 'uuid', pattern: UUID_PATTERN, description: 'UUID' });
export const DateTime = Type.String({ format: 'date-time', description: 'ISO 8601 UTC with milliseconds' });
export const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD (UTC)' });
/** Any JSON object whose inner fields the contract leaves open. */
export const OpenObject = (description?: string) =>
  Type.Object({}, { additionalProperties: true, ...(description ? { description } : {}) });

export const LintProblem = Type.Object(
  {
    path: Type.String({ description: 'the field concerned, for example steps[3].body' }),
    code: StringEnum(LINT_CODES, { description: 'the rule broken; tour edits and skill edits each use their own part of the list' }),
    message: Type.String(),
    severity: Type.Union([Type.Literal('error'), Type.Literal('warning')]),
  },
  { $id: 'LintProblem', title: 'LintProblem' },
);

/**
 * How many of each kind masking replaced (src/platform/masking); shared by every
 * read that returns what people said: conversations, knowledge gaps, account briefs.
 */
export const Redaction = Type.Object(
  {
    email: Type.Integer({ minimum: 0 }),
    phone: Type.Integer({ minimum: 0 }),
    card: Type.Integer({ minimum: 0, description: 'Luhn-valid card numbers' }),
    account: Type.Integer({ minimum: 0, description: 'IBANs and long account numbers' }),
    name: Type.Integer({ minimum: 0, description: "the visitor's own name or a part of it" }),
  },
  { $id: 'Redaction', title: 'Redaction', description: 'Counts of what was masked, by kind' },
);

export const ErrorBody = Type.Object(
  {
    status: Type.Integer(),
    code: StringEnum(Object.keys(ERROR_STATUS) as ErrorCode[], { description: 'machine code from the error catalogue' }),
    message: Type.String(),
    requestId: Type.String(),
    param: Type.Optional(Type.String({ description: 'the parameter or header at fault' })),
    problems: Type.Optional(Type.Array(Type.Ref(LintProblem))),
    currentVersion: Type.Optional(
      Type.Union([Type.String(), Type.Integer()], { description: 'with `stale`: the version to re-read' }),
    ),
  },
  { $id: 'Error', title: 'Error' },
);
export type ErrorBodyType = Static<typeof ErrorBody>;

export const PageQuery = {
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50, description: '1 to 200' })),
  cursor: Type.Optional(Type.String({ minLength: 1, maxLength: 2000, description: 'the nextCursor of the previous page' })),
};

export const NextCursor = Nullable(Type.String({ description: 'opaque; null on the last page' }));

/** A malformed UUID in a path answers 404 (the object cannot exist), see the error handler. */
export const IdParams = Type.Object({ id: UuidParam });

/** Schemas every app registers so `$ref`s resolve and become named components. */
export const sharedSchemas: TObject[] = [LintProblem, Redaction, ErrorBody];
