import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { svc } from '../helpers/processes.js';
import { runCommand } from '../../src/admin/socket.js';

// The CLI run starts a Node process that compiles TypeScript; slow on a loaded machine.
vi.setConfig({ testTimeout: 240_000 });

/**
 * `svc simulate` fills a sandbox only through the runtime API of a running
 * server (here: the app on a real port), and every management read comes alive.
 */
let h: Harness;
let base: string;
beforeAll(async () => {
  h = await createHarness();
  base = await h.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => h?.close());

it('drives visits over days through the runtime API; the management reads come alive', async () => {
  const ws = await h.workspace({ seed: true });
  const api = await ws.test();
  const agent = (await api.get('/v1/agents')).body.items[0];
  const before = {
    visitors: (await api.post('/v1/visitors/search', { lastSeenWithinDays: 400 })).body.count,
    conversations: (await api.get('/v1/conversations?limit=200')).body.items.length,
  };
  const res = (await runCommand(h.deps, h.commands, {
    command: 'simulate',
    args: { agent: agent.publicId, url: base, visitors: '24', days: '10', seed: '7' },
  })) as any;
  expect(res).toMatchObject({ ok: true });
  const s = res.result;
  expect(s.errors).toBe(0);
  expect(s.visits).toBeGreaterThanOrEqual(24);
  expect(s.turns).toBeGreaterThan(10);
  expect(s.answered).toBeGreaterThan(0);
  expect(s.handedToTeam).toBeGreaterThan(0);
  expect(s.identified + s.meetingsBooked).toBeGreaterThan(0);

  // Everything went through the API: visits dated over the ten days, visitors, conversations, records.
  const spread = await h.db.tenantTx(
    ws.sandboxId,
    async (tx) =>
      (
        await tx.query<{ days: number; n: number }>(
          `SELECT count(DISTINCT (started_at AT TIME ZONE 'UTC')::date)::int AS days, count(*)::int AS n FROM visits`,
        )
      ).rows[0]!,
  );
  expect(spread.n).toBe(s.visits);
  expect(spread.days).toBeGreaterThanOrEqual(5);
  expect((await api.post('/v1/visitors/search', { lastSeenWithinDays: 400 })).body.count).toBeGreaterThanOrEqual(
    before.visitors + 24,
  );
  expect((await api.get('/v1/conversations?limit=200')).body.items.length).toBeGreaterThan(before.conversations);
  expect(
    (await api.get('/v1/follow-ups?status=open&limit=200')).body.items.some(
      (f: any) => f.reason === 'not covered by the knowledge sources',
    ),
  ).toBe(true);
  if (s.meetingsBooked > 0)
    expect((await api.get('/v1/meetings?limit=200')).body.items.some((m: any) => m.attendee.email?.includes('.'))).toBe(
      true,
    );
  expect(
    await runCommand(h.deps, h.commands, {
      command: 'insights fold',
      args: { workspace: ws.id, sandbox: true, all: true },
    }),
  ).toMatchObject({ ok: true });
  const pulse = (await api.get('/v1/insights/pulse')).body;
  expect(pulse.totals.sessions).toBeGreaterThanOrEqual(s.visits);
  expect(pulse.sources.map((x: any) => x.source)).toEqual(expect.arrayContaining(['google', 'newsletter']));

  // The same seed gives the same visitors (their names and emails).
  const again = (await runCommand(h.deps, h.commands, {
    command: 'simulate',
    args: { agent: agent.publicId, url: base, visitors: '2', days: '3', seed: '7' },
  })) as any;
  expect(again).toMatchObject({ ok: true, result: { visitors: 2 } });
  // Mistakes are usage errors.
  expect(
    await runCommand(h.deps, h.commands, { command: 'simulate', args: { agent: 'ag_nobody', url: base } }),
  ).toMatchObject({
    ok: false,
    error: expect.stringMatching(/no agent/),
  });
  const live = (await (await ws.live()).post('/v1/agents', { name: 'Live one' })).body;
  expect(
    await runCommand(h.deps, h.commands, { command: 'simulate', args: { agent: live.publicId, url: base } }),
  ).toMatchObject({
    ok: false,
    error: expect.stringMatching(/sandbox/),
  });
  expect(
    await runCommand(h.deps, h.commands, {
      command: 'simulate',
      args: { agent: agent.publicId, url: base, days: '0' },
    }),
  ).toMatchObject({ ok: false });
});

it('runs from the svc CLI with a progress bar and a summary', async () => {
  const ws = await h.workspace({ seed: true });
  const agent = (await (await ws.test()).get('/v1/agents')).body.items[0];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'concierge-sim-'));
  try {
    const out = await svc(['simulate', '--agent', agent.publicId, '--visitors', '3', '--days', '2', '--url', base], {
      DATA_DIR: dataDir,
    });
    expect(out.code, out.stderr).toBe(0);
    expect(out.stderr).toContain('3/3 visitors');
    expect(out.stdout).toMatch(/Simulated traffic through the runtime API:\n {2}agent {17}ag_/);
    expect(out.stdout).toMatch(/visits {16}\d+ \(\d+ returning\)/);
    // It opened no database of its own.
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
