import { SCOPES } from '../../src/platform/keys/scopes.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client as ClientV2, StreamableHTTPClientTransport as TransportV2 } from '@modelcontextprotocol/client';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as TransportV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import { contractRoutes } from '../helpers/routes.js';
import { isStreamRoute } from '../../src/mcp/operations.js';
import { finished } from '../helpers/processes.js';

/**
 * /mcp with the SDK's own clients over real HTTP: the v2 client (revision
 * 2026-07-28) and the v1 client (the 2025 handshake), both against the same
 * endpoint and the same /v1 handlers behind it.
 */
let h: Harness;
let mcpUrl: URL;
const versions: Record<string, string | undefined> = {};
beforeAll(async () => {
  h = await createHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  mcpUrl = new URL(`http://127.0.0.1:${(h.app.server.address() as { port: number }).port}/mcp`);
});
afterAll(() => h?.close());

interface AnyClient {
  listTools(): Promise<{
    tools: Array<{
      name: string;
      annotations?: Record<string, unknown>;
      inputSchema: Record<string, unknown>;
      outputSchema?: unknown;
    }>;
  }>;
  callTool(req: { name: string; arguments?: Record<string, unknown> }): Promise<Record<string, unknown>>;
  listPrompts(): Promise<{ prompts: Array<{ name: string }> }>;
  getPrompt(req: { name: string }): Promise<{ messages: Array<{ content: unknown }> }>;
  close(): Promise<void>;
}

const CLIENTS = {
  v2: async (key: string): Promise<AnyClient> => {
    // Pinned: the 2026-07-28 era or a loud failure (the client's default is the 2025 handshake).
    const client = new ClientV2(
      { name: 'mcp-test', version: '1.0.0' },
      { versionNegotiation: { mode: { pin: '2026-07-28' } } },
    );
    await client.connect(new TransportV2(mcpUrl, { requestInit: { headers: { authorization: `Bearer ${key}` } } }));
    versions.v2 = client.getNegotiatedProtocolVersion();
    return client as unknown as AnyClient;
  },
  v1: async (key: string): Promise<AnyClient> => {
    const client = new ClientV1({ name: 'mcp-test', version: '1.0.0' });
    const transport = new TransportV1(mcpUrl, { requestInit: { headers: { authorization: `Bearer ${key}` } } });
    await client.connect(transport);
    versions.v1 = transport.protocolVersion;
    return client as unknown as AnyClient;
  },
};

/**
 * Every operation of the document answers once except the streams (streamEvents), which cannot be one tool result,
 * and the public ones (the dashboard's sign-in: an assistant comes with its own credentials).
 */
const operationIds = () =>
  contractRoutes()
    .filter((r) => !r.hidden && !isStreamRoute(r) && !('public' in r.auth))
    .map((r) => r.operationId);

it('leaves out only the streams', () => {
  expect(
    contractRoutes()
      .filter((r) => !r.hidden && isStreamRoute(r))
      .map((r) => r.operationId),
  ).toEqual(['streamEvents']);
});

describe.each(Object.entries(CLIENTS))('the %s client', (_name, connect) => {
  let ws: TestWorkspace;
  beforeAll(async () => {
    ws = await h.workspace({ seed: true });
  });

  it('lists a tool for every operation with an all-scopes key, and only the allowed ones for a narrower key', async () => {
    const all = await connect((await ws.key({ mode: 'test', scopes: [...SCOPES] })).key); // the named-only scopes too
    const names = (await all.listTools()).tools.map((t) => t.name);
    await all.close();
    for (const id of operationIds()) expect(names, `no tool for ${id}`).toContain(id);
    expect(names).toEqual(expect.arrayContaining(['explainOffer', 'explainSegmentMembership']));

    const narrow = await connect((await ws.key({ mode: 'test', scopes: ['follow_ups:read'] })).key);
    const few = (await narrow.listTools()).tools;
    await narrow.close();
    expect(few.map((t) => t.name).sort()).toEqual(
      contractRoutes()
        .filter((r) => !r.hidden && 'scope' in r.auth && (r.auth.scope === 'follow_ups:read' || r.auth.scope === 'any'))
        .map((r) => r.operationId)
        .sort(),
    );
    const list = few.find((t) => t.name === 'listFollowUps')!;
    expect(list.annotations).toMatchObject({ readOnlyHint: true, destructiveHint: false, idempotentHint: true });
    expect(list.outputSchema).toBeDefined();
  });

  it('calls a read and a write through the /v1 handlers; the idempotency key is generated or honoured', async () => {
    const c = await connect((await ws.key({ mode: 'test' })).key);
    const listed = await c.callTool({ name: 'listFollowUps', arguments: { status: 'open', limit: 5 } });
    expect(listed.isError).toBeFalsy();
    const items = (listed.structuredContent as { items: Array<{ id: string; status: string }> }).items;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((f) => f.status === 'open')).toBe(true);

    const [first, second] = items;
    const answered = await c.callTool({
      name: 'answerFollowUp',
      arguments: { id: first!.id, answer: 'Yes, we support SSO.' },
    });
    expect(answered.isError).toBeFalsy();
    expect(answered.structuredContent).toMatchObject({
      id: first!.id,
      status: 'answered',
      answer: 'Yes, we support SSO.',
    });
    expect((answered._meta as { idempotencyKey: string }).idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

    const key = `mcp-${crypto.randomUUID()}`;
    const once = await c.callTool({
      name: 'answerFollowUp',
      arguments: { id: second!.id, answer: 'Monthly.', idempotencyKey: key },
    });
    const again = await c.callTool({
      name: 'answerFollowUp',
      arguments: { id: second!.id, answer: 'Monthly.', idempotencyKey: key },
    });
    expect(once._meta).toMatchObject({ idempotencyKey: key });
    expect(again._meta).toMatchObject({ idempotencyKey: key, idempotentReplayed: true });
    expect(again.structuredContent).toEqual(once.structuredContent);
    await c.close();
  });

  it("answers errors as tool errors carrying the API's code and message", async () => {
    const c = await connect((await ws.key({ mode: 'test', scopes: ['follow_ups:read'] })).key);
    const missing = await c.callTool({ name: 'getFollowUp', arguments: { id: crypto.randomUUID() } });
    expect(missing.isError).toBe(true);
    expect(missing.structuredContent).toMatchObject({ code: 'not-found', status: 404 });
    expect((missing.content as Array<{ text: string }>)[0]!.text).toMatch(/^not-found: /);
    // Not listed for this key, and refused by the route's own scope check when called anyway.
    const refused = await c.callTool({ name: 'answerFollowUp', arguments: { id: crypto.randomUUID(), answer: 'x' } });
    expect(refused.isError).toBe(true);
    expect(refused.structuredContent).toMatchObject({ code: 'insufficient-scope' });
    await c.close();
  });

  it('serves the skills as prompts', async () => {
    const c = await connect((await ws.key({ mode: 'test' })).key);
    const prompts = (await c.listPrompts()).prompts;
    expect(prompts.length).toBeGreaterThan(0);
    const got = await c.getPrompt({ name: prompts[0]!.name });
    expect(JSON.stringify(got.messages[0]!.content)).toContain(prompts[0]!.name);
    await c.close();
  });
});

it('answers 401 with a Bearer challenge without a key, and with an unknown one', async () => {
  const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });
  for (const headers of [{}, { authorization: 'Bearer svc_test_nope' }]) {
    const res = await fetch(mcpUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
      body,
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer /);
    expect(await res.json()).toMatchObject({ code: 'unauthorized' });
  }
});

it("draws a tools/list from the key's bucket, not from the address", async () => {
  const ws = await h.workspace();
  const key = (await ws.key({ mode: 'test' })).key;
  const remaining: number[] = [];
  for (let i = 0; i < 2; i++) {
    const res = await fetch(mcpUrl, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${key}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: i, method: 'tools/list', params: {} }),
    });
    expect(res.status).toBe(200);
    await res.text();
    remaining.push(Number(res.headers.get('x-ratelimit-remaining')));
  }
  expect(remaining[1]).toBe(remaining[0]! - 1);
  const listed = await h.app.inject({
    method: 'GET',
    url: '/v1/follow-ups',
    headers: { authorization: `Bearer ${key}` },
  });
  expect(Number(listed.headers['x-ratelimit-remaining'])).toBe(remaining[1]! - 1);
});

it('speaks 2026-07-28 to the v2 client and 2025-11-25 to the v1 client, and answers a 2025-06-18 initialize', async () => {
  expect(versions).toEqual({ v2: '2026-07-28', v1: '2025-11-25' });
  const ws = await h.workspace();
  const res = await fetch(mcpUrl, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${(await ws.key({ mode: 'test' })).key}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'old', version: '1' } },
    }),
  });
  expect(res.status).toBe(200);
  const text = await res.text();
  const json = JSON.parse(text.includes('data:') ? text.split('data:')[1]!.trim() : text);
  expect(json.result).toMatchObject({
    protocolVersion: '2025-06-18',
    capabilities: { tools: {}, prompts: {} },
    serverInfo: { name: 'concierge' },
  });
});

it('serves the same tools over stdio with svc mcp --key, forwarding to /mcp', async () => {
  const ws = await h.workspace({ seed: true });
  const key = (await ws.key({ mode: 'test', scopes: [...SCOPES] })).key;
  const root = path.resolve(import.meta.dirname, '../..');
  // The client's default (the 2025 handshake, as Claude Desktop speaks today): 'auto' would spawn a second process to probe.
  const client = new ClientV2({ name: 'claude-desktop-like', version: '1.0.0' });
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [
        '--import',
        import.meta.resolve('tsx'),
        path.join(root, 'src/cli/svc.ts'),
        'mcp',
        '--key',
        key,
        '--url',
        new URL('/v1', mcpUrl).toString(),
      ],
      cwd: root,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', LOG_LEVEL: 'warn' },
      stderr: 'pipe',
    }),
  );
  const names = (await client.listTools()).tools.map((t) => t.name);
  for (const id of operationIds()) expect(names).toContain(id);
  const listed = await client.callTool({ name: 'listFollowUps', arguments: { limit: 2 } });
  expect(listed.isError).toBeFalsy();
  expect((listed.structuredContent as { items: unknown[] }).items).toHaveLength(2);
  const missing = await client.callTool({ name: 'getFollowUp', arguments: { id: crypto.randomUUID() } });
  expect(missing).toMatchObject({ isError: true, structuredContent: { code: 'not-found' } });
  await client.close();
}, 180_000); // the CLI starts through tsx, slow on a shared machine

it('lists the tools to the MCP Inspector CLI, a client the project did not write', async () => {
  const ws = await h.workspace();
  const key = (await ws.key({ mode: 'test', scopes: [...SCOPES] })).key;
  const bin = path.resolve(
    import.meta.dirname,
    '../../node_modules/@modelcontextprotocol/inspector/clients/launcher/build/index.js',
  );
  const child = spawn(
    process.execPath,
    [
      bin,
      '--cli',
      mcpUrl.toString(),
      '--transport',
      'http',
      '--header',
      `Authorization: Bearer ${key}`,
      '--method',
      'tools/list',
    ],
    {
      env: { PATH: process.env.PATH ?? '', HOME: mkdtempSync(path.join(tmpdir(), 'inspector-')) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const out = await finished(child, 120_000);
  expect(out.code, out.stderr).toBe(0);
  const names = (JSON.parse(out.stdout) as { tools: Array<{ name: string }> }).tools.map((t) => t.name);
  for (const id of operationIds()) expect(names).toContain(id);
});
