import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { runCommand } from '../../src/admin/socket.js';
import { allCommands } from '../../src/admin/socket.js';
import { DATA_SET_FLAGS } from '../../src/admin/data-set.js';
import { modules } from '../../src/resources/index.js';

/**
 * The one way operator commands choose a data set: `--workspace ws_…` is the
 * live data, `--workspace sbx_…` or `--sandbox` the sandbox; errors an operator
 * can fix come back as usage errors with their reason.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

const run = (command: string, args: Record<string, unknown>) => runCommand(h.deps, h.commands, { command, args });

describe('choosing the data set', () => {
  it('every data-set command takes the same flags', () => {
    const withWorkspace = allCommands(modules).filter((c) => c.flags?.some((f) => f.name === 'sandbox'));
    expect(withWorkspace.map((c) => c.words.join(' ')).sort()).toEqual(
      [
        'agents create',
        'agents update',
        'hubs create',
        'insights fold',
        'kb add-text',
        'kb attach',
        'kb create',
        'kb list',
        'skills remove',
        'skills restore',
        'tours import',
      ].sort(),
    );
    for (const c of withWorkspace) {
      expect(
        c.flags!.filter((f) => f.name === 'workspace' || f.name === 'sandbox'),
        c.words.join(' '),
      ).toEqual(DATA_SET_FLAGS);
    }
  });

  it.each([
    ['a ws_ id', (ws: { id: string }) => ({ workspace: ws.id }), 'live'],
    ['a ws_ id with --sandbox', (ws: { id: string }) => ({ workspace: ws.id, sandbox: true }), 'test'],
    ['an sbx_ id', (ws: { sandboxId: string }) => ({ workspace: ws.sandboxId }), 'test'],
  ] as const)('%s', async (_, flags, mode) => {
    const ws = await h.workspace();
    const made = await run('agents create', { name: 'Where am I', ...flags(ws) });
    expect(made.ok, JSON.stringify(made)).toBe(true);
    const id = (made as { result: { id: string } }).result.id;
    const here = await (mode === 'live' ? ws.live() : ws.test());
    const there = await (mode === 'live' ? ws.test() : ws.live());
    expect((await here.get(`/v1/agents/${id}`)).status).toBe(200);
    expect((await there.get(`/v1/agents/${id}`)).status).toBe(404);

    const hub = await run('hubs create', { name: 'Hub', ...flags(ws) });
    expect((await here.get(`/v1/hubs/${(hub as { result: { id: string } }).result.id}`)).status).toBe(200);
  });

  it('keys take either id of the workspace; their mode picks the data set', async () => {
    const ws = await h.workspace();
    const made = await run('keys create', { workspace: ws.sandboxId, mode: 'live' });
    expect(made).toMatchObject({ ok: true, result: { workspaceId: ws.id, mode: 'live' } });
  });
});

describe('errors an operator can fix', () => {
  it('an unknown workspace is a usage error naming it', async () => {
    expect(await run('kb list', { workspace: 'ws_doesnotexist' })).toEqual({
      ok: false,
      usage: true,
      error: 'no workspace ws_doesnotexist (svc workspace list shows them)',
    });
  });

  it('an API error below 500 from a service is a usage error with its message', async () => {
    const ws = await h.workspace();
    const res = await run('kb attach', {
      base: '0194c0de-0000-7000-8000-000000000001',
      agent: 'ag_nobody',
      workspace: ws.id,
    });
    expect(res).toMatchObject({ ok: false, usage: true });
    expect((res as { error: string }).error).toMatch(/^No (agent|knowledge base)/);
  });

  it('bad key requests are usage errors', async () => {
    expect(await run('keys create', { mode: 'sometimes' })).toEqual({
      ok: false,
      usage: true,
      error: 'mode must be live or test',
    });
  });
});
