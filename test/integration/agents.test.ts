import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { runCommand } from '../../src/admin/socket.js';
import { createAgent } from '../../src/resources/agents/service.js';
import { insertAgent } from '../../src/records/agents.js';
import { newId } from '../../src/lib/ids.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

const cli = (command: string, args: Record<string, unknown>) => runCommand(h.deps, h.commands, { command, args });

describe('agents', () => {
  it('lists newest first with paging and reads one by UUID or public id', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const made = [];
    for (const name of ['One', 'Two', 'Three'])
      made.push(await h.db.tenantTx(ws.id, (tx) => createAgent(h.deps, tx, { name })));
    const page1 = await api.get('/v1/agents?limit=2');
    expect(page1.status).toBe(200);
    expect(page1.body.items.map((a: any) => a.name)).toEqual(['Three', 'Two']);
    const page2 = await api.get(`/v1/agents?limit=2&cursor=${page1.body.nextCursor}`);
    expect(page2.body).toMatchObject({ items: [{ name: 'One' }], nextCursor: null });
    const one = made[0]!;
    // The personal base is made with the agent and read by it alone.
    expect((await api.get(`/v1/knowledge/bases/${one.personalBaseId}`)).body).toMatchObject({
      id: one.personalBaseId,
      shared: false,
      agentIds: [one.id],
    });
    for (const ref of [one.id, one.publicId]) {
      expect((await api.get(`/v1/agents/${ref}`)).body).toEqual({ ...one, sharedBaseIds: [] });
    }
    expect((await api.get(`/v1/agents/${crypto.randomUUID()}`)).body).toMatchObject({ status: 404, code: 'not-found' });
    expect((await api.get('/v1/agents/ag_nosuchagent')).status).toBe(404);
    expect((await (await ws.test()).get(`/v1/agents/${one.id}`)).status).toBe(404);
    // An agent made elsewhere (without a personal base) reads with a null base.
    const bare = newId();
    await h.db.tenantTx(ws.id, (tx) =>
      insertAgent(tx, { id: bare, publicId: `ag_${bare.slice(-8)}`, name: 'Bare', now: new Date() }),
    );
    expect((await api.get(`/v1/agents/${bare}`)).body).toMatchObject({ personalBaseId: null, sharedBaseIds: [] });
  });

  it('manages agents and knowledge from the CLI', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const agent = await cli('agents create', { name: 'Concierge', workspace: ws.id });
    expect(agent).toMatchObject({ ok: true, result: { name: 'Concierge', sharedBaseIds: [] } });
    const agentId = (agent as any).result.id as string;
    const shared = await cli('kb create', { name: 'Handbook', shared: true, workspace: ws.id });
    const baseId = (shared as any).result.id as string;
    expect(
      await cli('kb attach', { base: baseId, agent: (agent as any).result.publicId, workspace: ws.id }),
    ).toMatchObject({
      ok: true,
      result: { agentIds: [agentId] },
    });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'kb-')), 'policy.md');
    fs.writeFileSync(file, '# Travel policy\n\nTrain travel is preferred for trips under five hours.\n');
    const text = await cli('kb add-text', {
      base: baseId,
      title: 'Travel policy',
      file: fs.readFileSync(file, 'utf8'),
      workspace: ws.id,
    });
    expect(text).toMatchObject({
      ok: true,
      result: { kind: 'text', status: 'loaded', name: 'Travel policy', url: null },
    });
    expect((await api.get(`/v1/agents/${agentId}`)).body.sharedBaseIds).toEqual([baseId]);
    const found = await api.post('/v1/knowledge/retrieve', { query: 'train travel', agentId });
    expect(found.body.results[0]).toMatchObject({ sourceTitle: 'Travel policy' });
    expect(await cli('kb list', { workspace: ws.id })).toMatchObject({
      ok: true,
      result: expect.arrayContaining([expect.objectContaining({ id: baseId })]),
    });

    // Mistakes are refused with a message, and change nothing.
    expect(await cli('kb create', { name: 'Mine', workspace: ws.id })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/belongs to one agent/),
    });
    expect(await cli('kb create', { name: 'Second', agent: agentId, workspace: ws.id })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/already has/),
    });
    expect(await cli('kb attach', { base: baseId, agent: 'ag_nobody', workspace: ws.id })).toMatchObject({ ok: false });
    const other = await cli('agents create', { name: 'Other', workspace: ws.id });
    const personal = (await api.get(`/v1/agents/${agentId}`)).body.personalBaseId;
    expect(await cli('kb attach', { base: personal, agent: (other as any).result.id, workspace: ws.id })).toMatchObject(
      {
        ok: false,
        error: expect.stringMatching(/personal/),
      },
    );
    expect(await cli('kb add-text', { base: 'not-a-uuid', title: 'x', file: 'y', workspace: ws.id })).toMatchObject({
      ok: false,
    });
    expect(await cli('kb add-text', { base: baseId, title: 'Empty', file: '  \n', workspace: ws.id })).toMatchObject({
      ok: false,
    });
    expect(await cli('agents create', { name: 'Nope', workspace: 'ws_doesnotexist00' })).toMatchObject({ ok: false });
    // --sandbox writes to the sandbox data set only.
    const sandboxed = await cli('agents create', { name: 'Practice', workspace: ws.id, sandbox: true });
    expect((await (await ws.test()).get(`/v1/agents/${(sandboxed as any).result.id}`)).status).toBe(200);
    expect((await api.get(`/v1/agents/${(sandboxed as any).result.id}`)).status).toBe(404);
  });
});
