import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { runCommand } from '../../src/admin/socket.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

const booking = {
  timezone: 'America/New_York',
  durationMinutes: 45,
  availability: [
    { day: 'mon', start: '09:00', end: '12:00' },
    { day: 'wed', start: '13:30', end: '17:00' },
  ],
  repUserId: 'rep-1',
};

describe('agent settings', () => {
  it('creates an agent with settings and defaults, and updates them field by field', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const created = await api.post('/v1/agents', {
      name: 'Front desk',
      allowedOrigins: ['https://www.example.com', 'HTTPS://Shop.Example.com:443', 'http://localhost:3000'],
      theme: { accentColor: '#AABBCC', colorScheme: 'dark', unknown: 1 },
      booking,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Front desk',
      greeting: expect.stringContaining('Front desk'),
      allowedOrigins: ['https://www.example.com', 'https://shop.example.com', 'http://localhost:3000'],
      theme: { accentColor: '#aabbcc', colorScheme: 'dark' },
      launcher: {},
      booking: { ...booking, minimumNoticeMinutes: 240, horizonDays: 14 },
      intentHotThreshold: 70,
    });
    expect(created.body.theme).not.toHaveProperty('unknown');
    const id = created.body.id as string;
    expect((await api.get(`/v1/knowledge/bases/${created.body.personalBaseId}`)).body).toMatchObject({
      shared: false,
      agentIds: [id],
    });

    const updated = await api.patch(`/v1/agents/${created.body.publicId}`, {
      greeting: null,
      intentHotThreshold: 60,
      launcher: { position: 'bottom-left', label: 'Chat' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      greeting: null,
      intentHotThreshold: 60,
      launcher: { position: 'bottom-left', label: 'Chat' },
      booking: { timezone: 'America/New_York' },
    });
    expect(updated.body.updatedAt >= created.body.updatedAt).toBe(true);
    const off = await api.patch(`/v1/agents/${id}`, { booking: null });
    expect(off.body.booking).toBeNull();
    // Nothing changes: updatedAt stays.
    const same = await api.patch(`/v1/agents/${id}`, { intentHotThreshold: 60 });
    expect(same.body.updatedAt).toBe(off.body.updatedAt);
    expect((await api.get(`/v1/agents/${id}`)).body).toEqual(same.body);
  });

  it('refuses bad settings with the field at fault and writes nothing', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const bad: Array<[unknown, string]> = [
      [{ name: 'x', allowedOrigins: ['*'] }, 'allowedOrigins[0]'],
      [{ name: 'x', allowedOrigins: ['https://www.example.com/path'] }, 'allowedOrigins[0]'],
      [{ name: 'x', allowedOrigins: ['ftp://example.com'] }, 'allowedOrigins[0]'],
      [{ name: 'x', allowedOrigins: ['not an origin'] }, 'allowedOrigins[0]'],
      [{ name: 'x', booking: { ...booking, timezone: 'Mars/Olympus' } }, 'booking.timezone'],
      [
        { name: 'x', booking: { ...booking, availability: [{ day: 'mon', start: '10:00', end: '09:00' }] } },
        'booking.availability[0].end',
      ],
      [
        { name: 'x', booking: { ...booking, availability: [{ day: 'funday', start: '10:00', end: '11:00' }] } },
        'booking.availability[0].day',
      ],
      [{ name: 'x', intentHotThreshold: 0 }, 'intentHotThreshold'],
      [{ name: 'x', greeting: 'g'.repeat(1001) }, 'greeting'],
      [{ name: 'x', theme: { accentColor: 'red' } }, 'theme.accentColor'],
      [{ name: '' }, 'name'],
    ];
    for (const [body, param] of bad) {
      const res = await api.post('/v1/agents', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid-request', param });
    }
    expect((await api.get('/v1/agents')).body.items).toEqual([]);
    // `*` is the sandbox's privilege, and its default.
    const sandbox = await ws.test();
    expect((await sandbox.post('/v1/agents', { name: 'Practice' })).body.allowedOrigins).toEqual(['*']);
    expect(
      (await sandbox.post('/v1/agents', { name: 'Practice', allowedOrigins: ['*', 'https://a.example'] })).status,
    ).toBe(201);
    // Needs agents:write and an Idempotency-Key.
    const reader = ws.client((await ws.key({ scopes: ['agents:read'] })).key);
    expect((await reader.post('/v1/agents', { name: 'No' })).body.code).toBe('insufficient-scope');
    expect((await api.post('/v1/agents', { name: 'No' }, { idem: false })).body).toMatchObject({
      code: 'invalid-request',
      param: 'Idempotency-Key',
    });
    expect((await api.patch(`/v1/agents/${crypto.randomUUID()}`, { greeting: 'hi' })).status).toBe(404);
  });

  it('seeds the sandbox agent with runtime settings', async () => {
    const ws = await h.workspace({ seed: true });
    const [agent] = (await (await ws.test()).get('/v1/agents')).body.items;
    expect(agent).toMatchObject({
      allowedOrigins: ['*'],
      greeting: expect.stringContaining('example'),
      booking: {
        timezone: 'Europe/Berlin',
        durationMinutes: 30,
        availability: expect.arrayContaining([{ day: 'mon', start: '09:00', end: '17:00' }]),
      },
      intentHotThreshold: 70,
    });
  });

  it('takes the same settings from `svc agents create` and `svc agents update`', async () => {
    const ws = await h.workspace();
    const made = (await runCommand(h.deps, h.commands, {
      command: 'agents create',
      args: {
        name: 'CLI agent',
        workspace: ws.id,
        origin: ['https://www.example.com'],
        'accent-color': '#112233',
        timezone: 'Europe/Paris',
        availability: ['mon-wed 10:00-12:00', 'fri 14:00-15:00'],
        'meeting-minutes': '20',
        rep: 'rep-7',
        'hot-threshold': '80',
      },
    })) as any;
    expect(made).toMatchObject({
      ok: true,
      result: {
        allowedOrigins: ['https://www.example.com'],
        theme: { accentColor: '#112233' },
        booking: { timezone: 'Europe/Paris', durationMinutes: 20, repUserId: 'rep-7' },
        intentHotThreshold: 80,
      },
    });
    expect(made.result.booking.availability.map((w: any) => w.day)).toEqual(['mon', 'tue', 'wed', 'fri']);
    const upd = await runCommand(h.deps, h.commands, {
      command: 'agents update',
      args: { agent: made.result.publicId, workspace: ws.id, greeting: 'Hello' },
    });
    expect(upd).toMatchObject({ ok: true, result: { greeting: 'Hello', intentHotThreshold: 80 } });
    for (const args of [
      { origin: ['*'] },
      { 'hot-threshold': '101' },
      { timezone: 'Nowhere/City' },
      { availability: ['someday'] },
      { 'accent-color': 'blue' },
    ]) {
      const res = await runCommand(h.deps, h.commands, {
        command: 'agents create',
        args: { name: 'Bad', workspace: ws.id, ...args },
      });
      expect(res, JSON.stringify(args)).toMatchObject({ ok: false });
    }
  });
});
