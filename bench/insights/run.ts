/**
 * bench/insights: one workspace with `--rows` raw activity rows (default
 * 1,000,000) spread over the 365 days before today: sessions, tour sittings,
 * offer interactions, form leads, meetings and follow-ups, plus visitors in
 * accounts and knowledge gaps. Measures the fold from scratch, the fold of one
 * new day, and the p50 of each insights endpoint over a 366-day range through
 * the whole service (auth, tenant transaction, serialisation).
 *
 *   npx tsx bench/insights/run.ts --db=postgres [--rows 1000000] [--calls 30]
 *   npx tsx bench/insights/run.ts --db=pglite --rows 200000
 */
import { parseArgs } from 'node:util';
import { buildApp } from '../../src/app.js';
import { createKey } from '../../src/platform/keys/service.js';
import { foldTenant } from '../../src/resources/insights/fold.js';
import { dbArg, ms, openBench, percentile } from '../lib.js';
import { seedActivity, seedNewDay } from './seed.js';

const { values } = parseArgs({
  options: {
    db: { type: 'string' },
    rows: { type: 'string', default: '1000000' },
    calls: { type: 'string', default: '30' },
  },
});
const rows = Number(values.rows);
const calls = Number(values.calls);
const kind = dbArg();

const bench = await openBench(kind);
const { deps, tenant } = bench;
const DAY = 86_400_000;
const today = new Date(Math.floor(Date.now() / DAY) * DAY);

let t0 = performance.now();
const counts = await seedActivity(deps.db, tenant, { rows, days: 365, end: today });
const seedSecs = (performance.now() - t0) / 1000;
console.log(`seeded ${JSON.stringify(counts)} in ${seedSecs.toFixed(1)} s`);

t0 = performance.now();
const foldedDays = await foldTenant(deps, tenant);
const scratchMs = performance.now() - t0;
console.log(`fold from scratch: ${foldedDays} days in ${ms(scratchMs)}`);

await seedNewDay(deps.db, tenant, { rows: Math.round(rows / 365), day: today });
t0 = performance.now();
const newDays = await foldTenant(deps, tenant);
const newDayMs = performance.now() - t0;
console.log(`fold one new day: ${newDays} day(s) in ${ms(newDayMs)}`);

const app = await buildApp(deps);
const workspaceId = (await deps.db.query<{ id: string }>('SELECT id FROM workspaces WHERE id = $1', [tenant])).rows[0]!
  .id;
const to = today.toISOString().slice(0, 10);
const from = new Date(today.getTime() - 365 * DAY).toISOString().slice(0, 10);
const endpoints = [
  `/v1/insights/digest?from=${from}&to=${to}`,
  `/v1/insights/pulse?from=${from}&to=${to}`,
  `/v1/insights/tours?from=${from}&to=${to}`,
  `/v1/insights/knowledge-gaps?from=${from}&to=${to}&status=any&limit=200`,
  `/v1/insights/sales-ready-accounts?withinDays=366&minIntent=40&limit=200`,
];
const results: Array<{ endpoint: string; p50: number; p95: number; bytes: number }> = [];
for (const url of endpoints) {
  // A key per endpoint: its bucket (60 calls) holds every call of the run.
  const key = await createKey(deps, { workspaceId, mode: 'live' });
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < calls + 3; i++) {
    const s = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${key.key}` } });
    const took = performance.now() - s;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    bytes = res.body.length;
    // The first calls warm caches and plans; they are not counted.
    if (i >= 3) times.push(took);
  }
  results.push({ endpoint: url.split('?')[0]!, p50: percentile(times, 50), p95: percentile(times, 95), bytes });
}
console.log(
  `\n${kind}, ${rows} rows over 365 days; fold from scratch ${ms(scratchMs)} (${foldedDays} days); one new day ${ms(newDayMs)}`,
);
console.log('| endpoint (366-day range) | p50 | p95 | body bytes |\n|---|---|---|---|');
for (const r of results) console.log(`| ${r.endpoint} | ${ms(r.p50)} | ${ms(r.p95)} | ${r.bytes} |`);
await app.close();
await bench.close();
