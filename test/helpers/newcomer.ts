import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * The README's build (`npm install` runs it; `npm start` runs it again when the sources
 * changed): dist/ built from the sources as they are now. Two test processes (the PGlite
 * and PostgreSQL projects) may ask at once, so one builds while the other waits on a lock
 * directory; the build itself does nothing when dist/ already matches the sources.
 */
export async function buildLikeInstall(): Promise<void> {
  const lock = path.join(os.tmpdir(), `concierge-build-${Buffer.from(ROOT).toString('base64url').slice(-40)}.lock`);
  for (;;) {
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
      break;
    } catch {
      // A lock left by a process that died is taken over.
      const pid = Number(fs.readFileSync(path.join(lock, 'pid'), { encoding: 'utf8', flag: 'a+' }) || 0);
      if (pid && !alive(pid)) fs.rmSync(lock, { recursive: true, force: true });
      else await sleep(500);
    }
  }
  try {
    const r = spawnSync(process.execPath, ['scripts/build.mjs', '--if-stale'], { cwd: ROOT, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`the build failed:\n${r.stdout}\n${r.stderr}`);
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A port nobody listens on at the moment (on loopback). */
export async function freePort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise((r) => s.close(r));
  return port;
}

export interface Started {
  child: ChildProcess;
  /** Everything the process printed so far (stdout and stderr). */
  output: () => string;
  /** Ends the process and what it started (its own process group). */
  stop: () => Promise<void>;
}

/**
 * `npm start` exactly as the README says, in the checkout, as a process group of its own
 * (npm, its shell and the service), resolved once the banner is printed in full.
 */
export async function npmStart(env: Record<string, string>): Promise<Started & { banner: string }> {
  const child = spawn('npm', ['start'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  child.stdout?.on('data', (c) => (out += c));
  child.stderr?.on('data', (c) => (out += c));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
  };
  // The banner ends with the line about the API and the CLI (src/main.ts).
  const banner = await new Promise<string>((resolve, reject) => {
    const check = () => {
      const at = out.indexOf('Concierge is running at');
      if (at >= 0 && /npx svc login --key[^\n]*\n/.test(out.slice(at))) resolve(out.slice(at));
    };
    child.stdout?.on('data', check);
    child.on('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${out}`)));
  });
  return { child, output: () => out, stop, banner };
}

/** Runs a command line as typed in a shell of this checkout (split on spaces, no quoting needed). */
export function runLine(
  line: string,
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const [cmd, ...args] = line.trim().split(/\s+/);
  const child = spawn(cmd!, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c) => (stdout += c));
  child.stderr.on('data', (c) => (stderr += c));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

export interface LocalSite {
  origin: string;
  /** What the site's owner pastes into every page (the embed snippet), empty until then. */
  paste(html: string): void;
  close(): Promise<void>;
}

/**
 * A company's own small website on loopback: a few pages and a sitemap, every page
 * carrying whatever was pasted into it (the embed snippet, once copied).
 */
export async function startLocalSite(pages: Record<string, { title: string; body: string }>): Promise<LocalSite> {
  let pasted = '';
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://site');
    if (url.pathname === '/sitemap.xml') {
      const urls = Object.keys(pages)
        .map((p) => `<url><loc>${origin}${p}</loc></url>`)
        .join('');
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`,
      );
      return;
    }
    const page = pages[url.pathname];
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    const nav = Object.entries(pages)
      .map(([p, v]) => `<a href="${p}">${v.title}</a>`)
      .join(' ');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${page.title}</title></head>` +
        `<body><nav>${nav}</nav><main><h1>${page.title}</h1>${page.body}</main>${pasted}</body></html>`,
    );
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return {
    origin,
    paste: (html) => {
      pasted = html;
    },
    close: () =>
      new Promise((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}
