/**
 * bench/mcp/oauth: what signing an assistant in with OAuth costs, and what a
 * tool call costs with the OAuth access token it got against the same call
 * with an API key.
 *
 * The sign-in dance is timed over HTTP from the assistant's first discovery
 * request to its tokens, browser steps made as the consent page makes them
 * (test/helpers/oauth-dance.ts): resource and authorization-server metadata,
 * dynamic registration, the operator's dashboard sign-in (a password check,
 * scrypt, is in it on purpose: an operator who is signed out pays it), the
 * authorization request, the consent page's two calls, the resumed
 * authorization, the code exchange. Then a refresh alone. Then tools/call
 * listFollowUps (limit 20) with the SDK's v2 client, alternating rounds with
 * the key and with the OAuth token: the token is looked up in the
 * authorization server's store and its grant and operator are read at each
 * request, where a key is one cached lookup.
 *
 *   npx tsx bench/mcp/oauth.ts [--db=pglite|postgres] [--signins 30] [--calls 300] [--rounds 3]
 */
import { parseArgs } from 'node:util';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { createOperator } from '../../src/platform/operators/service.js';
import { refresh, signInOverHttp, type Tokens } from '../../test/helpers/oauth-dance.js';
import { dbArg, percentile } from '../lib.js';
import { startMcpBench, timed } from './setup.js';

const { values } = parseArgs({
  options: {
    signins: { type: 'string', default: '30' },
    calls: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '3' },
    db: { type: 'string' },
  },
  strict: false,
});

const PASSWORD = 'correct horse battery staple';

async function main() {
  const kind = dbArg();
  const bench = await startMcpBench(kind, 'concierge_bench_mcp_oauth');
  const { base, key, workspaceId } = bench;
  const email = 'bench-owner@example.com';
  await createOperator(bench.deps, 'cli', { workspaceId, email, role: 'owner', password: PASSWORD });

  let last: { clientId: string; tokens: Tokens } | null = null;
  const dance = async () => {
    last = await signInOverHttp({ base, email, password: PASSWORD, workspaceId, redirectUri: 'http://127.0.0.1:9/cb' });
  };
  await timed(3, dance); // warm-up
  const signIns = await timed(Number(values.signins), dance);
  const { clientId } = last!;
  let tokens: Tokens = (last as unknown as { tokens: Tokens }).tokens;
  const refreshes = await timed(Number(values.signins), async () => {
    tokens = await refresh(base, clientId, tokens.refresh_token);
  });

  const connect = async (bearer: string) => {
    const c = new Client({ name: 'bench', version: '1' }, { versionNegotiation: { mode: { pin: '2026-07-28' } } });
    const headers = { authorization: `Bearer ${bearer}` };
    await c.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit: { headers } }));
    await c.listTools(); // the client validates structuredContent against the listed output schemas
    return c;
  };
  const withKey = await connect(key);
  const withToken = await connect(tokens.access_token);
  const tool = (c: Client) => async () => {
    const r = await c.callTool({ name: 'listFollowUps', arguments: { limit: 20 } });
    if (r.isError) throw new Error(`tool error ${JSON.stringify(r.content)}`);
  };
  const series = { key: [] as number[], oauth: [] as number[] };
  const n = Number(values.calls);
  await timed(50, tool(withKey));
  await timed(50, tool(withToken));
  for (let r = 0; r < Number(values.rounds); r++) {
    series.key.push(...(await timed(n, tool(withKey))));
    series.oauth.push(...(await timed(n, tool(withToken))));
  }
  const row = (name: string, xs: number[]) => ({
    name,
    n: xs.length,
    p50: +percentile(xs, 50).toFixed(2),
    p95: +percentile(xs, 95).toFixed(2),
  });
  const rows = [
    row('OAuth sign-in dance (discovery → tokens)', signIns),
    row('refresh (rotating)', refreshes),
    row('tools/call listFollowUps, API key', series.key),
    row('tools/call listFollowUps, OAuth token', series.oauth),
  ];
  console.table(rows);
  console.log(JSON.stringify({ db: kind, tokenOverKeyP50Ms: +(rows[3]!.p50 - rows[2]!.p50).toFixed(2), rows }));
  await withKey.close();
  await withToken.close();
  await bench.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
