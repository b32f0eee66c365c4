import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { say, startVisit } from '../helpers/runtime.js';
import { ManualClock } from '../../src/clock.js';
import { runCommand } from '../../src/admin/socket.js';
import { SCOPES } from '../../src/platform/keys/scopes.js';
import { RETENTION_INTERVAL_MS, RETENTION_JOB } from '../../src/resources/privacy/retention.js';

/**
 * Retention (issue 31): `svc workspace retention --days N` sets
 * retention.conversationDays; the worker's daily run (a schedule, fired here
 * with a settable clock) erases the content of conversations that ended longer
 * ago than that and keeps younger ones, and records how many it erased.
 */
const DAY = 86_400_000;
const clock = new ManualClock('2026-09-01T10:00:00.000Z');
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ clock });
  await h.deps.jobs.registerSchedules([{ name: RETENTION_JOB, intervalMs: RETENTION_INTERVAL_MS }]);
});
afterAll(() => h?.close());

const retention = (args: Record<string, unknown>) =>
  runCommand(h.deps, h.commands, { command: 'workspace retention', args });

describe('retention', () => {
  it('erases conversations older than the setting at the daily run and keeps younger ones', async () => {
    const ws = await h.workspace({ seed: true });
    const api = ws.client((await ws.key({ mode: 'test', scopes: [...SCOPES] })).key);
    const agent = (await api.get('/v1/agents')).body.items[0];
    const anon = h.anonymous();

    const old = await startVisit(anon, agent.publicId);
    expect((await say(anon, old, 'An old question about invoices from Ada Oldfield')).status).toBe(200);
    const oldConversation = (await api.get(`/v1/conversations?visitorId=${old.visitorId}`)).body.items[0];
    expect(
      (await anon.post(`/runtime/v1/sessions/${old.sessionId}/end`, { visitorToken: old.token }, { idem: false }))
        .status,
    ).toBe(200);

    clock.advance(40 * DAY);
    const young = await startVisit(anon, agent.publicId);
    expect((await say(anon, young, 'A recent question about exports')).status).toBe(200);
    const youngConversation = (await api.get(`/v1/conversations?visitorId=${young.visitorId}`)).body.items[0];

    // Nothing is erased while retention is off, even when the daily run comes.
    expect(await retention({ workspace: ws.id })).toMatchObject({
      ok: true,
      result: { conversationDays: null, lastRun: null },
    });
    expect((await retention({ workspace: ws.id, days: '10' })).ok).toBe(false);
    expect((await retention({ workspace: ws.id, days: '4000' })).ok).toBe(false);
    clock.advance(RETENTION_INTERVAL_MS);
    await h.worker().drain({ kinds: [RETENTION_JOB] });
    expect((await api.get(`/v1/conversations/${oldConversation.id}`)).body.messages[0].content).toContain(
      'Ada Oldfield',
    );

    expect(await retention({ workspace: ws.id, days: '30' })).toMatchObject({
      ok: true,
      result: { conversationDays: 30 },
    });
    clock.advance(RETENTION_INTERVAL_MS);
    await h.worker().drain({ kinds: [RETENTION_JOB] });

    const erased = (await api.get(`/v1/conversations/${oldConversation.id}`)).body;
    expect(erased.messages.length).toBeGreaterThan(1);
    expect(new Set(erased.messages.map((m: any) => m.content))).toEqual(new Set(['[erased]']));
    const kept = (await api.get(`/v1/conversations/${youngConversation.id}`)).body;
    expect(kept.messages.map((m: any) => m.content)).toContain('A recent question about exports');
    const shown = await retention({ workspace: ws.id });
    expect(shown).toMatchObject({
      ok: true,
      result: { conversationDays: 30, lastRun: { at: clock.now().toISOString() } },
    });
    expect((shown as any).result.lastRun.conversationsErased).toBeGreaterThanOrEqual(1);
    // Turned off again: younger conversations stay as they are from then on.
    expect(await retention({ workspace: ws.id, days: 'off' })).toMatchObject({
      ok: true,
      result: { conversationDays: null },
    });
  });
});
