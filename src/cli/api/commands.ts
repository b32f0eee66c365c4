import fs from 'node:fs';
import { UsageError, type CliCommand, type CliFlag, type CliIo } from '../command.js';
import { kebab, type Operation, type OperationField } from './operations.js';
import { perform, type RequestInput } from './request.js';

/** Example values by format, then by field name; a schema's own example wins. */
const BY_FORMAT: Record<string, string> = {
  uuid: '0194c0de-0000-7000-8000-000000000001',
  uri: 'https://www.example.com/docs/',
  email: 'ada@example.com',
  'date-time': '2026-01-01T00:00:00.000Z',
};
const BY_NAME: Record<string, string> = {
  slug: 'present-offer',
  domain: 'acme.com',
  actionId: 'book-demo',
  answer: 'Yes, we support SSO.',
  question: 'Where is customer data stored?',
  query: 'data residency',
  asked: 'pricing OR discount',
  name: 'Example',
  from: '2026-01-01',
  to: '2026-01-31',
  since: '0',
  types: 'follow_up.created',
};

function sampleValue(schema: Record<string, any>, name: string, depth = 0): unknown {
  if (schema.examples?.[0] !== undefined) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.anyOf) return sampleValue(schema.anyOf.find((m: any) => m.type !== 'null') ?? {}, name, depth);
  if (Array.isArray(schema.type))
    return sampleValue({ ...schema, type: schema.type.find((t: string) => t !== 'null') }, name, depth);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return schema.default ?? schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [sampleValue(schema.items ?? {}, name, depth + 1)];
    case 'object': {
      const out: Record<string, unknown> = {};
      if (depth >= 3) return out;
      for (const k of schema.required ?? []) out[k] = sampleValue(schema.properties?.[k] ?? {}, k, depth + 1);
      // An object that needs more properties than it requires (a segment filter: at least one condition)
      // gets its first optional ones, so the example is one the API accepts.
      for (const k of Object.keys(schema.properties ?? {})) {
        if (Object.keys(out).length >= (schema.minProperties ?? 0)) break;
        if (!(k in out)) out[k] = sampleValue(schema.properties[k], k, depth + 1);
      }
      return out;
    }
    default:
      return (
        BY_FORMAT[schema.format] ??
        BY_NAME[name] ??
        (schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$' ? '2026-01-01' : 'text')
      );
  }
}

const shellWord = (s: string) => (/^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);

/** The flag's spelling in usage: the API's name (`--visitorId`). */
function flagOf(f: OperationField, name: string = f.name): CliFlag {
  const aliases = name === f.name && kebab(f.name) !== f.name ? [kebab(f.name)] : [];
  const notes = [
    f.description ? f.description.replace(/[.;,]?$/, '.') : `${f.kind}.`,
    Array.isArray(f.schema.enum) ? `One of: ${f.schema.enum.join(', ')}.` : '',
    f.kind === 'json' ? 'As JSON.' : '',
    f.nullable ? '`null` clears it.' : '',
    f.kind === 'boolean' ? `--no-${name} sends false.` : '',
    f.kind === 'strings' ? 'Commas separate values.' : '',
  ];
  return {
    name,
    type: f.kind === 'boolean' ? 'boolean' : f.kind === 'strings' ? 'strings' : 'string',
    required: f.required,
    ...(f.in === 'body' ? { unless: 'data' } : {}),
    description: `(${f.in === 'body' ? 'body field' : f.in}) ${notes.filter(Boolean).join(' ')}`,
    value:
      f.schema.format === 'uuid' ? 'ID' : f.kind === 'json' ? 'JSON' : kebab(name).toUpperCase().replace(/-/g, '_'),
    aliases,
  };
}

function readData(raw: string): unknown {
  const text = raw.startsWith('@')
    ? (() => {
        try {
          return fs.readFileSync(raw === '@-' ? 0 : raw.slice(1), 'utf8');
        } catch (err) {
          throw new UsageError(`--data ${raw}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
        }
      })()
    : raw;
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new UsageError(`--data must be JSON (or @FILE): ${(err as Error).message}`);
  }
}

function bodyValue(f: OperationField, v: unknown): unknown {
  if (f.nullable && v === 'null') return null;
  switch (f.kind) {
    case 'integer':
    case 'number':
      // Not a number: sent as given, so the API names the field in its 400.
      return /^-?\d+(\.\d+)?$/.test(String(v)) ? Number(v) : v;
    case 'strings':
      return (v as string[]).flatMap((s) =>
        s.trim().startsWith('[')
          ? (bodyValue({ ...f, kind: 'json' }, s) as string[])
          : s
              .split(',')
              .map((x) => x.trim())
              .filter(Boolean),
      );
    case 'json':
      try {
        return JSON.parse(String(v));
      } catch {
        throw new UsageError(`--${f.name} must be JSON, e.g. ${JSON.stringify(sampleValue(f.schema, f.name))}`);
      }
    default:
      return v;
  }
}

/** Parsed flags (by field name) and --data → the request's path, query and body. */
export function requestOf(op: Operation, args: Record<string, unknown>): RequestInput {
  const input: RequestInput = { path: {}, query: {}, body: undefined };
  const fromData = typeof args.data === 'string' ? readData(args.data) : undefined;
  const body: Record<string, unknown> = {};
  for (const f of op.fields) {
    const v = args[f.name];
    if (v === undefined) continue;
    if (f.in === 'body') body[f.name] = bodyValue(f, v);
    else input[f.in][f.name] = Array.isArray(v) ? v.join(',') : String(v);
  }
  if (op.body === 'none') return input;
  if (Object.keys(body).length > 0) {
    if (fromData !== undefined && (typeof fromData !== 'object' || fromData === null || Array.isArray(fromData))) {
      throw new UsageError('--data must be a JSON object when field flags are given too');
    }
    input.body = { ...(fromData as object | undefined), ...body };
  } else input.body = fromData;
  return input;
}

export function exampleOf(op: Operation, skip: ReadonlySet<string> = new Set()): string {
  const parts: string[] = [];
  // A body that needs more fields than it requires (a segment filter: at least one condition) shows its first
  // optional ones too, so the example is one the API accepts.
  // A body with no required field (an update) shows its first field, so the example changes something.
  const requiredBody = op.fields.filter((f) => f.in === 'body' && f.required).length;
  let extraBody = Math.max(op.bodyMinFields, op.body === 'object' ? 1 : 0) - requiredBody;
  for (const f of op.fields) {
    const optionalWanted = f.in === 'body' && !f.required && extraBody > 0;
    if (skip.has(f.name) || !(f.required || f.in === 'path' || optionalWanted)) continue;
    if (optionalWanted) extraBody--;
    const v = sampleValue(f.schema, f.name);
    if (f.kind === 'boolean') parts.push(`--${f.name}`);
    else
      parts.push(
        `--${f.name} ${shellWord(Array.isArray(v) && f.kind === 'strings' ? v.join(',') : typeof v === 'object' ? JSON.stringify(v) : String(v))}`,
      );
  }
  return parts.join(' ');
}

/** The flags every operation command has besides its fields. */
export function extraFlags(op: Operation): CliFlag[] {
  return [
    ...(op.body !== 'none'
      ? [
          {
            name: 'data',
            type: 'string' as const,
            value: 'JSON|@FILE',
            description: 'the request body as JSON, or @file (@- reads stdin); field flags are laid over it',
          },
        ]
      : []),
    ...(op.idempotent
      ? [
          {
            name: 'idempotency-key',
            type: 'string' as const,
            value: 'KEY',
            description: 'the Idempotency-Key to send; default a fresh one, printed so the write can be retried safely',
          },
        ]
      : []),
  ];
}

export type StreamRunner = (op: Operation, args: Record<string, unknown>, io: CliIo) => Promise<number>;

/** `svc api <operationId>`: one command per operation. */
export function operationCommand(op: Operation, stream: StreamRunner): CliCommand {
  const example = `api ${op.id} ${exampleOf(op)}`.trim();
  return {
    words: ['api', op.id],
    group: 'operation',
    summary: `${op.method} ${op.path}: ${op.summary}`,
    details: `Scope: ${op.scope}${op.sandboxOnly ? ' (test keys only)' : ''}.${op.idempotent ? ' A write: sent with an Idempotency-Key.' : ''}${op.body !== 'none' ? ' Body fields can be given as flags, with --data, or both.' : ''}`,
    flags: [...op.fields.map((f) => flagOf(f)), ...extraFlags(op)],
    example: example === `api ${op.id}` && op.body !== 'none' ? `${example} --data @body.json` : example,
    run: (args, io) =>
      op.stream
        ? stream(op, args, io)
        : perform(op, requestOf(op, args), io, { idempotencyKey: args['idempotency-key'] as string | undefined }),
  };
}

/**
 * A friendly form of an operation: its own words, one field as the argument,
 * some fields under shorter flag names; every other field keeps its flag.
 */
export interface FriendlyForm {
  words: string[];
  operationId: string;
  summary?: string;
  argument?: { field: string; name: string; description: string };
  rename?: Record<string, string>;
  example: string;
}

export function friendlyCommand(form: FriendlyForm, op: Operation): CliCommand {
  const rename = form.rename ?? {};
  const flags = op.fields.filter((f) => f.name !== form.argument?.field).map((f) => flagOf(f, rename[f.name]));
  for (const [field, flag] of Object.entries(rename))
    if (!op.fields.some((f) => f.name === field))
      throw new Error(`${form.words.join(' ')}: ${op.id} has no field ${field} for --${flag}`);
  return {
    words: form.words,
    group: 'api',
    summary: form.summary ?? op.summary,
    details: `Calls ${op.id} (${op.method} ${op.path}; scope ${op.scope}); \`svc api ${op.id}\` is the same call with the API's own parameter names.`,
    ...(form.argument ? { positionals: [{ name: form.argument.name, description: form.argument.description }] } : {}),
    flags: [...flags, ...extraFlags(op)],
    example: form.example,
    run: (args, io) => {
      const byField: Record<string, unknown> = { ...args };
      for (const [field, flag] of Object.entries(rename)) {
        byField[field] = args[flag];
        delete byField[flag];
      }
      if (form.argument) byField[form.argument.field] = args[form.argument.name];
      return perform(op, requestOf(op, byField), io, { idempotencyKey: args['idempotency-key'] as string | undefined });
    },
  };
}
