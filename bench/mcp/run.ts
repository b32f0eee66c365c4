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
import type { AddressInfo } from 'node:net';
import { Client as ClientV2, StreamableHTTPClientTransport as TransportV2 } from '@modelcontextprotocol/client';
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport as TransportV1 } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { systemClock } from '../../src/clock.js';
import { createLogger } from '../../src/logger.js';
import { Database } from '../../src/db/database.js';
import { PGliteDriver } from '../../src/db/pglite-driver.js';
import { PostgresDriver } from '../../src/db/postgres-driver.js';
import { migrate } from '../../src/db/migrate.js';
import { closeDeps, createDeps } from '../../src/deps.js';
import { modules } from '../../src/resources/index.js';
import { MemoryRateLimiter } from '../../src/platform/rate-limit/memory-limiter.js';
import { createWorkspace } from '../../src/platform/workspaces/service.js';
import { createKey } from '../../src/platform/keys/service.js';
import { createFollowUp } from '../../src/resources/follow-ups/service.js';
import { newId } from '../../src/lib/ids.js';
import { dbArg, freshPostgres, percentile } from '../lib.js';

const { values } = parseArgs({
  options: {
    calls: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '3' },
    db: { type: 'string' },
  },
  strict: false,
});

async function timed(n: number, call: () => Promise<void>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await call();
    out.push(performance.now() - t);
  }
  return out;
}

async function main() {
  const kind = dbArg();
  const log = createLogger('silent');
  const pgdb = kind === 'postgres' ? await freshPostgres('concierge_bench_mcp') : null;
  const driver = pgdb
    ? PostgresDriver.open(pgdb.url, { max: 4 })
    : await PGliteDriver.open({ dataDir: null, ...loadConfig().embedded });
  await migrate(driver);
  const db = new Database(driver, log);
  // The real limiter, with buckets the run never empties.
  const limiter = new MemoryRateLimiter(systemClock, {
    default: { capacity: 1e12, refillPerSecond: 1e12 },
    knowledge: { capacity: 1e12, refillPerSecond: 1e12 },
  });
  const deps = await createDeps({
    config: { ...loadConfig({}), logLevel: 'silent' },
    clock: systemClock,
    log,
    db,
    modules,
    limiter,
  });
  const ws = (await createWorkspace(deps, { name: 'bench', seedSandbox: false }))!;
  const key = (await createKey(deps, { workspaceId: ws.id, mode: 'live' })).key;
  await db.tenantTx(ws.id, async (tx) => {
    for (let i = 0; i < 100; i++) {
      await createFollowUp(deps, tx, {
        id: newId(),
        question: `Question number ${i} about pricing and plans?`,
        reason: 'not in the knowledge base',
        createdAt: new Date(Date.now() - i * 60_000),
      });
    }
  });
  const app = await buildApp(deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
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
  await app.close();
  await closeDeps(deps);
  await db.close();
  await pgdb?.drop();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
