/**
 * bench/http/outputs: the answers of the follow-up reads (list pages with their
 * cursors, filters, errors, single reads; masked and verbatim keys) on a fixed
 * data set, for comparing two versions byte for byte (request ids aside):
 *
 *   npx tsx bench/http/outputs.ts setup            # a new database, kept: prints {"url":…,"masked":…,"verbatim":…}
 *   npx tsx bench/http/outputs.ts print '<json>'   # in each version's tree; diff the outputs
 *
 * Both versions read the same database, so ids, times and cursors (same secret) agree.
 */
import { loadConfig } from '../../src/config.js';
import { systemClock } from '../../src/clock.js';
import { createLogger } from '../../src/logger.js';
import { Database } from '../../src/db/database.js';
import { PostgresDriver } from '../../src/db/postgres-driver.js';
import { migrate } from '../../src/db/migrate.js';
import { closeDeps, createDeps } from '../../src/deps.js';
import { modules } from '../../src/resources/index.js';
import { buildApp } from '../../src/app.js';
import { createWorkspace } from '../../src/platform/workspaces/service.js';
import { createKey } from '../../src/platform/keys/service.js';
import { answerFollowUp, createFollowUp } from '../../src/resources/follow-ups/service.js';
import { insertVisitor } from '../../src/records/visitors.js';
import { newId } from '../../src/lib/ids.js';
import { freshPostgres } from '../lib.js';

const log = createLogger('silent');
const open = async (url: string) => {
  const db = new Database(PostgresDriver.open(url, { max: 2 }), log);
  const deps = await createDeps({
    config: { ...loadConfig({}), logLevel: 'silent' },
    clock: systemClock,
    log,
    db,
    modules,
  });
  return { db, deps };
};

async function setup(): Promise<void> {
  const pgdb = await freshPostgres('concierge_bench_outputs');
  const bootstrap = new Database(PostgresDriver.open(pgdb.url, { max: 1 }), log);
  await migrate(bootstrap.driver);
  await bootstrap.close();
  const { db, deps } = await open(pgdb.url);
  const ws = (await createWorkspace(deps, { name: 'outputs', seedSandbox: false }))!;
  const masked = await createKey(deps, { workspaceId: ws.id, mode: 'live', scopes: ['follow_ups:read'] });
  const verbatim = await createKey(deps, {
    workspaceId: ws.id,
    mode: 'live',
    scopes: ['follow_ups:read', 'conversations:transcripts'],
  });
  const texts = [
    'Can Ada Lovelace get a quote at ada@example.com?',
    'Call me on +44 20 7946 0958 please',
    'My card 4111 1111 1111 1111 was charged twice',
    'IBAN DE89 3704 0044 0532 0130 00, account number 12345678',
    'Plain question number 7 about plans?',
    'Tab\tand "quotes" and \\ backslash and ünïcödé and emoji 🙂',
    'x',
  ];
  await db.tenantTx(ws.id, async (tx) => {
    const t0 = Date.parse('2026-11-01T00:00:00.000Z');
    const visitors: string[] = [];
    for (const name of ['Ada Lovelace', null, 'Grace (Admiral) Hopper']) {
      const id = newId();
      await insertVisitor(tx, {
        id,
        email: null,
        displayName: name,
        intentScore: 0,
        firstSeenAt: new Date(t0),
        lastSeenAt: new Date(t0),
        createdAt: new Date(t0),
      });
      visitors.push(id);
    }
    for (let i = 0; i < 120; i++) {
      const f = await createFollowUp(deps, tx, {
        id: newId(),
        visitorId: i % 4 === 3 ? null : visitors[i % 3],
        question: `${texts[i % texts.length]} (#${i})`,
        reason: i % 5 ? 'not in the knowledge base' : null,
        createdAt: new Date(t0 + Math.floor(i / 2) * 60_000),
      });
      if (i % 7 === 0) await answerFollowUp(deps, tx, f.id, `Answer to ${i}: write to help@example.com`);
    }
  });
  console.log(JSON.stringify({ url: pgdb.url, tenant: ws.id, masked: masked.key, verbatim: verbatim.key }));
  await closeDeps(deps);
  await db.close();
}

async function print(json: string): Promise<void> {
  const { url, masked, verbatim } = JSON.parse(json) as { url: string; masked: string; verbatim: string };
  const { db, deps } = await open(url);
  const app = await buildApp(deps);
  const get = async (path: string, key: string) => {
    const r = await app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${key}` } });
    return {
      r,
      line: `${path} [${key === masked ? 'masked' : 'verbatim'}] ${r.statusCode} ${r.headers['content-type']} ${Object.keys(
        r.headers,
      )
        .filter((h) => !['date', 'request-id'].includes(h))
        .sort()
        .join(',')}\n${r.body}\n`,
    };
  };
  let out = '';
  for (const key of [masked, verbatim]) {
    for (const q of [
      'limit=50',
      'limit=7',
      'limit=200',
      'status=answered&limit=5',
      'status=open',
      'limit=0',
      'limit=abc',
      'cursor=bogus',
    ]) {
      let path: string | null = `/v1/follow-ups?${q}`;
      for (let page = 0; path && page < 30; page++) {
        const { r, line } = await get(path, key);
        out += line;
        const next = r.statusCode === 200 ? (JSON.parse(r.body) as { nextCursor: string | null }).nextCursor : null;
        path = next ? `/v1/follow-ups?${q}&cursor=${encodeURIComponent(next)}` : null;
      }
    }
    const first = JSON.parse((await get('/v1/follow-ups?limit=3', key)).r.body).items;
    for (const item of first) out += (await get(`/v1/follow-ups/${item.id}`, key)).line;
    out += (await get(`/v1/follow-ups/00000000-0000-7000-8000-000000000000`, key)).line;
  }
  process.stdout.write(out);
  await app.close();
  await closeDeps(deps);
  await db.close();
}

const [mode, arg] = process.argv.slice(2);
await (mode === 'setup'
  ? setup()
  : mode === 'print' && arg
    ? print(arg)
    : Promise.reject(new Error('usage: outputs.ts setup | print <json>')));
