import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { runCommand } from '../../src/admin/socket.js';
import { BUILTIN_SKILLS, findBuiltin } from '../../src/resources/skills/builtins.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

const builtin = findBuiltin('qualify-lead')!;

describe('reading skills', () => {
  it('lists the built-ins as version 0 and reads one', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const list = await api.get('/v1/skills');
    expect(list.status).toBe(200);
    expect(list.body.items.map((s: any) => s.slug)).toEqual(BUILTIN_SKILLS.map((s) => s.slug).sort());
    expect(list.body.items.every((s: any) => s.source === 'builtin' && s.version === 0 && s.updatedAt === null)).toBe(
      true,
    );
    expect((await api.get('/v1/skills/qualify-lead')).body).toEqual({
      ...builtin,
      source: 'builtin',
      version: 0,
      updatedAt: null,
    });
    expect((await api.get('/v1/skills/no-such-skill')).body).toMatchObject({ status: 404, code: 'not-found' });
    expect((await api.get('/v1/skills/Not%20A%20Slug')).status).toBe(404);
  });
});

describe('writing skills', () => {
  it('forks a built-in with baseVersion 0 (201), then edits with the current version; stale versions give 409 with currentVersion', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const body = `${builtin.body}\nAlways ask about the budget last.\n`;
    const fork = await api.put('/v1/skills/qualify-lead', { body, baseVersion: 0 });
    expect(fork.status).toBe(201);
    expect(fork.body).toMatchObject({
      slug: 'qualify-lead',
      name: builtin.name,
      description: builtin.description,
      body,
      source: 'fork',
      version: 1,
    });
    expect(fork.body.updatedAt).toEqual(expect.any(String));

    const staleZero = await api.put('/v1/skills/qualify-lead', { body: 'x', baseVersion: 0 });
    expect(staleZero.status).toBe(409);
    expect(staleZero.body).toMatchObject({ code: 'stale', currentVersion: 1 });

    const edit = await api.put('/v1/skills/qualify-lead', {
      body: `${body}One more line.\n`,
      name: 'Qualify (ours)',
      baseVersion: 1,
    });
    expect(edit.status).toBe(200);
    expect(edit.body).toMatchObject({
      source: 'fork',
      version: 2,
      name: 'Qualify (ours)',
      description: builtin.description,
    });
    expect((await api.put('/v1/skills/qualify-lead', { body: 'older', baseVersion: 1 })).body).toMatchObject({
      code: 'stale',
      currentVersion: 2,
    });
    const unchanged = await api.put('/v1/skills/qualify-lead', { body: edit.body.body, baseVersion: 2 });
    expect(unchanged.status).toBe(200);
    expect(unchanged.body).toEqual(edit.body);

    const list = (await api.get('/v1/skills')).body.items;
    expect(list.filter((s: any) => s.slug === 'qualify-lead')).toEqual([edit.body]);
    expect(list.map((s: any) => s.slug)).toEqual(BUILTIN_SKILLS.map((s) => s.slug).sort());
    // The sandbox of the same workspace still has the built-in.
    expect((await (await ws.test()).get('/v1/skills/qualify-lead')).body.source).toBe('builtin');
  });

  it('creates a new slug as a custom skill named after its slug; any other base than 0 for it is stale', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const body = 'When someone asks about careers, follow skill:escalate-question and use tool:open_link for /jobs.';
    expect((await api.put('/v1/skills/careers-questions', { body, baseVersion: 3 })).body).toMatchObject({
      status: 409,
      code: 'stale',
      currentVersion: 0,
    });
    expect((await api.get('/v1/skills/careers-questions')).status).toBe(404);
    const created = await api.put('/v1/skills/careers-questions', { body, baseVersion: 0 });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      slug: 'careers-questions',
      name: 'Careers questions',
      description: '',
      source: 'custom',
      version: 1,
    });
    expect((await api.get('/v1/skills/careers-questions')).body).toEqual(created.body);
    // Other skills may now name it.
    const ref = await api.put('/v1/skills/hiring', {
      body: 'See skill:careers-questions.',
      description: 'Hiring.',
      baseVersion: 0,
    });
    expect(ref.status).toBe(201);
    expect((await api.put('/v1/skills/Bad_Slug', { body, baseVersion: 0 })).body).toMatchObject({
      status: 400,
      param: 'slug',
    });
  });

  it('refuses lint errors with 400 lint-failed and problems, writing nothing', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const res = await api.put('/v1/skills/qualify-lead', {
      body: 'Use tool:teleport then skill:ghost.',
      baseVersion: 0,
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('lint-failed');
    expect(res.body.problems.map((p: any) => [p.code, p.severity])).toEqual([
      ['unknown-skill', 'error'],
      ['tool-missing', 'error'],
    ]);
    expect((await api.put('/v1/skills/new-one', { body: '   ', baseVersion: 0 })).body.problems).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'body', code: 'empty', severity: 'error' })]),
    );
    expect((await api.put('/v1/skills/new-one', { body: 'a'.repeat(20_001), baseVersion: 0 })).body.problems).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'too-long' })]),
    );
    expect((await api.get('/v1/skills/qualify-lead')).body.source).toBe('builtin');
    expect((await api.get('/v1/skills/new-one')).status).toBe(404);
  });

  it('requires an Idempotency-Key and replays a retried write', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    expect(
      (await api.put('/v1/skills/book-meeting', { body: 'x', baseVersion: 0 }, { idem: false })).body,
    ).toMatchObject({
      status: 400,
      param: 'Idempotency-Key',
    });
    const first = await api.put(
      '/v1/skills/book-meeting',
      { body: 'Book with tool:book_meeting.', baseVersion: 0 },
      { idem: 'skill-1' },
    );
    const again = await api.put(
      '/v1/skills/book-meeting',
      { body: 'Book with tool:book_meeting.', baseVersion: 0 },
      { idem: 'skill-1' },
    );
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await api.get('/v1/skills/book-meeting')).body.version).toBe(1);
    expect(
      (await api.put('/v1/skills/book-meeting', { body: 'other', baseVersion: 0 }, { idem: 'skill-1' })).body.code,
    ).toBe('idempotency-mismatch');
    expect((await api.put('/v1/skills/book-meeting', { body: 'x', baseVersion: '1' })).body).toMatchObject({
      status: 400,
      param: 'baseVersion',
    });
    expect((await api.put('/v1/skills/book-meeting', { baseVersion: 1 })).body).toMatchObject({
      status: 400,
      param: 'body',
    });
  });
});

describe('proposing skill edits', () => {
  it('diffs changed fields, lints, and writes nothing', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const body = `${builtin.body}\nFollow skill:missing.\n`;
    const p = await api.post('/v1/skills/qualify-lead/propose', { body, description: 'Ours.' });
    expect(p.status).toBe(200);
    expect(p.body).toEqual({
      slug: 'qualify-lead',
      baseVersion: { version: 0, source: 'builtin' },
      diff: { description: { from: builtin.description, to: 'Ours.' }, body: { from: builtin.body, to: body } },
      problems: [expect.objectContaining({ code: 'unknown-skill', severity: 'error' })],
      applicable: false,
    });
    const fresh = await api.post('/v1/skills/brand-new/propose', { body: 'Say hello.' });
    expect(fresh.body).toMatchObject({
      baseVersion: { version: 0, source: null },
      diff: {
        name: { from: null, to: 'Brand new' },
        description: { from: null, to: '' },
        body: { from: null, to: 'Say hello.' },
      },
      problems: [expect.objectContaining({ path: 'description', severity: 'warning' })],
      applicable: true,
    });
    expect((await api.post('/v1/skills/qualify-lead/propose', { body: builtin.body })).body).toMatchObject({
      diff: {},
      problems: [],
      applicable: true,
    });
    expect((await api.post('/v1/skills/qualify-lead/propose', { body, baseVersion: 2 })).body).toMatchObject({
      code: 'stale',
      currentVersion: 0,
    });
    expect((await api.get('/v1/skills/brand-new')).status).toBe(404);
    // agents:read is enough to propose.
    const reader = ws.client((await ws.key({ scopes: ['agents:read'] })).key);
    expect((await reader.post('/v1/skills/qualify-lead/propose', { body: 'x' })).status).toBe(200);
    expect((await reader.put('/v1/skills/qualify-lead', { body: 'x', baseVersion: 0 })).body.code).toBe(
      'insufficient-scope',
    );
  });
});

describe('svc skills remove', () => {
  it('hides a built-in and deletes the fork in one data set; restore brings the built-in back', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    await api.put('/v1/skills/present-offer', { body: 'Our own offer rules with tool:show_offer.', baseVersion: 0 });
    const removed = await runCommand(h.deps, h.commands, {
      command: 'skills remove',
      args: { slug: 'present-offer', workspace: ws.id },
    });
    expect(removed).toEqual({
      ok: true,
      result: { slug: 'present-offer', dataSet: ws.id, builtinHidden: true, rowDeleted: true },
    });
    expect((await api.get('/v1/skills')).body.items.map((s: any) => s.slug)).not.toContain('present-offer');
    expect((await api.get('/v1/skills/present-offer')).status).toBe(404);
    // Other skills may no longer name it, and the sandbox still has it.
    expect((await api.put('/v1/skills/x', { body: 'skill:present-offer', baseVersion: 0 })).body.code).toBe(
      'lint-failed',
    );
    expect((await (await ws.test()).get('/v1/skills/present-offer')).status).toBe(200);
    // Writing the slug again makes a skill of the workspace's own.
    const own = await api.put('/v1/skills/present-offer', { body: 'Mine.', description: 'Mine.', baseVersion: 0 });
    expect(own.body).toMatchObject({ source: 'custom', version: 1 });

    const restored = await runCommand(h.deps, h.commands, {
      command: 'skills restore',
      args: { slug: 'present-offer', workspace: ws.id },
    });
    expect(restored.ok).toBe(true);
    expect(
      (await runCommand(h.deps, h.commands, { command: 'skills remove', args: { slug: 'nope', workspace: ws.id } })).ok,
    ).toBe(false);
    const sandbox = await runCommand(h.deps, h.commands, {
      command: 'skills remove',
      args: { slug: 'guide-tour', workspace: ws.id, sandbox: true },
    });
    expect(sandbox).toMatchObject({
      ok: true,
      result: { dataSet: ws.sandboxId, builtinHidden: true, rowDeleted: false },
    });
    expect((await (await ws.test()).get('/v1/skills/guide-tour')).status).toBe(404);
    expect((await api.get('/v1/skills/guide-tour')).status).toBe(200);
  });
});
