import { Type, type TOptional, type TSchema, type TUnsafe, type Static } from '@sinclair/typebox';
import { ERROR_STATUS, LINT_CODES, type ErrorCode } from './errors.js';

/** Shared wire schemas. Named ones are registered as OpenAPI components by the app. */

const PRIMITIVES = new Set(['string', 'integer', 'number', 'boolean']);

/**
 * "T or null". A primitive becomes `type: [T, "null"]`: the serializer then
 * picks the branch with a typeof check, where an `anyOf` would run a schema
 * validator for every field of every row. Objects, arrays and refs keep `anyOf`.
 */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  const type = (schema as { type?: unknown }).type;
  if (typeof type === 'string' && PRIMITIVES.has(type) && !('anyOf' in schema)) {
    const { enum: values, ...rest } = schema as { enum?: unknown[] };
    return Type.Unsafe<Static<T> | null>({
      ...rest,
      type: [type, 'null'],
      ...(values ? { enum: [...values, null] } : {}),
    });
  }
  return Type.Unsafe<Static<T> | null>({ anyOf: [schema, Type.Null()] });
}

/** A string enum as JSON Schema `enum` (one clear validation message, one OpenAPI enum). */
export const StringEnum = <const T extends readonly string[]>(
  values: T,
  options: { description?: string; default?: T[number] } = {},
) => Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });

export const Uuid = Type.String({ format: 'uuid', maxLength: 36, description: 'UUID' });
export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
/** A UUID in a path: the pattern is stated for clients (a malformed one answers 404 either way). */
export const UuidParam = Type.String({ format: 'uuid', pattern: UUID_PATTERN, maxLength: 36, description: 'UUID' });
/** Longest date-time accepted: `2026-11-21T09:30:00.000000+05:30` and then some. */
export const DATE_TIME_MAX = 40;
export const DateTime = Type.String({
  format: 'date-time',
  maxLength: DATE_TIME_MAX,
  description: 'ISO 8601 UTC with milliseconds',
});
export const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10, description: 'YYYY-MM-DD (UTC)' });
/** Any JSON object whose inner fields the contract leaves open (responses; requests use BoundedObject). */
export const OpenObject = (description?: string) =>
  Type.Object({}, { additionalProperties: true, ...(description ? { description } : {}) });

/** What an open JSON value in a request may hold: every accepted text has a maximum length. */
export const OPEN_VALUE_LIMITS = { text: 2000, key: 100, items: 100, properties: 100 } as const;

/**
 * Any JSON value, bounded: strings up to 2,000 characters, keys up to 100,
 * arrays and objects up to 100 entries (and, for every body, 64 levels of
 * nesting: see jsonTooDeep). For request fields whose shape the contract leaves open.
 */
export const JsonValue = Type.Unsafe<unknown>({
  $id: 'JsonValue',
  title: 'JsonValue',
  description: `any JSON value; strings at most ${OPEN_VALUE_LIMITS.text} characters, object keys at most ${OPEN_VALUE_LIMITS.key}, at most ${OPEN_VALUE_LIMITS.items} items or properties`,
  anyOf: [
    { type: 'string', maxLength: OPEN_VALUE_LIMITS.text },
    { type: 'number' },
    { type: 'boolean' },
    { type: 'null' },
    { type: 'array', maxItems: OPEN_VALUE_LIMITS.items, items: { $ref: 'JsonValue' } },
    {
      type: 'object',
      maxProperties: OPEN_VALUE_LIMITS.properties,
      propertyNames: { maxLength: OPEN_VALUE_LIMITS.key },
      additionalProperties: { $ref: 'JsonValue' },
    },
  ],
});

/** A request object whose fields the contract leaves open, with bounded text (see JsonValue). */
export const BoundedObject = (description?: string) =>
  Type.Object(
    {},
    {
      additionalProperties: Type.Ref(JsonValue),
      maxProperties: OPEN_VALUE_LIMITS.properties,
      propertyNames: { maxLength: OPEN_VALUE_LIMITS.key },
      ...(description ? { description } : {}),
    },
  );

export const LintProblem = Type.Object(
  {
    path: Type.String({ description: 'the field concerned, for example steps[3].body' }),
    code: StringEnum(LINT_CODES, {
      description: 'the rule broken; tour edits and skill edits each use their own part of the list',
    }),
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
    code: StringEnum(Object.keys(ERROR_STATUS) as ErrorCode[], {
      description: 'machine code from the error catalogue',
    }),
    message: Type.String(),
    requestId: Type.String(),
    param: Type.Optional(Type.String({ description: 'the parameter or header at fault' })),
    problems: Type.Optional(Type.Array(Type.Ref(LintProblem))),
    currentVersion: Type.Optional(
      Type.Union([Type.String(), Type.Integer()], { description: 'with `stale`: the version to re-read' }),
    ),
    sourceId: Type.Optional(
      Type.String({
        format: 'uuid',
        description:
          'with `conflict` from addFollowUpToKnowledge: the knowledge source already made from the follow-up (delete it to add the follow-up again)',
      }),
    ),
  },
  { $id: 'Error', title: 'Error' },
);
export type ErrorBodyType = Static<typeof ErrorBody>;

/**
 * An optional request field whose schema states a `default`: the validator
 * fills the default in when the field is missing (`useDefaults`), so a handler
 * sees it as always present (HandlerContext types it so). The schema is the one
 * place the default is written.
 */
export function WithDefault<T extends TSchema>(schema: T): TOptional<T> & { default: Static<T> } {
  if (schema.default === undefined) throw new Error('WithDefault: the schema states no default');
  return Type.Optional(schema) as TOptional<T> & { default: Static<T> };
}

export const PageQuery = {
  limit: WithDefault(Type.Integer({ minimum: 1, maximum: 200, default: 50, description: '1 to 200' })),
  cursor: Type.Optional(
    Type.String({ minLength: 1, maxLength: 2000, description: 'the nextCursor of the previous page' }),
  ),
};

export const NextCursor = Nullable(Type.String({ description: 'opaque; null on the last page' }));

/** A malformed UUID in a path answers 404 (the object cannot exist), see the error handler. */
export const IdParams = Type.Object({ id: UuidParam });

/** Schemas every app registers so `$ref`s resolve and become named components. */
export const sharedSchemas: TSchema[] = [LintProblem, Redaction, ErrorBody, JsonValue];
