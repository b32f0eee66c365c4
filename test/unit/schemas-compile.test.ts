import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { TSchema } from '@sinclair/typebox';
import { describe, expect, it } from 'vitest';
import { sharedSchemas } from '../../src/contract/schemas.js';
import type { RouteSchemas } from '../../src/http/route.js';
import { buildValidatorFactory } from '../../src/http/validation.js';
import { modules } from '../../src/resources/index.js';
import { runtimeRoutes } from '../../src/visitor-api/routes.js';
import { runtimeSchemas } from '../../src/visitor-api/schemas.js';

// The server compiles a route's schemas on its first request (src/http/lazy-compile.ts), so start-up no longer
// proves that every schema compiles. This does, with the same compilers, for every route of both APIs.
const byId = (schemas: readonly TSchema[]) => Object.fromEntries(schemas.map((s) => [(s as { $id: string }).$id, s]));

const apis: Array<{
  name: string;
  shared: Record<string, unknown>;
  routes: Array<{ operationId: string; schema: RouteSchemas }>;
}> = [
  {
    name: '/v1',
    shared: byId([...sharedSchemas, ...modules.flatMap((m) => m.schemas ?? [])]),
    routes: modules.flatMap((m) => m.routes ?? []),
  },
  { name: '/runtime/v1', shared: byId(runtimeSchemas), routes: runtimeRoutes },
];

describe.each(apis)('$name: every route schema compiles', ({ shared, routes }) => {
  const validator = buildValidatorFactory()(shared);
  const serializer = SerializerSelector()(shared as never, {} as never);

  it.each(routes.map((r) => [r.operationId, r.schema] as const))('%s', (_id, schema) => {
    for (const httpPart of ['params', 'querystring', 'body'] as const) {
      const part = schema[httpPart];
      // Calling the lazy validator once compiles it; a schema Ajv cannot compile throws here.
      if (part) expect(() => validator({ schema: part, httpPart })(undefined)).not.toThrow();
    }
    for (const [status, response] of Object.entries(schema.response)) {
      if (response)
        expect(() => serializer({ schema: response, method: 'GET', url: '/', httpStatus: status })).not.toThrow();
    }
  });
});
