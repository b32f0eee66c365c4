import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import type { Deps } from '../deps.js';
import { commandName, operatorMessage, type AdminCommand } from './commands.js';

/** Unix socket paths are limited to about 100 bytes; long data directories use a hashed path in tmp. */
export function adminSocketPath(dataDir: string): string {
  const preferred = path.join(dataDir, 'admin.sock');
  if (Buffer.byteLength(preferred) < 100) return preferred;
  return path.join(os.tmpdir(), `concierge-admin-${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}.sock`);
}

export interface AdminRequest {
  command: string;
  args: Record<string, unknown>;
}

export type AdminResponse = { ok: true; result: unknown } | { ok: false; error: string; usage?: boolean };

export function allCommands(deps: Pick<Deps, 'modules'>): AdminCommand[] {
  return deps.modules.flatMap((m) => m.adminCommands ?? []);
}

export async function runCommand(deps: Deps, req: AdminRequest): Promise<AdminResponse> {
  const cmd = allCommands(deps).find((c) => commandName(c) === req.command);
  if (!cmd) return { ok: false, error: `unknown command: ${req.command}`, usage: true };
  try {
    return { ok: true, result: await cmd.run(deps, req.args) };
  } catch (err) {
    const fixable = operatorMessage(err);
    if (fixable !== null) return { ok: false, error: fixable, usage: true };
    deps.log.error({ err, command: req.command }, 'admin command failed');
    return { ok: false, error: (err as Error).message };
  }
}

/**
 * The server that holds the embedded database answers operator commands on a
 * socket only its user can open (mode 0600), so the CLI works while it runs.
 */
export async function listenAdminSocket(deps: Deps, socketPath: string): Promise<() => Promise<void>> {
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((conn) => {
    let buf = '';
    conn.setEncoding('utf8');
    conn.on('data', (chunk) => {
      buf += chunk;
      const nl = buf.indexOf('\n');
      if (nl < 0) {
        if (buf.length > 10 * 1024 * 1024) conn.destroy();
        return;
      }
      let req: AdminRequest;
      try {
        req = JSON.parse(buf.slice(0, nl));
      } catch {
        conn.end(`${JSON.stringify({ ok: false, error: 'malformed request' })}\n`);
        return;
      }
      void runCommand(deps, req).then((res) => conn.end(`${JSON.stringify(res)}\n`));
    });
    conn.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      fs.rmSync(socketPath, { force: true });
    });
}

/** Sends one command to a running server; null when no server answers on the socket. */
export function sendAdminCommand(socketPath: string, req: AdminRequest, timeoutMs = 120_000): Promise<AdminResponse | null> {
  return new Promise((resolve, reject) => {
    const conn = net.connect(socketPath);
    let buf = '';
    let connected = false;
    const timer = setTimeout(() => {
      conn.destroy();
      reject(new Error('the server did not answer the admin command in time'));
    }, timeoutMs);
    conn.setEncoding('utf8');
    conn.on('connect', () => {
      connected = true;
      conn.write(`${JSON.stringify(req)}\n`);
    });
    conn.on('data', (c) => (buf += c));
    conn.on('end', () => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(buf));
      } catch {
        reject(new Error('the server sent a malformed answer'));
      }
    });
    conn.on('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (!connected && (err.code === 'ENOENT' || err.code === 'ECONNREFUSED')) resolve(null);
      else reject(err);
    });
  });
}
