import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';

/**
 * Schemas are compiled when a route first needs them, not when the server starts.
 *
 * Compiling every route's request validators (Ajv) and response serializers
 * (fast-json-stringify) up front was most of start-up: about 12 s of CPU for the
 * two APIs' routes, before the first request could be served (issue 32's profile:
 * fast-json-stringify's schema checks and Ajv's code generation). Most processes
 * serve a handful of routes in their first minutes, so each route now pays its own
 * compile (milliseconds) on its first call. A schema that cannot compile still
 * fails loudly: `test/integration/schemas-compile.test.ts` compiles every route's
 * schemas with the same compilers.
 */
export function lazily<A extends unknown[], R>(
  compile: () => (...args: A) => R,
): ((...args: A) => R) & {
  errors?: unknown;
} {
  let compiled: (((...args: A) => R) & { errors?: unknown }) | undefined;
  const run = (...args: A): R => {
    compiled ??= compile();
    return compiled(...args);
  };
  // Fastify reads an Ajv validator's `errors` after a failed call.
  Object.defineProperty(run, 'errors', { get: () => compiled?.errors });
  return run as ((...args: A) => R) & { errors?: unknown };
}

type SerializerArgs = { schema: object; method: string; url: string; httpStatus: string };

/** Fastify's own serializer factory (fast-json-stringify), each route's serializer built on first use. */
export function buildLazySerializerFactory() {
  const eager = SerializerSelector();
  return (externalSchemas: unknown, serializerOpts: unknown) => {
    const compile = eager(externalSchemas as never, serializerOpts as never) as (
      args: SerializerArgs,
    ) => (data: unknown) => string;
    return (args: SerializerArgs) => lazily(() => compile(args));
  };
}
