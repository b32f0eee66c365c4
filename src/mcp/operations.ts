import type { TSchema } from '@sinclair/typebox';
import type { RouteDef } from '../http/route.js';
import type { ResourceModule } from '../modules.js';
import { SchemaBook, type JsonSchema } from './schema.js';

/** The argument that carries an `Idempotency-Key` on writes (generated when absent). */
export const IDEMPOTENCY_ARG = 'idempotencyKey';
/** Where a request body goes when it cannot be merged field by field (not an object, or a name clash). */
export const BODY_ARG = 'body';

export interface ToolAnnotations {
  title: string;
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  openWorldHint: boolean;
}

/** One management operation as an MCP tool: its schemas, and how its arguments become a request. */
export interface OperationTool {
  name: string;
  description: string;
  inputSchema: JsonSchema;
  outputSchema?: JsonSchema;
  annotations: ToolAnnotations;
  /** The scope the caller must hold; null for operations any key may call. */
  scope: string | null;
  method: RouteDef['method'];
  /** The /v1 path with `:name` placeholders. */
  url: string;
  pathArgs: string[];
  queryArgs: string[];
  /** Arguments that are body fields; empty with `bodyWhole` or without a body. */
  bodyArgs: string[];
  /** The whole body travels in the `body` argument. */
  bodyWhole: boolean;
  idempotent: boolean;
}

/**
 * The scope a route asks for (`auth: { scope }`); public and visitor routes are
 * not the management API's and answer 'public'.
 */
export function routeScope(def: RouteDef<any, any>): string | 'public' | null {
  const auth = def.auth as { scope?: string; public?: boolean; visitor?: unknown };
  if (auth.public || auth.visitor) return 'public';
  return auth.scope === 'any' ? null : (auth.scope ?? null);
}

/**
 * A route whose success answer is a stream (declared with a non-JSON `content`,
 * as streamEvents' text/event-stream): a tool call has one result, so it is
 * not a tool; an assistant reads the same events with listEvents.
 */
export function isStreamRoute(def: RouteDef<any, any>): boolean {
  return Object.values(def.schema.response).some((s) => {
    const content = (s as { content?: Record<string, unknown> } | null)?.content;
    return content !== undefined && !('application/json' in content);
  });
}

/** The routes that are management operations: everything under /v1 that takes a key, is in the document and answers once. */
export function managementRoutes(modules: readonly ResourceModule[]): RouteDef<any, any>[] {
  return modules
    .flatMap((m) => m.routes ?? [])
    .filter((r) => !r.root && !r.hidden && routeScope(r) !== 'public' && !isStreamRoute(r));
}

const READ_SCOPE = /:(read|query)$/;

function annotationsOf(def: RouteDef<any, any>, scope: string | null): ToolAnnotations {
  // A POST that only reads (search, preview, retrieve, ask, propose) takes no
  // idempotency key or needs only a read scope.
  const readOnly = def.method === 'GET' || def.idempotency === 'none' || (scope !== null && READ_SCOPE.test(scope));
  return {
    title: def.summary,
    readOnlyHint: readOnly,
    destructiveHint: !readOnly && (def.method === 'DELETE' || def.operationId === 'resetSandbox'),
    idempotentHint: readOnly || def.method === 'PUT' || def.method === 'DELETE' || def.method === 'PATCH',
    openWorldHint: false,
  };
}

function propertiesOf(
  book: SchemaBook,
  schema: TSchema | undefined,
): { props: Record<string, unknown>; required: string[] } | null {
  if (!schema) return { props: {}, required: [] };
  const s = book.resolve(schema);
  if (s.type !== 'object' || !s.properties) return null;
  return { props: s.properties as Record<string, unknown>, required: (s.required as string[] | undefined) ?? [] };
}

/** Builds the tool of one route; throws on a shape it cannot express, so a new route cannot silently lose its tool. */
export function operationTool(book: SchemaBook, def: RouteDef<any, any>): OperationTool {
  const scope = routeScope(def);
  const defs = new Map<string, JsonSchema>();
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  const take = (part: 'params' | 'querystring', names: string[]) => {
    const found = propertiesOf(book, def.schema[part]);
    if (!found) throw new Error(`${def.operationId}: ${part} is not an object schema`);
    for (const [name, s] of Object.entries(found.props)) {
      properties[name] = book.plain(s, defs);
      names.push(name);
    }
    required.push(...found.required);
  };
  const pathArgs: string[] = [];
  const queryArgs: string[] = [];
  take('params', pathArgs);
  take('querystring', queryArgs);

  const bodyArgs: string[] = [];
  let bodyWhole = false;
  if (def.schema.body) {
    const found = propertiesOf(book, def.schema.body);
    const clash = found && Object.keys(found.props).some((n) => n in properties || n === IDEMPOTENCY_ARG);
    if (!found || clash) {
      bodyWhole = true;
      properties[BODY_ARG] = book.plain(def.schema.body, defs);
      required.push(BODY_ARG);
    } else {
      for (const [name, s] of Object.entries(found.props)) {
        properties[name] = book.plain(s, defs);
        bodyArgs.push(name);
      }
      required.push(...found.required);
    }
  }
  const mode = def.idempotency ?? (def.method === 'GET' ? 'none' : 'optional');
  if (mode !== 'none') {
    properties[IDEMPOTENCY_ARG] = {
      type: 'string',
      minLength: 1,
      maxLength: 200,
      pattern: '^[\\x20-\\x7E]{1,200}$',
      description:
        'Sent as the Idempotency-Key header; one is generated when absent (and returned in _meta). Repeat a call with the same key and arguments to have its stored answer replayed instead of doing it twice.',
    };
  }
  const inputSchema = book.withDefs(
    { type: 'object', properties, ...(required.length ? { required: [...new Set(required)] } : {}) },
    defs,
  );

  const success = Object.entries(def.schema.response).find(([status]) => Number(status) < 300)?.[1] as
    | TSchema
    | null
    | undefined;
  let outputSchema: JsonSchema | undefined;
  if (success) {
    const outDefs = new Map<string, JsonSchema>();
    const root = book.plain(book.resolve(success), outDefs);
    // MCP wants an object at the root of an output schema: an intersection or a
    // choice of objects says so on top; any other answer (a list) travels as text only.
    if (root.type === 'object') outputSchema = book.withDefs(root, outDefs);
    else if (root.allOf || root.anyOf || root.oneOf) outputSchema = book.withDefs({ type: 'object', ...root }, outDefs);
  }
  const scopeLine = scope ? `Needs the ${scope} scope.` : 'Any key may call it.';
  return {
    name: def.operationId,
    description: `${def.summary}. ${def.description}\n\n${def.method} /v1${def.url}. ${scopeLine}`,
    inputSchema,
    ...(outputSchema ? { outputSchema } : {}),
    annotations: annotationsOf(def, scope),
    scope,
    method: def.method,
    url: def.url,
    pathArgs,
    queryArgs,
    bodyArgs,
    bodyWhole,
    idempotent: mode !== 'none',
  };
}

/** One tool per management operation, in the modules' order. */
export function operationTools(modules: readonly ResourceModule[], named: readonly TSchema[]): OperationTool[] {
  const book = new SchemaBook([...named, ...modules.flatMap((m) => m.schemas ?? [])]);
  return managementRoutes(modules).map((def) => operationTool(book, def));
}
