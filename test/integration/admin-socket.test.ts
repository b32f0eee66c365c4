import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { modules } from '../../src/resources/index.js';
import type { ResourceModule } from '../../src/modules.js';
import { listenAdminSocket, MAX_REQUEST_BYTES, sendAdminCommand } from '../../src/admin/socket.js';

/**
 * The admin socket of the server that holds the embedded database: never
 * reachable by another user, not even for a moment, and one bounded request
 * per connection.
 */
let runs = 0;
let gate: Promise<void> = Promise.resolve();
const testModule: ResourceModule = {
  name: 'admin-socket-test',
  adminCommands: [
    {
      words: ['test', 'count'],
      summary: 'counts its runs',
      run: async () => {
        runs++;
        await gate;
        return { runs };
      },
    },
  ],
};

let h: Harness;
let dir: string;
let socketPath: string;
let stop: () => Promise<void>;
const seenAtListen: Array<{ at: string; exists: boolean; mode: number | null; dirMode: number }> = [];

beforeAll(async () => {
  h = await createHarness({ modules: [...modules, testModule] });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'concierge-admin-'));
  // A data folder others may enter, as DATA_DIR often is.
  fs.chmodSync(dir, 0o755);
  socketPath = path.join(dir, 'admin.sock');
  // Looks at the socket the moment the server listens, before the code that made it can do anything else.
  const original = net.createServer.bind(net);
  const spy = vi.spyOn(net, 'createServer').mockImplementation(((...args: Parameters<typeof net.createServer>) => {
    const server = original(...args);
    server.on('listening', () => {
      const at = String(server.address());
      const stat = fs.existsSync(socketPath) ? fs.statSync(socketPath) : null;
      seenAtListen.push({
        at,
        exists: stat !== null,
        mode: stat ? stat.mode & 0o777 : null,
        dirMode: fs.statSync(path.dirname(at)).mode & 0o777,
      });
    });
    return server;
  }) as typeof net.createServer);
  stop = await listenAdminSocket(h.deps, h.commands, socketPath);
  spy.mockRestore();
});
afterAll(async () => {
  await stop?.();
  await h?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Writes `parts` one after another on one connection; resolves with everything the server answered. */
function exchange(parts: Array<string | Buffer>, between?: () => Promise<void>): Promise<string> {
  return new Promise((resolve, reject) => {
    const conn = net.connect(socketPath);
    let out = '';
    conn.setEncoding('utf8');
    conn.on('data', (c) => (out += c));
    conn.on('end', () => resolve(out));
    conn.on('close', () => resolve(out));
    conn.on('error', (err: NodeJS.ErrnoException) =>
      err.code === 'EPIPE' || err.code === 'ECONNRESET' ? resolve(out) : reject(err),
    );
    conn.on('connect', async () => {
      for (const [i, p] of parts.entries()) {
        if (i > 0 && between) await between();
        conn.write(p);
      }
    });
  });
}

const request = (command: string) => `${JSON.stringify({ command, args: {} })}\n`;

describe('the admin socket', () => {
  it('is never open to others: it listens in a private folder and appears at its path as 0600', () => {
    expect(seenAtListen).toHaveLength(1);
    const [seen] = seenAtListen;
    expect(seen!.at).not.toBe(socketPath);
    expect(seen!.exists).toBe(false);
    expect(seen!.dirMode).toBe(0o700);
    expect(fs.statSync(socketPath).mode & 0o777).toBe(0o600);
    expect(fs.statSync(socketPath).isSocket()).toBe(true);
    // Nothing is left of the private folder.
    expect(fs.readdirSync(dir)).toEqual(['admin.sock']);
  });

  it('answers commands through the CLI client', async () => {
    runs = 0;
    expect(await sendAdminCommand(socketPath, { command: 'test count', args: {} })).toEqual({
      ok: true,
      result: { runs: 1 },
    });
  });

  it('runs one request per connection, whatever follows it', async () => {
    runs = 0;
    let open!: () => void;
    gate = new Promise((r) => (open = r));
    const out = exchange([request('test count'), request('test count'), request('test count')], async () => {
      // The next line arrives while the first command is running.
      for (let i = 0; i < 200 && runs === 0; i++) await new Promise((r) => setTimeout(r, 10));
    });
    for (let i = 0; i < 200 && runs === 0; i++) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 100));
    open();
    gate = Promise.resolve();
    expect(
      (await out)
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l)),
    ).toEqual([{ ok: true, result: { runs: 1 } }]);
    expect(runs).toBe(1);
  });

  it('keeps each connection to itself: two interleaved clients get their own answers', async () => {
    const a = new Promise<string>((resolve) => {
      const conn = net.connect(socketPath, () => conn.write('{"command":"test co'));
      let out = '';
      conn
        .setEncoding('utf8')
        .on('data', (c) => (out += c))
        .on('end', () => resolve(out));
      setTimeout(() => conn.write('unt","args":{}}\n'), 100);
    });
    const b = await exchange(['{"command":"nope","args":{}}\n']);
    expect(JSON.parse(b)).toMatchObject({ ok: false, error: 'unknown command: nope' });
    expect(JSON.parse(await a)).toMatchObject({ ok: true });
  });

  it('refuses malformed and oversized requests without running anything, and keeps serving', async () => {
    runs = 0;
    expect(JSON.parse(await exchange(['not json\n']))).toEqual({ ok: false, error: 'malformed request' });
    expect(JSON.parse(await exchange(['{"command":42}\n']))).toEqual({ ok: false, error: 'malformed request' });
    expect(JSON.parse(await exchange(['{"command":"test count","args":[1]}\n']))).toEqual({
      ok: false,
      error: 'malformed request',
    });
    const big = Buffer.alloc(MAX_REQUEST_BYTES + 1024, 0x61);
    expect(JSON.parse(await exchange([big]))).toEqual({
      ok: false,
      error: `request too large (over ${MAX_REQUEST_BYTES} bytes)`,
    });
    expect(runs).toBe(0);
    expect(await sendAdminCommand(socketPath, { command: 'test count', args: {} })).toEqual({
      ok: true,
      result: { runs: 1 },
    });
  });
});
