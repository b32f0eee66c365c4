import type { TSchema } from '@sinclair/typebox';
import type { RouteDef } from '../../http/route.js';
import { sharedSchemas } from '../../contract/schemas.js';
import type { ResourceModule } from '../../modules.js';
import { callerOf } from '../../http/auth.js';

/**
 * The API's operations as the CLI sees them, read from the route list itself
 * (the modules' `routes`), so a new operation is a CLI command without a line
 * written here.
 */
export type FieldKind = 'string' | 'integer' | 'number' | 'boolean' | 'strings' | 'json';

export interface OperationField {
  name: string;
  in: 'path' | 'query' | 'body';
  kind: FieldKind;
  nullable: boolean;
  required: boolean;
  description: string;
  schema: Record<string, any>;
}

export interface Operation {
  id: string;
  method: RouteDef['method'];
  /** The OpenAPI path, `/v1/follow-ups/{id}/answer`. */
  path: string;
  summary: string;
  scope: string;
  /** Writes that accept an Idempotency-Key: the CLI always sends one. */
  idempotent: boolean;
  sandboxOnly: boolean;
  /** `text/event-stream` operations are followed, not fetched. */
  stream: boolean;
  fields: OperationField[];
  /** `object`: its fields are flags and --data; `json`: only --data; `none`: no body. */
  body: 'none' | 'object' | 'json';
  /** The fewest fields the body may have (its `minProperties`), required ones or not. */
  bodyMinFields: number;
}

/** Flags every API command has; no parameter may take these names. */
export const RESERVED = new Set(['json', 'human', 'help', 'data', 'idempotency-key']);

type Resolver = (s: Record<string, any>) => Record<string, any>;

function resolverFor(modules: readonly ResourceModule[]): Resolver {
  const named = new Map<string, Record<string, any>>();
  for (const s of [...sharedSchemas, ...modules.flatMap((m) => m.schemas ?? [])] as Array<TSchema & { $id?: string }>) {
    if (s.$id) named.set(s.$id, s as Record<string, any>);
  }
  const resolve: Resolver = (s) => (typeof s.$ref === 'string' && named.has(s.$ref) ? resolve(named.get(s.$ref)!) : s);
  return resolve;
}

/** The schema with every named reference inside it resolved (a few levels deep), for examples of nested values. */
function resolveDeep(s: Record<string, any>, resolve: Resolver, depth = 0): Record<string, any> {
  const r = resolve(s);
  if (depth > 4 || typeof r !== 'object' || r === null) return r;
  const out: Record<string, any> = { ...r };
  if (r.items) out.items = resolveDeep(r.items, resolve, depth + 1);
  if (r.properties)
    out.properties = Object.fromEntries(
      Object.entries(r.properties).map(([k, v]) => [k, resolveDeep(v as Record<string, any>, resolve, depth + 1)]),
    );
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const)
    if (Array.isArray(r[key])) out[key] = r[key].map((m: Record<string, any>) => resolveDeep(m, resolve, depth + 1));
  return out;
}

function kindOf(schema: Record<string, any>, resolve: Resolver): { kind: FieldKind; nullable: boolean } {
  const s = resolve(schema);
  const members = (s.anyOf ?? s.oneOf) as Array<Record<string, any>> | undefined;
  if (members) {
    const real = members.filter((m) => m.type !== 'null');
    const nullable = real.length < members.length;
    return real.length === 1 ? { kind: kindOf(real[0]!, resolve).kind, nullable } : { kind: 'json', nullable };
  }
  // Nullable primitives are written `type: [T, "null"]` (src/contract/schemas.ts).
  if (Array.isArray(s.type)) {
    const real = (s.type as string[]).filter((t) => t !== 'null');
    return real.length === 1
      ? { kind: kindOf({ ...s, type: real[0] }, resolve).kind, nullable: real.length < s.type.length }
      : { kind: 'json', nullable: true };
  }
  if (s.type === 'string' || s.type === 'integer' || s.type === 'number' || s.type === 'boolean')
    return { kind: s.type, nullable: false };
  if (s.type === 'array' && s.items && resolve(s.items).type === 'string') return { kind: 'strings', nullable: false };
  return { kind: 'json', nullable: false };
}

function fieldsOf(schema: TSchema | undefined, where: OperationField['in'], resolve: Resolver): OperationField[] {
  if (!schema) return [];
  const s = resolve(schema as Record<string, any>);
  const props = (s.properties ?? {}) as Record<string, Record<string, any>>;
  const required = new Set<string>((s.required as string[] | undefined) ?? []);
  return Object.entries(props).map(([name, p]) => ({
    name,
    in: where,
    ...kindOf(p, resolve),
    required: where === 'path' || required.has(name),
    description: String(resolve(p).description ?? p.description ?? ''),
    schema: resolveDeep(p, resolve),
  }));
}

const isStream = (def: RouteDef<any>) =>
  Object.values(def.schema.response).some(
    (r) => (r as { content?: Record<string, unknown> } | null)?.content?.['text/event-stream'] !== undefined,
  );

export function operationOf(def: RouteDef<any>, resolve: Resolver): Operation {
  const bodySchema = def.schema.body ? resolve(def.schema.body as Record<string, any>) : null;
  const body: Operation['body'] = !bodySchema
    ? 'none'
    : bodySchema.type === 'object' && bodySchema.properties
      ? 'object'
      : 'json';
  const taken = new Set<string>(RESERVED);
  const fields: OperationField[] = [];
  // Path and query first; a body field whose name is taken is set through --data.
  for (const f of [
    ...fieldsOf(def.schema.params, 'path', resolve),
    ...fieldsOf(def.schema.querystring, 'query', resolve),
    ...(body === 'object' ? fieldsOf(def.schema.body, 'body', resolve) : []),
  ]) {
    if (taken.has(f.name) || taken.has(kebab(f.name))) continue;
    taken.add(f.name);
    fields.push(f);
  }
  return {
    id: def.operationId,
    method: def.method,
    path: `/v1${def.url.replace(/:([A-Za-z_]+)/g, '{$1}')}`,
    summary: def.summary,
    scope: callerOf(def).scope,
    idempotent: def.method !== 'GET' && def.idempotency !== 'none',
    sandboxOnly: callerOf(def).sandboxOnly === true,
    stream: isStream(def),
    fields,
    body,
    bodyMinFields: (bodySchema?.minProperties as number | undefined) ?? 0,
  };
}

/** Every contract operation of the modules, in their order. */
export function operations(modules: readonly ResourceModule[]): Operation[] {
  const resolve = resolverFor(modules);
  return modules.flatMap((m) => (m.routes ?? []).filter((r) => !r.hidden).map((r) => operationOf(r, resolve)));
}

/** `visitorId` → `visitor-id`, `utm_source` → `utm-source`. */
export const kebab = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/_/g, '-')
    .toLowerCase();
