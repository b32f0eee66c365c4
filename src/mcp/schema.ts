import type { TSchema } from '@sinclair/typebox';

/** A plain JSON Schema object, as MCP carries it (no TypeBox symbols, no `$id`). */
export type JsonSchema = Record<string, unknown>;

/**
 * Turns the route schemas (TypeBox, with `Type.Ref` to named schemas by `$id`)
 * into self-contained JSON Schemas for tools: every named schema a tool reaches
 * goes into the tool's own `$defs`, refs point there, and `$id`s are dropped
 * (a client compiles every tool's schema in one validator, where a repeated
 * `$id` is an error).
 */
export class SchemaBook {
  private readonly byId = new Map<string, TSchema>();

  constructor(named: readonly TSchema[]) {
    for (const s of named) if (s.$id) this.byId.set(s.$id, s);
  }

  /** The named schema behind a `$ref` (or the schema itself). */
  resolve(schema: TSchema | JsonSchema): JsonSchema {
    const ref = (schema as JsonSchema).$ref;
    if (typeof ref !== 'string') return schema as JsonSchema;
    const target = this.byId.get(ref);
    if (!target) throw new Error(`schema ${ref} is referenced but not registered`);
    return target as JsonSchema;
  }

  /** A copy of `schema` with refs rewritten to `#/$defs/…`; the names it reached are added to `defs`. */
  plain(schema: unknown, defs: Map<string, JsonSchema>): JsonSchema {
    return this.copy(schema, defs) as JsonSchema;
  }

  /** Wraps a root schema with the `$defs` its refs need. */
  withDefs(root: JsonSchema, defs: Map<string, JsonSchema>): JsonSchema {
    return defs.size === 0 ? root : { ...root, $defs: Object.fromEntries(defs) };
  }

  private copy(node: unknown, defs: Map<string, JsonSchema>): unknown {
    if (Array.isArray(node)) return node.map((n) => this.copy(n, defs));
    if (!node || typeof node !== 'object') return node;
    const out: JsonSchema = {};
    // Object.entries skips TypeBox's symbol keys ([Kind], [OptionalKind]).
    for (const [k, v] of Object.entries(node)) {
      if (k === '$id') continue;
      if (k === '$ref' && typeof v === 'string' && !v.startsWith('#')) {
        this.define(v, defs);
        out.$ref = `#/$defs/${v}`;
        continue;
      }
      out[k] = this.copy(v, defs);
    }
    return out;
  }

  private define(name: string, defs: Map<string, JsonSchema>): void {
    if (defs.has(name)) return;
    const target = this.byId.get(name);
    if (!target) throw new Error(`schema ${name} is referenced but not registered`);
    defs.set(name, {}); // placeholder first: a schema that refers to itself stops here
    defs.set(name, this.copy(target, defs) as JsonSchema);
  }
}
