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
  return path.join(
    os.tmpdir(),
    `concierge-admin-${createHash('sha256').update(dataDir).digest('hex').slice(0, 16)}.sock`,
  );
}

export interface AdminRequest {
  command: string;
  args: Record<string, unknown>;
}

export type AdminResponse = { ok: true; result: unknown } | { ok: false; error: string; usage?: boolean };

/** The operator commands the given modules bring (the module list is passed in: Deps does not hold it). */
export function allCommands(modules: readonly { adminCommands?: AdminCommand[] }[]): AdminCommand[] {
  return modules.flatMap((m) => m.adminCommands ?? []);
}

export async function runCommand(
  deps: Deps,
  commands: readonly AdminCommand[],
  req: AdminRequest,
): Promise<AdminResponse> {
  const cmd = commands.find((c) => commandName(c) === req.command);
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

/** The largest request (a command and its arguments, file contents included). */
export const MAX_REQUEST_BYTES = 16 * 1024 * 1024;
/** A connection that sends no complete request within this time is closed. */
const REQUEST_TIMEOUT_MS = 30_000;

const answer = (res: AdminResponse) => `${JSON.stringify(res)}\n`;

function parseRequest(line: string): AdminRequest | null {
  try {
    const req = JSON.parse(line) as Partial<AdminRequest> | null;
    if (!req || typeof req !== 'object' || typeof req.command !== 'string') return null;
    const args = req.args ?? {};
    if (typeof args !== 'object' || Array.isArray(args) || args === null) return null;
    return { command: req.command, args };
  } catch {
    return null;
  }
}

/**
 * One request per connection: the first line, at most MAX_REQUEST_BYTES, is
 * the request; anything after it is ignored, so a client can never make one
 * connection run a command twice.
 */
function serveConnection(deps: Deps, commands: readonly AdminCommand[], conn: net.Socket): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let done = false;
  conn.setTimeout(REQUEST_TIMEOUT_MS, () => conn.destroy());
  conn.on('error', () => undefined);
  // After the answer the client has a moment to hang up; then the connection is dropped.
  const finish = (res: AdminResponse) => conn.end(answer(res), () => conn.setTimeout(5000, () => conn.destroy()));
  conn.on('data', (chunk: Buffer) => {
    // Read on (and drop) whatever follows the request, so the client's hang-up is seen.
    if (done) return;
    const nl = chunk.indexOf(0x0a);
    const part = nl < 0 ? chunk : chunk.subarray(0, nl);
    size += part.length;
    if (size > MAX_REQUEST_BYTES) {
      done = true;
      finish({ ok: false, error: `request too large (over ${MAX_REQUEST_BYTES} bytes)` });
      return;
    }
    chunks.push(part);
    if (nl < 0) return;
    done = true;
    const line = Buffer.concat(chunks).toString('utf8');
    chunks.length = 0;
    // Commands may take long (a full insights fold): no timeout while one runs.
    conn.setTimeout(0);
    const req = parseRequest(line);
    if (!req) return void finish({ ok: false, error: 'malformed request' });
    void runCommand(deps, commands, req).then(finish);
  });
}

/**
 * The server that holds the embedded database answers operator commands on a
 * socket only its user can open (mode 0600), so the CLI works while it runs.
 * The socket is made in a private directory (mode 0700), tightened, and only
 * then moved to its path: there is no moment at which another user could connect.
 */
export async function listenAdminSocket(
  deps: Deps,
  commands: readonly AdminCommand[],
  socketPath: string,
): Promise<() => Promise<void>> {
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((conn) => serveConnection(deps, commands, conn));
  // Same length as the final path ("admin.sock" vs ".aXXXXXX/s"), so a path that fits still fits.
  const privateDir = fs.mkdtempSync(path.join(path.dirname(socketPath), '.a'));
  const staging = path.join(privateDir, 's');
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(staging, () => resolve());
    });
    fs.chmodSync(staging, 0o600);
    fs.renameSync(staging, socketPath);
  } catch (err) {
    server.close();
    throw err;
  } finally {
    fs.rmSync(privateDir, { recursive: true, force: true });
  }
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      fs.rmSync(socketPath, { force: true });
    });
}

/** Sends one command to a running server; null when no server answers on the socket. */
export function sendAdminCommand(
  socketPath: string,
  req: AdminRequest,
  timeoutMs = 120_000,
): Promise<AdminResponse | null> {
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
