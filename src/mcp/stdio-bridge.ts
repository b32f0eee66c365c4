import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { Server } from '@modelcontextprotocol/server';
import { serveStdio, type StdioServerHandle } from '@modelcontextprotocol/server/stdio';

/** `/mcp` of the server whose API base URL (…/v1) is given. */
export function mcpUrlOf(apiUrl: string): URL {
  const u = new URL(apiUrl);
  u.pathname = `${u.pathname.replace(/\/+$/, '').replace(/\/v1$/, '')}/mcp`;
  u.search = '';
  return u;
}

/**
 * `svc mcp`: MCP over stdio for local clients (Claude Desktop), as a bridge to
 * the server's `/mcp` with the key as bearer token. Every request goes to the
 * server, so the tools, their scopes, rate limits and idempotency are exactly
 * the remote endpoint's (one implementation), and the CLI needs no database:
 * it works against the embedded database of a running server too.
 *
 * Connects first, so a refused key or an unreachable server fails at start,
 * with a message on stderr (stdout carries only the protocol).
 */
export async function startStdioBridge(opts: {
  apiUrl: string;
  key: string;
  version: string;
}): Promise<{ handle: StdioServerHandle; remote: Client }> {
  // 'auto': the 2026-07-28 era with the server (which speaks it), the 2025 handshake with an older one.
  const remote = new Client(
    { name: 'concierge-svc-mcp', version: opts.version },
    { versionNegotiation: { mode: 'auto' } },
  );
  await remote.connect(
    new StreamableHTTPClientTransport(mcpUrlOf(opts.apiUrl), {
      requestInit: { headers: { authorization: `Bearer ${opts.key}` } },
    }),
  );
  const instructions = remote.getInstructions();
  const factory = () => {
    const server = new Server(
      { name: 'concierge', version: opts.version },
      { capabilities: { tools: {}, prompts: {} }, ...(instructions ? { instructions } : {}) },
    );
    server.setRequestHandler('tools/list', async (req) => (await remote.listTools(req.params)) as never);
    server.setRequestHandler('tools/call', async (req) => (await remote.callTool(req.params)) as never);
    server.setRequestHandler('prompts/list', async (req) => (await remote.listPrompts(req.params)) as never);
    server.setRequestHandler('prompts/get', async (req) => (await remote.getPrompt(req.params)) as never);
    return server;
  };
  return { handle: serveStdio(factory), remote };
}
