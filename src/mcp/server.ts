import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Server } from '@modelcontextprotocol/server';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../contract/errors.js';
import { sharedSchemas } from '../contract/schemas.js';
import type { Deps } from '../deps.js';
import type { ResourceModule } from '../modules.js';
import type { AuthContext } from '../platform/keys/service.js';
import { callOperation, toolError, type ToolResult } from './dispatch.js';
import { EXPLAIN_TOOLS, explainAllowed, explainInputSchema, runExplain } from './explain.js';
import { operationTools, type OperationTool } from './operations.js';
import { SchemaBook, type JsonSchema } from './schema.js';
import { getPrompt, listPrompts } from './prompts.js';

const VERSION = (
  JSON.parse(
    fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../package.json'), 'utf8'),
  ) as { version: string }
).version;

const INSTRUCTIONS =
  'Concierge, the visitor-engagement service: one tool per API operation (named by its operationId), plus explainOffer and explainSegmentMembership. ' +
  'Tools that write accept idempotencyKey: repeat a call with the same key to have it replayed instead of done twice. Errors carry the API code (not-found, insufficient-scope, conflict, …). ' +
  "The skills (what the site's agent knows how to do) are the prompts.";

interface ListedTool {
  name: string;
  description: string;
  inputSchema: JsonSchema;
  outputSchema?: JsonSchema;
  annotations: Record<string, unknown>;
}

/** Everything that does not depend on the caller, built once per app. */
export interface McpCatalogue {
  operations: OperationTool[];
  byName: Map<string, OperationTool>;
  explainSchemas: Map<string, JsonSchema>;
}

export function buildCatalogue(modules: readonly ResourceModule[]): McpCatalogue {
  const operations = operationTools(modules, sharedSchemas);
  const book = new SchemaBook([...sharedSchemas, ...modules.flatMap((m) => m.schemas ?? [])]);
  const explainSchemas = new Map(EXPLAIN_TOOLS.map((t) => [t.name, explainInputSchema(book, t)]));
  const byName = new Map(operations.map((t) => [t.name, t]));
  for (const t of EXPLAIN_TOOLS)
    if (byName.has(t.name)) throw new Error(`tool ${t.name} is both an operation and an explain tool`);
  return { operations, byName, explainSchemas };
}

/** The tools a caller may see: an operation when the key holds its scope (or it needs none). */
export function toolsFor(cat: McpCatalogue, caller: AuthContext): ListedTool[] {
  const ops = cat.operations
    .filter((t) => t.scope === null || caller.scopes.has(t.scope as never))
    .map(({ name, description, inputSchema, outputSchema, annotations }) => ({
      name,
      description,
      inputSchema,
      ...(outputSchema ? { outputSchema } : {}),
      annotations: { ...annotations },
    }));
  const explain = EXPLAIN_TOOLS.filter((t) => explainAllowed(t, caller)).map((t) => ({
    name: t.name,
    description: t.description,
    inputSchema: cat.explainSchemas.get(t.name)!,
    annotations: { ...t.annotations },
  }));
  return [...ops, ...explain];
}

function apiErrorResult(err: unknown): ToolResult {
  if (err instanceof ApiError && err.status < 500) return toolError(err.toBody() as never);
  throw err;
}

/**
 * One MCP server instance for one caller (per HTTP request: stateless). Built on
 * the SDK's low-level `Server` because the tools' JSON Schemas come from the
 * route table as they are, not from zod.
 */
export function mcpServer(
  deps: Deps,
  app: FastifyInstance,
  cat: McpCatalogue,
  caller: AuthContext,
  token: string,
): Server {
  const server = new Server(
    { name: 'concierge', version: VERSION },
    { capabilities: { tools: {}, prompts: {} }, instructions: INSTRUCTIONS },
  );
  server.setRequestHandler('tools/list', async () => ({ tools: toolsFor(cat, caller) }) as never);
  server.setRequestHandler('tools/call', async (request) => {
    const { name, arguments: args } = request.params;
    const op = cat.byName.get(name);
    if (op) return (await callOperation(app, op, args ?? {}, token)) as never;
    const explain = EXPLAIN_TOOLS.find((t) => t.name === name);
    if (explain) {
      try {
        const out = await runExplain(deps, caller, explain, args ?? {});
        return { content: [{ type: 'text', text: JSON.stringify(out) }], structuredContent: out } as never;
      } catch (err) {
        return apiErrorResult(err) as never;
      }
    }
    return toolError({ status: 404, code: 'not-found', message: `No tool named ${name}.` }) as never;
  });
  server.setRequestHandler('prompts/list', async () => ({ prompts: await listPrompts(app, token) }) as never);
  server.setRequestHandler(
    'prompts/get',
    async (request) => (await getPrompt(app, token, request.params.name)) as never,
  );
  return server;
}
