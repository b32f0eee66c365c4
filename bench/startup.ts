/**
 * How long a second `npm start` takes to serve, with nothing changed (issue 32).
 *
 *   npx tsx bench/startup.ts [--runs 5]
 *
 * Measures, on a copy of the embedded database made once (the first start migrates and seeds; not measured):
 * - `node scripts/build.mjs --if-stale` with the build up to date (what `prestart` runs);
 * - the service from `node dist/main.js` to its first `200` on /healthz: wall time, and the process's CPU
 *   time at that moment (user + system, from /proc: steadier than wall time on a shared machine).
 * Needs a built dist/ (`npm run build`).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { percentile, ROOT } from './lib.js';

const runs = Number(process.argv[process.argv.indexOf('--runs') + 1] || 5);
const node = process.execPath;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-startup-'));
const ticks = Number(spawnSync('getconf', ['CLK_TCK']).stdout.toString().trim() || 100);

async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const port = (srv.address() as net.AddressInfo).port;
  await new Promise((r) => srv.close(r));
  return port;
}

function cpuSeconds(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / ticks; // utime, stime
}

async function startOnce(): Promise<{ wallMs: number; cpuS: number }> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(node, ['dist/main.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      LOG_LEVEL: 'silent',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return { wallMs: performance.now() - started, cpuS: cpuSeconds(child.pid!) };
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const first = await startOnce(); // migrates and creates the workspace: not what a second start pays
console.log(
  `first start (migrations, workspace): ${(first.wallMs / 1000).toFixed(1)} s wall, ${first.cpuS.toFixed(2)} s CPU`,
);

const buildMs: number[] = [];
for (let i = 0; i < runs; i++) {
  const t = performance.now();
  const r = spawnSync(node, ['scripts/build.mjs', '--if-stale'], { cwd: ROOT, encoding: 'utf8' });
  if (!r.stdout.includes('up to date')) throw new Error('dist/ is not up to date: run `npm run build` first');
  buildMs.push(performance.now() - t);
}

const wall: number[] = [];
const cpu: number[] = [];
for (let i = 0; i < runs; i++) {
  const r = await startOnce();
  wall.push(r.wallMs);
  cpu.push(r.cpuS);
}
fs.rmSync(dataDir, { recursive: true, force: true });
console.log(`build check (up to date), median of ${runs}: ${percentile(buildMs, 50).toFixed(0)} ms`);
console.log(
  `second start to first /healthz 200, median of ${runs}: ${(percentile(wall, 50) / 1000).toFixed(2)} s wall (max ${(Math.max(...wall) / 1000).toFixed(2)}), ${percentile(cpu, 50).toFixed(2)} s CPU`,
);
