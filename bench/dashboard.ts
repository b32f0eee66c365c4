/**
 * The dashboard's budgets (docs/shared spec "Quality bar"), measured in Chromium on the
 * embedded database with 10,000 conversations in the workspace:
 *
 *   - the first page's JavaScript, gzipped (what /app and Home load before showing data);
 *   - per page, the time from navigation to its data shown: a full load of /app/<page>
 *     (HTML, scripts, session check, the page's API calls) and an in-app click on the
 *     navigation link; "shown" means the page's h1 is there and nothing in <main> is still
 *     loading (no `.loading`, no `[aria-busy="true"]`).
 *
 *   flock /work/wt/cpu.lock npx tsx bench/dashboard.ts [--runs=5]
 *
 * Seeding takes the bench/insights path (set-based SQL in the data set's own transactions,
 * so the tenant guard and the insights triggers run as for the service's writes), then
 * messages for every conversation, then the insights fold, as the worker would.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { buildApp } from '../src/app.js';
import { DASHBOARD_DIR_SLOT } from '../src/meta/dashboard.js';
import { createOperator } from '../src/platform/operators/service.js';
import { foldTenant } from '../src/resources/insights/fold.js';
import { systemClock } from '../src/clock.js';
import { MemoryRateLimiter } from '../src/platform/rate-limit/memory-limiter.js';
import { seedActivity } from './insights/seed.js';
import { openBench, percentile, ROOT } from './lib.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 5);
const PASSWORD = 'bench password 1234';
const PAGES = [
  ['Home', '/'],
  ['Inbox', '/inbox'],
  ['Follow-ups', '/follow-ups'],
  ['Knowledge', '/knowledge'],
  ['Visitors', '/visitors'],
  ['Segments', '/segments'],
  ['Offers', '/offers'],
  ['Tours', '/tours'],
  ['Agent', '/agent'],
  ['Developers', '/developers'],
  ['Settings', '/settings'],
] as const;

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'concierge-app-bench-'));
await build({
  configFile: path.join(ROOT, 'app/vite.config.ts'),
  logLevel: 'error',
  build: { outDir, emptyOutDir: true },
});

const bench = await openBench('pglite');
const { deps, tenant } = bench;
// The bench opens 200 pages a minute from one session; the session bucket (300, 5/s) would
// answer 429 and time the refusals. Rate limits are not what is measured here.
const wide = { capacity: 1e9, refillPerSecond: 1e9 };
deps.limiter = new MemoryRateLimiter(systemClock, { default: wide, session: wide, knowledge: wide });
const t0 = Date.now();
// 25,000 rows of activity over 30 days: 40 % are conversations, so 10,000 of them.
const counts = await seedActivity(deps.db, tenant, { rows: 25_000, days: 30, end: new Date() });
await deps.db.tenantTx(tenant, (tx) =>
  tx.query(
    `INSERT INTO messages (id, conversation_id, seq, role, author_kind, content, created_at)
     SELECT gen_random_uuid(), c.id, s, CASE WHEN s % 2 = 1 THEN 'user' ELSE 'assistant' END,
            CASE WHEN s % 2 = 1 THEN 'visitor' ELSE 'agent' END,
            CASE WHEN s % 2 = 1 THEN 'What does the Growth plan cost?' ELSE 'The Growth plan costs €49 per month.' END,
            c.started_at + s * interval '10 seconds'
     FROM conversations c, generate_series(1, c.message_count) s`,
  ),
);
await deps.db.tenantTx(tenant, (tx) =>
  tx.query(
    `UPDATE conversations SET last_message_at = started_at + message_count * interval '10 seconds' WHERE message_count > 0`,
  ),
);
while ((await foldTenant(deps, tenant)) > 0);
const conversations = (
  await deps.db.tenantTx(tenant, (tx) => tx.query<{ n: string }>('SELECT count(*)::text AS n FROM conversations'))
).rows[0]!.n;
console.log(
  `seeded ${conversations} conversations (${JSON.stringify(counts)}) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
);

await createOperator(deps, 'cli', {
  workspaceId: tenant,
  email: 'bench@example.com',
  role: 'owner',
  transcripts: true,
  password: PASSWORD,
});
deps.slots.set(DASHBOARD_DIR_SLOT, outDir);
const app = await buildApp(deps);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await context.newPage();

// The first page's JavaScript: every script /app and Home fetch before they show data.
const scripts = new Set<string>();
page.on('response', (r) => {
  const u = new URL(r.url());
  if (u.pathname.startsWith('/app/assets/') && u.pathname.endsWith('.js')) scripts.add(path.basename(u.pathname));
});
await page.goto(`${base}/app`);
await page.getByLabel('Email').fill('bench@example.com');
await page.getByLabel('Password').fill(PASSWORD);
await page.getByRole('button', { name: 'Sign in' }).click();
const shown = () =>
  page.waitForFunction(
    () => {
      const d = (globalThis as any).document;
      const main = d.querySelector('main');
      return Boolean(main?.querySelector('h1') && !main.querySelector('.loading, [aria-busy="true"]'));
    },
    null,
    { polling: 'raf', timeout: 30_000 },
  );
await shown();
const signInScripts = new Set(scripts);
scripts.clear();
// A fresh load of Home as a signed-in operator: what the first page costs.
const cold = await browser.newContext({
  viewport: { width: 1280, height: 900 },
  storageState: await context.storageState(),
});
const coldPage = await cold.newPage();
coldPage.on('response', (r) => {
  const u = new URL(r.url());
  if (u.pathname.startsWith('/app/assets/') && u.pathname.endsWith('.js')) scripts.add(path.basename(u.pathname));
});
await coldPage.goto(`${base}/app`);
await coldPage.waitForFunction(
  () => {
    const main = (globalThis as any).document.querySelector('main');
    return Boolean(main?.querySelector('h1') && !main.querySelector('.loading, [aria-busy="true"]'));
  },
  null,
  { timeout: 30_000 },
);
await cold.close();
const gz = (names: Set<string>) =>
  [...names].reduce(
    (sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(outDir, 'assets', f)), { level: 9 }).length,
    0,
  );
const homeJs = gz(scripts);
const signInJs = gz(signInScripts);

const results: Array<{ page: string; load: number[]; click: number[] }> = [];
for (const [name, p] of PAGES) {
  const load: number[] = [];
  const click: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = Date.now();
    await page.goto(`${base}/app${p === '/' ? '' : p}`, { waitUntil: 'commit' });
    await shown();
    load.push(Date.now() - start);
    // In the app: from another page, a click on the navigation link.
    await page.goto(`${base}/app${p === '/settings' ? '/' : '/settings'}`);
    await shown();
    const s2 = Date.now();
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name, exact: true }).click();
    await page.waitForFunction((n) => (globalThis as any).document.querySelector('main h1')?.textContent === n, name);
    await shown();
    click.push(Date.now() - s2);
  }
  results.push({ page: name, load, click });
}
await browser.close();
await app.close();
await bench.close();
fs.rmSync(outDir, { recursive: true, force: true });

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
console.log(`\nfirst page (/app → Home) JavaScript, gzipped: ${kb(homeJs)} in ${scripts.size} files (budget 200 KB)`);
console.log(`sign-in page JavaScript, gzipped: ${kb(signInJs)}`);
console.log(`\n${conversations} conversations, embedded database, ${RUNS} runs per page (median / max, ms)`);
console.log('| page | full load | in-app navigation |\n|---|---|---|');
for (const r of results)
  console.log(
    `| ${r.page} | ${percentile(r.load, 50)} / ${Math.max(...r.load)} | ${percentile(r.click, 50)} / ${Math.max(...r.click)} |`,
  );
const worst = Math.max(...results.flatMap((r) => [...r.load, ...r.click]));
console.log(`\nslowest: ${worst} ms (budget 1000 ms)`);
