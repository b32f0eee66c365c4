/**
 * bench/memory: resident memory of `npm start` (the API and the worker in one
 * process), as an operator sees it, in both storage modes:
 *   - start-up peak (VmHWM once it prints its address), first start on an empty
 *     data folder and a restart on the same folder;
 *   - idle RSS 30 s after start;
 *   - RSS under load: the highest sample while 16 clients read a 50-visitor page
 *     of the sandbox for 15 s (round-robin over 100 keys, so the per-key rate
 *     limit leaves the work to the database), and the peak since start;
 *   - idle RSS again 30 s after the load ends.
 *
 *   npm run build && npx tsx bench/memory.ts [--db=pglite|postgres] [--node-flags="…"]
 *
 * The server runs as `node <start flags> dist/main.js`, the flags taken from the
 * package.json start script unless --node-flags says otherwise.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, freshPostgres } from './lib.js';

const { values } = parseArgs({
  options: { db: { type: 'string', default: 'pglite' }, 'node-flags': { type: 'string' } },
  strict: false,
});
const startScript: string = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.start;
const nodeFlags = (
  typeof values['node-flags'] === 'string'
    ? values['node-flags']
    : startScript.replace(/^node\s+/, '').replace(/\s*dist\/main\.js.*$/, '')
)
  .split(/\s+/)
  .filter(Boolean);
const node = path.join(ROOT, 'node_modules/.bin/node');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** CPU time (ms) the process has used, from /proc (USER_HZ 100). */
function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12])) * 10;
}

function status(pid: number): { rss: number; hwm: number } {
  const s = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(s)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), hwm: Math.round(kb('VmHWM') / 1024) };
}

async function start(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string; ready: { rss: number; hwm: number } }> {
  const child = spawn(node, [...nodeFlags, 'dist/main.js'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (c) => (out += c));
  for (let i = 0; i < 600; i++) {
    const m = /is running at (\S+)/.exec(out);
    if (m) return { child, url: m[1]!, ready: status(child.pid!) };
    if (child.exitCode !== null) throw new Error(`server exited: ${out}`);
    await sleep(100);
  }
  throw new Error('server did not start within 60 s');
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

async function main() {
  const kind = values.db === 'postgres' ? 'postgres' : 'pglite';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'concierge-mem-'));
  const pgdb = kind === 'postgres' ? await freshPostgres('concierge_bench_mem') : null;
  const env = { DATA_DIR: dataDir, PORT: String(20000 + (process.pid % 10000)), DATABASE_URL: pgdb?.url ?? '' };
  try {
    const first = await start(env);
    await stop(first.child);
    const run = await start(env);
    const pid = run.child.pid!;
    await sleep(30_000);
    const idle = status(pid);
    // Sandbox keys through the CLI, which talks to the running server.
    const keys: string[] = [];
    for (let i = 0; i < 100; i++) {
      const made = spawnSync(node, ['bin/svc.js', 'keys', 'create', '--mode', 'test', '--json'], {
        cwd: ROOT,
        env: { ...process.env, ...env },
        encoding: 'utf8',
      });
      keys.push(JSON.parse(made.stdout).key as string);
    }
    let loadMax = 0;
    const sampler = setInterval(() => (loadMax = Math.max(loadMax, status(pid).rss)), 200);
    const statuses = new Map<number, number>();
    const cpu0 = cpuMs(pid);
    const until = Date.now() + 15_000;
    let next = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (Date.now() < until) {
          const res = await fetch(`${run.url}/visitors?limit=50`, {
            headers: { authorization: `Bearer ${keys[next++ % keys.length]}` },
          });
          await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        }
      }),
    );
    clearInterval(sampler);
    const served = statuses.get(200) ?? 0;
    const cpuPerRequestMs = Number(((cpuMs(pid) - cpu0) / Math.max(1, served)).toFixed(2));
    const after = status(pid);
    await sleep(30_000);
    const idleAfterLoad = status(pid);
    await stop(run.child);
    console.log(
      JSON.stringify(
        {
          storage: kind,
          nodeFlags: nodeFlags.join(' '),
          firstStartPeakMiB: first.ready.hwm,
          restartPeakMiB: run.ready.hwm,
          idleRssMiB: idle.rss,
          underLoadMaxRssMiB: loadMax,
          peakSinceStartMiB: after.hwm,
          idleAfterLoadRssMiB: idleAfterLoad.rss,
          loadStatuses: Object.fromEntries(statuses),
          serverCpuMsPerRequest: cpuPerRequestMs,
        },
        null,
        2,
      ),
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await pgdb?.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
