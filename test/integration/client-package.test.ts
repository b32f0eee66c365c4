import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, dbKind, type Harness } from '../helpers/harness.js';

// The typed client as another project gets it (issue 32): packed with `npm run client:pack`, installed from the
// tarball into a scratch project that has nothing else, and calling a running service over real HTTP.
// About packaging, not storage: it runs in the pglite project only.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 180_000 });
const ROOT = path.resolve(import.meta.dirname, '../..');
const version = (file: string) => (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;

describe.skipIf(dbKind() !== 'pglite')('the client package', () => {
  let h: Harness;
  let apiUrl: string;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'client-consumer-'));
  beforeAll(async () => {
    h = await createHarness();
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    apiUrl = `http://127.0.0.1:${(h.app.server.address() as { port: number }).port}/v1`;
  });
  afterAll(async () => {
    await h?.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  const run = (cmd: string, args: string[], cwd: string, env: Record<string, string> = {}) => {
    const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, ...env } });
    expect(r.status, `${cmd} ${args.join(' ')}\n${r.stdout}\n${r.stderr}`).toBe(0);
    return r.stdout;
  };

  it('is versioned with the service', () => {
    expect(version(path.join(ROOT, 'packages/client/package.json'))).toBe(version(path.join(ROOT, 'package.json')));
  });

  it('installs from its tarball into another project and calls the service, typed', async () => {
    const tarball = path.join(
      ROOT,
      'packages/client',
      run('npm', ['run', '-s', 'client:pack'], ROOT).trim().split('\n').pop()!,
    );
    fs.writeFileSync(
      path.join(scratch, 'package.json'),
      JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
    );
    run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], scratch);
    const installed = path.join(scratch, 'node_modules/@concierge/client');
    expect(fs.existsSync(path.join(installed, 'dist/index.d.ts'))).toBe(true);
    expect(fs.existsSync(path.join(installed, 'src'))).toBe(false);

    const ws = await h.workspace({ seed: true });
    const key = (await ws.key({ mode: 'test' })).key;
    fs.writeFileSync(
      path.join(scratch, 'main.mjs'),
      `import { createConciergeClient } from '@concierge/client';
const api = createConciergeClient({ apiUrl: process.env.API_URL, apiKey: process.env.API_KEY });
const list = await api.GET('/v1/follow-ups', { params: { query: { status: 'open', limit: 5 } } });
const missing = await api.GET('/v1/follow-ups/{id}', { params: { path: { id: crypto.randomUUID() } } });
console.log(JSON.stringify({ count: list.data.items.length, status: list.response.status, missing: missing.error.code }));
`,
    );
    // Not spawnSync: the service answers from this very process.
    const { stdout } = await promisify(execFile)(process.execPath, ['main.mjs'], {
      cwd: scratch,
      env: { ...process.env, API_URL: apiUrl, API_KEY: key },
    });
    const out = JSON.parse(stdout);
    expect(out).toMatchObject({ status: 200, missing: 'not-found' });
    expect(out.count).toBeGreaterThan(0);
  });
});
