import { createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Every `svc` call starts a fresh Node process that compiles TypeScript; on a
// loaded two-core machine a test of several calls takes well over a minute.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 180_000 });
import { clonePostgresDatabase, dbKind } from '../helpers/harness.js';
import { finished, spawnTs, startServer, svc, type Finished } from '../helpers/processes.js';

/**
 * The API from the command line, against a real server on a real port: the
 * commands made from the route list, their idempotency keys, readable errors,
 * a saved profile, and `svc listen` forwarding a real event, signed, to a
 * local receiver.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'concierge-cli-api-'));
const home = fs.mkdtempSync(path.join(os.tmpdir(), 'concierge-cli-home-'));
// The profile lives under HOME/XDG_CONFIG_HOME: a private one, never the user's.
const serverEnv: Record<string, string> = {
  DATA_DIR: dataDir,
  SVC_OUTBOUND_ALLOW: '127.0.0.1',
  HOME: home,
  XDG_CONFIG_HOME: '',
};
let database: { url: string; drop: () => Promise<void> } | null = null;
let server: Awaited<ReturnType<typeof startServer>>;
let api: Record<string, string>;
let key: string;

beforeAll(async () => {
  if (dbKind() === 'postgres') {
    database = await clonePostgresDatabase();
    serverEnv.DATABASE_URL = database.url;
  }
  server = await startServer(serverEnv);
  const made = await svc(['keys', 'create', '--mode', 'test', '--all-scopes', '--json'], serverEnv);
  expect(made.code, made.stderr).toBe(0);
  key = JSON.parse(made.stdout).key;
  api = { ...serverEnv, SVC_API_KEY: key, SVC_API_URL: server.url };
});
afterAll(async () => {
  if (server?.child.exitCode === null) server.child.kill('SIGKILL');
  await database?.drop();
  for (const d of [dataDir, home]) fs.rmSync(d, { recursive: true, force: true });
});

const ok = (r: Finished) => {
  expect(r.code, `${r.stdout}\n${r.stderr}`).toBe(0);
  return JSON.parse(r.stdout);
};
const get = async (p: string) =>
  (await fetch(`${server.url}${p}`, { headers: { authorization: `Bearer ${key}` } })).json() as Promise<any>;

/** Resolves with everything a running process printed once `pattern` shows up in it. */
function waitFor(child: ChildProcess, stream: 'stdout' | 'stderr', pattern: RegExp): Promise<string> {
  let out = '';
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`no ${pattern} in ${stream}:\n${out}`)), 120_000);
    child[stream]!.on('data', (c) => {
      out += c;
      if (pattern.test(out)) {
        clearTimeout(t);
        resolve(out);
      }
    });
  });
}

describe('generated commands', () => {
  it('lists: the friendly form prints the API JSON when piped, a table in local time with --human', async () => {
    const direct = await get('/follow-ups?status=open&limit=2');
    const listed = ok(await svc(['follow-ups', 'list', '--status', 'open', '--limit', '2'], api));
    expect(listed.items).toEqual(direct.items);
    expect(Object.keys(listed)).toEqual(['items', 'nextCursor']);

    const table = await svc(['follow-ups', 'list', '--status', 'open', '--limit', '2', '--human'], {
      ...api,
      TZ: 'Asia/Kolkata',
    });
    expect(table.code, table.stderr).toBe(0);
    const lines = table.stdout.split('\n');
    expect(lines[0]).toMatch(/^ID {3,}QUESTION +STATUS +CREATED AT$/);
    const first = direct.items[0];
    // UTC+05:30, whatever the machine's zone.
    const local = new Date(Date.parse(first.createdAt) + 5.5 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
    expect(lines[1]).toMatch(new RegExp(`^${first.id}  .*  open +${local}$`));
    expect(lines[1]!.lastIndexOf('open')).toBe(lines[0]!.indexOf('STATUS'));
    expect(table.stdout).toContain(`More: repeat with --cursor `);
  });

  it.runIf(fs.existsSync('/usr/bin/script'))(
    'on a terminal the default is the table (script(1) gives svc a pty)',
    async () => {
      const line = [
        process.execPath,
        '--import',
        import.meta.resolve('tsx'),
        path.resolve(import.meta.dirname, '../../src/cli/svc.ts'),
        'workspace',
        'list',
      ].join(' ');
      const r = await finished(
        spawn('script', ['-qec', line, '/dev/null'], { env: { ...process.env, LOG_LEVEL: 'warn', ...serverEnv } }),
      );
      expect(r.code, r.stdout).toBe(0);
      const rows = r.stdout.split(/\r?\n/);
      // However narrow the pty, the id and the name stay (other columns give way first).
      expect(rows[0]).toMatch(/^ID +(SANDBOX ID +)?NAME/);
      expect(rows[1]).toMatch(/^ws_\w+ +(sbx_\w+ +)?Default workspace/);
      expect(r.stdout).not.toContain('"id"');
    },
  );

  it('--human shows control characters escaped (ANSI, C1, bidi); --json prints the text as stored', async () => {
    const open = (await get('/follow-ups?status=open&limit=3')).items[2];
    const hostile =
      'Clear\u001b[2J\u001b[31mred \u001b]8;;http://127.0.0.1/x\u0007link\u001b]8;;\u0007 \u009b1m \u202egnp.exe';
    ok(await svc(['follow-ups', 'answer', open.id, '--answer', hostile, '--json'], api));
    const json = ok(await svc(['follow-ups', 'get', open.id, '--json'], api));
    expect(json.answer).toBe(hostile);
    const human = await svc(['follow-ups', 'get', open.id, '--human'], api);
    expect(human.code, human.stderr).toBe(0);
    expect(human.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(human.stdout).toContain('Clear\\x1b[2J\\x1b[31mred \\x1b]8;;http://127.0.0.1/x\\x07link');
    expect(human.stdout).toContain('\\x9b1m \\u202egnp.exe');
  });

  it('a write carries an Idempotency-Key; the same key replays the first answer, from either form', async () => {
    const open = (await get('/follow-ups?status=open&limit=1')).items[0];
    const idem = `cli-${randomUUID()}`;
    const first = await svc(
      ['api', 'answerFollowUp', '--id', open.id, '--answer', 'Yes, in the EU.', '--idempotency-key', idem, '--json'],
      api,
    );
    const body = ok(first);
    expect(body).toMatchObject({ id: open.id, status: 'answered', answer: 'Yes, in the EU.' });
    expect(first.stderr).toContain(`Idempotency-Key: ${idem}`);
    expect(first.stderr).not.toContain('Idempotent-Replayed');

    const again = await svc(
      ['follow-ups', 'answer', open.id, '--answer', 'Yes, in the EU.', '--idempotency-key', idem, '--json'],
      api,
    );
    expect(ok(again)).toEqual(body);
    expect(again.stderr).toContain('Idempotent-Replayed: true');

    // Without a key one is made and shown; a new write of a closed follow-up is a conflict.
    const fresh = await svc(['follow-ups', 'answer', open.id, '--answer', 'Yes, in the EU.'], api);
    expect(fresh.code).toBe(1);
    const shown = /Idempotency-Key: (\S+) {2}\(to retry this write safely: --idempotency-key \1\)/.exec(fresh.stderr);
    expect(shown?.[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh.stderr).toMatch(/^svc: 409 conflict: /m);
  });

  it('an API error is shown with its status, code, message and request id (and its body with --json)', async () => {
    const missing = randomUUID();
    const r = await svc(['api', 'getFollowUp', '--id', missing, '--json'], api);
    expect(r.code).toBe(1);
    const body = JSON.parse(r.stdout);
    expect(body).toMatchObject({ status: 404, code: 'not-found' });
    expect(r.stderr).toBe(`svc: 404 not-found: ${body.message}\n  request id: ${body.requestId}\n`);
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);

    const bad = await svc(['events', 'list', '--types', 'visitor.vanished'], api);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(
      /^svc: 400 invalid-request: Unknown event type: visitor\.vanished\..*\n {2}request id: [0-9a-f-]{36}\n {2}param: types\n$/s,
    );
  });

  it('a missing scope names the scope and the command that makes a key holding it (svc listen too)', async () => {
    const made = await svc(['keys', 'create', '--mode', 'test', '--json'], serverEnv); // every read scope only
    const readOnly = { ...api, SVC_API_KEY: JSON.parse(made.stdout).key };
    const write = await svc(['api', 'createSegment', '--name', 'x', '--filter', '{"identified":true}'], readOnly);
    expect(write.code).toBe(1);
    expect(write.stderr).toContain('403 insufficient-scope');
    expect(write.stderr).toContain('npx svc keys create --mode test --scope segments:write');
    const listen = await svc(['listen', '--forward-to', 'http://127.0.0.1:9/hooks'], readOnly);
    expect(listen.code).toBe(1);
    expect(listen.stderr).toContain('npx svc keys create --mode test --scope webhooks:manage');
    // A live key's replacement is a live key.
    const live = await svc(['keys', 'create', '--mode', 'live', '--json'], serverEnv);
    const liveRead = { ...api, SVC_API_KEY: JSON.parse(live.stdout).key };
    const liveWrite = await svc(['api', 'createSegment', '--name', 'x', '--filter', '{"identified":true}'], liveRead);
    expect(liveWrite.code).toBe(1);
    expect(liveWrite.stderr).toContain('npx svc keys create --mode live --scope segments:write');
  });

  it('knowledge add-source and visitors search, the issue’s examples', async () => {
    const site = http.createServer((_req, res) =>
      res.end('<html><head><title>Docs</title></head><body><main><p>Data stays in the EU.</p></main></body></html>'),
    );
    await new Promise<void>((r) => site.listen(0, '127.0.0.1', r));
    try {
      const base = ok(await svc(['knowledge', 'bases', '--json'], api)).items[0];
      const url = `http://127.0.0.1:${(site.address() as { port: number }).port}/docs`;
      const added = ok(await svc(['knowledge', 'add-source', '--kb', base.id, '--url', url, '--json'], api));
      expect(added).toMatchObject({ baseId: base.id, url: expect.stringContaining(url), status: 'pending' });
    } finally {
      site.close();
    }
    const found = ok(await svc(['visitors', 'search', 'pricing OR discount', '--json'], api));
    expect(found.filter).toEqual({ asked: 'pricing OR discount' });
    expect(found.count).toBe(found.items.length);
  });

  it('svc login saves the key readable only by its owner; API commands then need no environment', async () => {
    const { SVC_API_KEY: _, ...noKey } = api;
    expect((await svc(['follow-ups', 'list'], noKey)).stderr).toMatch(/no API key: set SVC_API_KEY/);

    const refused = await svc(['login', '--key', `svc_test_${'x'.repeat(40)}`, '--url', server.url], noKey);
    expect(refused.code, refused.stderr).toBe(1);
    expect(refused.stderr).toMatch(/refused the key; nothing saved\.\n401 unauthorized/);
    const file = path.join(home, '.config', 'concierge', 'profile.json');
    expect(fs.existsSync(file)).toBe(false);

    const saved = ok(await svc(['login', '--key', key, '--url', server.url, '--json'], noKey));
    expect(saved).toMatchObject({ profile: file, apiUrl: server.url, mode: 'test' });
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    const { SVC_API_URL: __, ...nothing } = noKey;
    expect(ok(await svc(['follow-ups', 'list', '--limit', '1'], nothing)).items).toHaveLength(1);

    ok(await svc(['logout', '--json'], nothing));
    expect(fs.existsSync(file)).toBe(false);
  });
});

describe('svc listen and svc events tail', () => {
  it('forwards an event produced by a write, signed as webhooks are, and prints one line per delivery', async () => {
    const received: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
    const receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.statusCode = 204;
        res.end();
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    const hook = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hooks`;
    const listen = spawnTs('src/cli/svc.ts', ['listen', '--forward-to', hook, '--events', 'follow_up.answered'], api);
    const tail = spawnTs('src/cli/svc.ts', ['events', 'tail', '--events', 'follow_up.answered'], api);
    try {
      const started = await waitFor(listen, 'stderr', /Ready\./);
      await waitFor(tail, 'stderr', /Following events after id \d+/);
      const secret = /Signing secret: (whsec_\w+)/.exec(started)![1]!;
      const delivered = waitFor(listen, 'stdout', /\n/);
      const tailed = waitFor(tail, 'stdout', /\n/);

      const open = (await get('/follow-ups?status=open&limit=1')).items[0];
      ok(await svc(['follow-ups', 'answer', open.id, '--answer', 'Forwarded.', '--json'], api));

      const line = JSON.parse((await delivered).trim());
      expect(line).toMatchObject({ type: 'follow_up.answered', status: 204, error: null });
      expect(received).toHaveLength(1);
      const { headers, body } = received[0]!;
      const event = JSON.parse(body);
      expect(event).toMatchObject({
        id: line.eventId,
        livemode: false,
        type: 'follow_up.answered',
        data: { followUpId: open.id },
      });
      expect(headers['x-service-event']).toBe('follow_up.answered');
      expect(headers['x-service-delivery']).toBe(line.deliveryId);
      // Checked as the README tells receivers to, over the raw body.
      const ts = headers['x-service-timestamp'] as string;
      expect(Math.abs(Number(ts) - Date.now() / 1000)).toBeLessThan(300);
      expect(headers['x-service-signature']).toBe(
        `sha256=${createHmac('sha256', secret).update(`${ts}.${body}`).digest('hex')}`,
      );
      // The event the stream carried, byte for byte as the log serves it.
      expect(JSON.parse((await tailed).trim())).toEqual(
        (await get(`/events?since=${Number(line.eventId) - 1}&limit=1`)).items[0],
      );
    } finally {
      const exits = [finished(listen), finished(tail)];
      listen.kill('SIGTERM');
      tail.kill('SIGTERM');
      for (const e of await Promise.all(exits)) expect(e.code).toBe(0);
      receiver.close();
    }
  });
});
