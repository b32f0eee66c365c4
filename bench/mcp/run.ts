/**
 * bench/mcp: what a tool call costs on top of the same operation over HTTP.
 * listFollowUps (limit 20) in one process, one request at a time, in
 * alternating rounds: GET /v1/follow-ups over HTTP (keep-alive fetch), then
 * tools/call over /mcp with the SDK's v2 client (revision 2026-07-28) and with
 * the v1 client (the 2025 handshake, served by the stateless legacy path).
 * Sequential on purpose: the figure is the per-call overhead (JSON-RPC
 * envelope, a server instance per request, the in-process dispatch to the /v1
 * route), not throughput.
 *
 *   npx tsx bench/mcp/run.ts [--db=pglite|postgres] [--calls 300] [--rounds 3]
 */
import { parseArgs } from 'node:util';
import { Client as ClientV2, StreamableHTTPClientTransport as TransportV2 } from '@modelcontextprotocol/client';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as TransportV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { dbArg, percentile } from '../lib.js';
import { startMcpBench, timed } from './setup.js';

const { values } = parseArgs({
  options: {
    calls: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '3' },
    db: { type: 'string' },
  },
  strict: false,
});

async function main() {
  const kind = dbArg();
  const bench = await startMcpBench(kind, 'concierge_bench_mcp');
  const { base, key } = bench;
  const headers = { authorization: `Bearer ${key}` };

  const v2 = new ClientV2({ name: 'bench', version: '1' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
  await v2.connect(new TransportV2(new URL(`${base}/mcp`), { requestInit: { headers } }));
  const v1 = new ClientV1({ name: 'bench', version: '1' });
  await v1.connect(new TransportV1(new URL(`${base}/mcp`), { requestInit: { headers } }));
  await v2.listTools(); // the clients validate structuredContent against the listed output schemas
  await v1.listTools();

  const http = async () => {
    const res = await fetch(`${base}/v1/follow-ups?limit=20`, { headers });
    if (res.status !== 200) throw new Error(`HTTP ${res.status}`);
    await res.json();
  };
  const tool =
    (c: { callTool: (p: { name: string; arguments: Record<string, unknown> }) => Promise<unknown> }) => async () => {
      const r = (await c.callTool({ name: 'listFollowUps', arguments: { limit: 20 } })) as { isError?: boolean };
      if (r.isError) throw new Error('tool error');
    };
  const series = { http: [] as number[], mcpV2: [] as number[], mcpV1: [] as number[] };
  const n = Number(values.calls);
  await timed(50, http); // warm-up
  await timed(50, tool(v2));
  await timed(50, tool(v1));
  for (let r = 0; r < Number(values.rounds); r++) {
    series.http.push(...(await timed(n, http)));
    series.mcpV2.push(...(await timed(n, tool(v2))));
    series.mcpV1.push(...(await timed(n, tool(v1))));
  }
  const row = (name: string, xs: number[]) => ({
    name,
    calls: xs.length,
    p50: +percentile(xs, 50).toFixed(2),
    p95: +percentile(xs, 95).toFixed(2),
  });
  const rows = [
    row('HTTP GET /v1/follow-ups', series.http),
    row('MCP tools/call, v2 client (2026-07-28)', series.mcpV2),
    row('MCP tools/call, v1 client (2025-11-25)', series.mcpV1),
  ];
  console.table(rows);
  console.log(
    JSON.stringify({
      db: kind,
      overheadP50Ms: { v2: +(rows[1]!.p50 - rows[0]!.p50).toFixed(2), v1: +(rows[2]!.p50 - rows[0]!.p50).toFixed(2) },
      rows,
    }),
  );
  await v2.close();
  await v1.close();
  await bench.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
