import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { BODY_ARG, IDEMPOTENCY_ARG, type OperationTool } from './operations.js';

/** What a tool call answers (the MCP `CallToolResult` shape). */
export interface ToolResult {
  [key: string]: unknown;
  content: Array<{ type: 'text'; text: string }>;
  structuredContent?: Record<string, unknown>;
  isError?: boolean;
  _meta?: Record<string, unknown>;
}

/** An error answered as a tool error: the API's code and message, and the whole error body. */
export function toolError(body: { code: string; message: string; [k: string]: unknown }): ToolResult {
  return {
    content: [{ type: 'text', text: `${body.code}: ${body.message}` }],
    structuredContent: body,
    isError: true,
  };
}

function queryString(tool: OperationTool, args: Record<string, unknown>): string {
  const qs = new URLSearchParams();
  for (const name of tool.queryArgs) {
    const v = args[name];
    if (v === undefined || v === null) continue;
    for (const item of Array.isArray(v) ? v : [v])
      qs.append(name, typeof item === 'object' ? JSON.stringify(item) : String(item));
  }
  const s = qs.toString();
  return s ? `?${s}` : '';
}

function bodyOf(tool: OperationTool, args: Record<string, unknown>): unknown {
  if (tool.bodyWhole) return args[BODY_ARG];
  if (tool.method === 'GET' || tool.method === 'DELETE') return undefined;
  const body: Record<string, unknown> = {};
  for (const name of tool.bodyArgs) if (args[name] !== undefined) body[name] = args[name];
  return tool.bodyArgs.length > 0 || Object.keys(body).length > 0 ? body : undefined;
}

/**
 * Runs one tool call as an in-process request to its /v1 route, with the
 * caller's bearer token: the same auth hook, scope check, rate-limit bucket,
 * validation, idempotency and handler as over HTTP, so each operation has one
 * implementation. Arguments split back into path, query and body by the
 * route's schemas.
 */
export async function callOperation(
  app: FastifyInstance,
  tool: OperationTool,
  rawArgs: unknown,
  token: string,
): Promise<ToolResult> {
  const args =
    rawArgs && typeof rawArgs === 'object' && !Array.isArray(rawArgs) ? (rawArgs as Record<string, unknown>) : {};
  for (const name of tool.pathArgs) {
    const v = args[name];
    if (typeof v !== 'string' && typeof v !== 'number') {
      return toolError({ status: 400, code: 'invalid-request', message: `${name} is required.`, param: name });
    }
  }
  const path = tool.url.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(args[name])));
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  let idempotencyKey: string | undefined;
  if (tool.idempotent) {
    const given = args[IDEMPOTENCY_ARG];
    idempotencyKey = typeof given === 'string' ? given : randomUUID();
    headers['idempotency-key'] = idempotencyKey;
  }
  const body = bodyOf(tool, args);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await app.inject({
    method: tool.method,
    url: `/v1${path}${queryString(tool, args)}`,
    headers,
    ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
  });
  const meta: Record<string, unknown> = { status: res.statusCode, requestId: res.headers['request-id'] };
  if (idempotencyKey) meta.idempotencyKey = idempotencyKey;
  if (res.headers['idempotent-replayed']) meta.idempotentReplayed = res.headers['idempotent-replayed'] === 'true';
  const parsed = res.body === '' ? null : safeJson(res.body);
  if (res.statusCode >= 400) {
    const err =
      parsed && typeof parsed === 'object' && 'code' in parsed
        ? (parsed as { code: string; message: string })
        : { code: 'internal', message: res.body };
    return { ...toolError(err), _meta: meta };
  }
  if (parsed === null) return { content: [{ type: 'text', text: `Done (${res.statusCode}).` }], _meta: meta };
  const text = JSON.stringify(parsed);
  const out: ToolResult = { content: [{ type: 'text', text }], _meta: meta };
  if (tool.outputSchema && typeof parsed === 'object' && !Array.isArray(parsed))
    out.structuredContent = parsed as Record<string, unknown>;
  return out;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
