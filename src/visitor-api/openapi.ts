import type { TSchema } from '@sinclair/typebox';
import type { Config } from '../config.js';
import { ErrorBody, LintProblem } from '../contract/schemas.js';
import type { RouteDef } from '../http/route.js';
import { isVisitorAuth } from '../http/auth.js';
import { errorText } from '../http/error-text.js';
import { curlSample } from '../http/code-samples.js';
import { SERVICE_VERSION } from '../contract/version.js';

const DESCRIPTION = `The runtime API: the public surface the page SDK (or any custom chat UI) calls from a visitor's browser. No API key: an agent is named by its public id, and a visitor by the \`visitorToken\` a session start returns (send it as \`Authorization: Bearer <visitorToken>\`; valid 90 days; keep it in localStorage).

- **Origins.** Each agent lists the origins whose pages may call it (\`allowedOrigins\`). CORS answers only those; a request with another \`Origin\` is \`403 origin-not-allowed\`. Calls without \`Origin\` (servers, tests) are accepted.
- **Errors** are the management API's flat JSON body \`{status, code, message, requestId, param?}\`; every response carries \`Request-Id\`. A forged, expired or foreign token is \`401 invalid-token\`. Bodies over 64 KB are \`413 payload-too-large\`; a message over 4,000 characters is \`400 invalid-request\`.
- **Limits.** Per visitor: 20 messages a minute (burst 10) and 120 other calls (burst, refilling 2 a second); per client address: 60 session starts a minute. A \`429 rate-limited\` carries \`Retry-After\`. A refused call records nothing.
- **Turns** stream in the AI SDK UI message stream protocol v1 (\`x-vercel-ai-ui-message-stream: v1\`), so \`useChat\` (with \`DefaultChatTransport\`), assistant-ui and MUI X Chat work unchanged.
- **Sandbox simulation clock.** For a sandbox agent only, a call may carry \`X-Simulated-Time: <ISO 8601 date-time>\` (at most 400 days back, 1 hour ahead): what the call records is dated then (\`svc simulate\` spreads visits over days this way). Live agents refuse the header (400).`;

/** `{ $ref: 'Name' }` (how TypeBox references a named schema) → an OpenAPI component reference. */
function resolveRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(resolveRefs);
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === '$ref' && typeof v === 'string' && !v.startsWith('#')) out.$ref = `#/components/schemas/${v}`;
    else if (k === '$id') continue;
    else out[k] = resolveRefs(v);
  }
  return out;
}

function parameters(def: RouteDef<any, any>): unknown[] {
  const out: unknown[] = [];
  const params = def.schema.params as { properties?: Record<string, TSchema> } | undefined;
  for (const [name, schema] of Object.entries(params?.properties ?? {})) {
    out.push({
      name,
      in: 'path',
      required: true,
      schema: resolveRefs(schema),
      description: (schema as { description?: string }).description ?? name,
    });
  }
  const query = def.schema.querystring as { properties?: Record<string, TSchema>; required?: string[] } | undefined;
  for (const [name, schema] of Object.entries(query?.properties ?? {})) {
    out.push({
      name,
      in: 'query',
      required: query?.required?.includes(name) ?? false,
      schema: resolveRefs(schema),
      description: (schema as { description?: string }).description ?? name,
    });
  }
  return out;
}

function operation(def: RouteDef<any, any>): Record<string, unknown> {
  const token = isVisitorAuth(def.auth) ? def.auth.visitor : 'none';
  // 503: any call that needs the database while it cannot be reached (docs/operations.md).
  const statuses = new Set<number>([403, 429, 503, ...(def.errors ?? [])]);
  if (token !== 'none') statuses.add(401);
  if (def.schema.params || def.schema.querystring || def.schema.body) statuses.add(400);
  if (def.url.includes(':')) statuses.add(404);
  if (def.schema.body) statuses.add(413);
  const responses: Record<string, unknown> = {};
  const success = def.status ?? 200;
  if (def.stream) {
    responses[String(success)] = {
      description:
        'The reply as an AI SDK UI message stream v1 (Server-Sent Events, `x-vercel-ai-ui-message-stream: v1`): `start`, `text-start` / `text-delta` / `text-end`, one `source-url` part per citation (`source-document` when the source has no URL), `data-offer` / `data-tour` / `data-slots` / `data-form` when the agent presents one, then `finish` and `data: [DONE]`.',
      headers: {
        'x-vercel-ai-ui-message-stream': {
          schema: { type: 'string', const: 'v1' },
          description: 'the protocol version',
        },
      },
      content: { 'text/event-stream': { schema: { type: 'string' } } },
    };
  } else {
    for (const [status, schema] of Object.entries(def.schema.response)) {
      responses[status] =
        schema === null
          ? { description: 'No content' }
          : { description: 'OK', content: { 'application/json': { schema: resolveRefs(schema) } } };
    }
  }
  for (const s of [...statuses].sort()) {
    responses[String(s)] = {
      description: errorText(s, 'visitor'),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  const op: Record<string, unknown> = {
    operationId: def.operationId,
    summary: def.summary,
    description: def.description,
    tags: ['runtime'],
    parameters: parameters(def),
    responses,
    security: token === 'required' ? [{ visitorToken: [] }] : token === 'none' ? [] : [{ visitorToken: [] }, {}],
  };
  if (def.schema.body) {
    const content: Record<string, unknown> = { 'application/json': { schema: resolveRefs(def.schema.body) } };
    if (token === 'body') content['text/plain'] = { schema: resolveRefs(def.schema.body) };
    op.requestBody = { required: false, content };
  }
  return op;
}

/**
 * The runtime API's own OpenAPI 3.1 document, generated from the same route
 * definitions that are registered (so it lists exactly what is served).
 */
export function runtimeOpenApi(
  config: Config,
  defs: readonly RouteDef<any, any>[],
  schemas: readonly TSchema[],
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const def of defs) {
    if (def.hidden) continue;
    const path = `/runtime/v1${def.url.replace(/:([A-Za-z]+)/g, '{$1}')}`;
    paths[path] ??= {};
    const op = operation(def);
    const token =
      isVisitorAuth(def.auth) && (def.auth.visitor === 'required' || def.auth.visitor === 'body')
        ? '$VISITOR_TOKEN'
        : null;
    op['x-codeSamples'] = curlSample(def.method, path, op, { base: config.publicUrl, credential: token });
    paths[path]![def.method.toLowerCase()] = op;
  }
  const components: Record<string, unknown> = {};
  for (const s of [LintProblem, ErrorBody, ...schemas]) components[(s as { $id: string }).$id] = resolveRefs(s);
  return {
    openapi: '3.1.0',
    info: {
      title: 'Concierge runtime API',
      version: SERVICE_VERSION,
      description: DESCRIPTION,
      license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
      contact: { name: 'Concierge maintainers', url: 'https://github.com/concierge-dev/concierge' },
    },
    servers: [{ url: config.publicUrl, description: 'this server' }],
    tags: [
      {
        name: 'runtime',
        description: "What a visitor's browser calls: sessions, turns, page events, slots and bookings.",
      },
    ],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        visitorToken: { type: 'http', scheme: 'bearer', description: 'the visitorToken of a session start' },
      },
    },
  };
}
