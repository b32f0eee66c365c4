import type { RouteDef } from '../../src/http/route.js';
import { sharedSchemas } from '../../src/contract/schemas.js';
import { modules } from '../../src/resources/index.js';
import { routeSchema } from '../../src/http/register.js';

type Schema = Record<string, any>;

/** Every named schema a `$ref` may point at. */
function namedSchemas(extra: readonly unknown[]): Map<string, Schema> {
  const all = [...sharedSchemas, ...modules.flatMap((m) => m.schemas ?? []), ...extra] as Schema[];
  return new Map(all.map((s) => [s.$id as string, s]));
}

export interface TextField {
  route: string;
  where: string;
  schema: Schema;
}

/**
 * Every place a request schema accepts text: strings (with their paths), and
 * objects that accept properties nobody declared. Walks body, querystring,
 * params and headers of each route as the app registers it, following `$ref`s.
 */
export function acceptedText<D extends { operationId: string; method: string; url: string }>(
  defs: readonly D[],
  opts: { schemaOf?: (def: D) => Schema; schemas?: readonly unknown[] } = {},
): { strings: TextField[]; openObjects: TextField[] } {
  const named = namedSchemas(opts.schemas ?? []);
  // /v1 routes as the app registers them (headers and all); another surface passes its own.
  const schemaOf = opts.schemaOf ?? ((def: D) => routeSchema(def as unknown as RouteDef<any>) as Schema);
  const strings: TextField[] = [];
  const openObjects: TextField[] = [];
  for (const def of defs) {
    const route = `${def.operationId} (${def.method} ${def.url})`;
    const full = schemaOf(def);
    for (const part of ['body', 'querystring', 'params', 'headers']) {
      if (full[part]) walk(full[part], part, new Set());
    }
    function walk(s: Schema, where: string, seen: Set<string>): void {
      if (!s || typeof s !== 'object') return;
      if (s.$ref) {
        const id = String(s.$ref).replace(/#.*$/, '');
        if (seen.has(id)) return;
        const target = named.get(id);
        if (!target) throw new Error(`${route}: unresolved $ref ${s.$ref}`);
        walk(target, where, new Set([...seen, id]));
        return;
      }
      for (const k of ['anyOf', 'oneOf', 'allOf'] as const)
        for (const [i, x] of (s[k] ?? []).entries()) walk(x, `${where}<${k}${i}>`, seen);
      if (s.not) return;
      const types: string[] = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
      if (types.includes('string')) strings.push({ route, where, schema: s });
      if (types.includes('object') || s.properties) {
        for (const [k, v] of Object.entries(s.properties ?? {})) walk(v as Schema, `${where}.${k}`, seen);
        for (const [k, v] of Object.entries(s.patternProperties ?? {})) {
          if (!s.propertyNames?.maxLength) openObjects.push({ route, where: `${where}[key ${k}]`, schema: s });
          walk(v as Schema, `${where}[${k}]`, seen);
        }
        if (
          s.additionalProperties === true ||
          (s.additionalProperties === undefined && !s.patternProperties && Object.keys(s.properties ?? {}).length === 0)
        ) {
          openObjects.push({ route, where, schema: s });
        } else if (typeof s.additionalProperties === 'object') {
          if (!s.propertyNames?.maxLength) openObjects.push({ route, where: `${where}[key]`, schema: s });
          walk(s.additionalProperties, `${where}[*]`, seen);
        }
      }
      if (types.includes('array') || s.items) {
        if (Array.isArray(s.items)) for (const [i, x] of s.items.entries()) walk(x, `${where}[${i}]`, seen);
        else if (s.items) walk(s.items, `${where}[]`, seen);
      }
    }
  }
  return { strings, openObjects };
}

/** A string is bounded when it states a maxLength, or can only be one of fixed values. */
export function isBounded(s: Schema): boolean {
  return typeof s.maxLength === 'number' || Array.isArray(s.enum) || s.const !== undefined;
}
