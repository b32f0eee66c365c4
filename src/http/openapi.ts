import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { finishDocument } from './openapi-document.js';
import { OpenApiExamples } from './openapi-examples.js';
import { defineRoute, type RouteDef } from './route.js';
import { OpenObject } from '../contract/schemas.js';
import { SERVICE_VERSION } from '../contract/version.js';

const DESCRIPTION = `The public HTTP API of Concierge: knowledge, visitors, conversations, tours, offers, segments, insights, webhooks and the sandbox.

Authenticate with \`Authorization: Bearer <API key>\`. Live keys (\`svc_live_…\`) act on the live workspace, test keys (\`svc_test_…\`) on its sandbox. Each operation names its scope in its description and in \`x-scope\`; the scopes are listed under the \`bearerAuth\` scheme. The dashboard (\`/app\`) calls the same operations with an operator's session cookie instead of a key (the \`sessionCookie\` scheme): sign in with \`POST /v1/sessions\`.

Errors are flat JSON: \`{status, code, message, requestId}\` plus \`param\`, \`problems\`, \`currentVersion\` or \`sourceId\` where they apply; \`code\` is one of the catalogue's codes. Every response carries \`Request-Id\` and the \`X-RateLimit-Limit\`, \`X-RateLimit-Remaining\`, \`X-RateLimit-Reset\` and \`X-RateLimit-Resource\` headers; responses to calls with a valid key carry \`X-Service-Mode\`. Writes accept \`Idempotency-Key\` (replays carry \`Idempotent-Replayed: true\`); a created object's path is in \`Location\`. Lists page with \`limit\` (1 to 200, default 50) and the opaque \`nextCursor\`. Every GET operation also answers HEAD (the same status and headers, no body).

The examples are recorded from a freshly seeded sandbox. Around the API, without a key: \`GET /\` and \`GET /v1\` (an index of links), \`GET /docs\` (this reference), \`GET /healthz\` (the process is up) and \`GET /readyz\` (the database is reachable and migrated, and Redis when configured).`;

export async function registerOpenApi(
  app: FastifyInstance,
  config: Config,
  tags: Array<{ name: string; description: string }>,
  webhooks: Record<string, unknown>,
  routes: readonly RouteDef<any>[],
): Promise<void> {
  const examples = OpenApiExamples.load();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Concierge API',
        version: SERVICE_VERSION,
        description: DESCRIPTION,
        contact: { name: 'Concierge maintainers', url: 'https://github.com/concierge-dev/concierge' },
        license: { name: 'Apache-2.0', url: 'https://www.apache.org/licenses/LICENSE-2.0' },
      },
      servers: [{ url: config.publicUrl, description: 'this server' }],
      tags,
      ...(Object.keys(webhooks).length > 0 ? { webhooks } : {}),
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', description: 'An API key: svc_live_… or svc_test_…' },
          sessionCookie: { type: 'apiKey', in: 'cookie', name: 'svc_session', description: 'A dashboard session' },
        },
      },
    },
    transformObject: (doc) =>
      finishDocument((doc as { openapiObject: Record<string, any> }).openapiObject, routes, examples) as never,
    refResolver: {
      buildLocalReference: (json: { $id?: string }, _base: unknown, _fragment: unknown, i: number) =>
        json.$id ?? `def-${i}`,
    },
  });
}

export const getOpenApiDocument = defineRoute({
  method: 'GET',
  url: '/openapi.json',
  operationId: 'getOpenApiDocument',
  summary: 'The OpenAPI 3.1 document of this API',
  description: 'Generated from the route schemas: only implemented operations appear.',
  tags: ['meta'],
  auth: { public: true },
  hidden: true,
  transaction: 'none',
  schema: { response: { 200: OpenObject('OpenAPI 3.1 document') } },
  handler: async ({ req }) => req.server.swagger() as unknown as Record<string, never>,
});
