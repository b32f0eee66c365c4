import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// Every `svc` call starts a fresh Node process that compiles TypeScript; on a
// loaded two-core machine a test of several calls takes well over a minute.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 180_000 });
import { createHarness, type Harness } from '../helpers/harness.js';
import { runCommand } from '../../src/admin/socket.js';
import { tourFile } from './support/tours.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

const run = (command: string, args: Record<string, unknown>) => runCommand(h.deps, h.commands, { command, args });
const json = (v: unknown) => JSON.stringify(v);

describe('svc tours import / export', () => {
  it('imports into the live data or the sandbox, into a hub, optionally published', async () => {
    const ws = await h.workspace();
    const hub = await run('hubs create', { name: 'CLI hub', workspace: ws.id, publish: true });
    expect(hub).toMatchObject({ ok: true, result: { name: 'CLI hub', status: 'published', tourCount: 0 } });
    const hubId = (hub as any).result.id;

    const imported = await run('tours import', {
      file: json(tourFile({ name: 'From a file' })),
      workspace: ws.id,
      hub: hubId,
      publish: true,
    });
    expect(imported.ok, json(imported)).toBe(true);
    const r = (imported as any).result;
    expect(r.tour).toMatchObject({ name: 'From a file', status: 'published', hubId });
    expect(r.published).toMatchObject({ publishedVersion: 1, tourId: r.tour.id });

    const live = await ws.live();
    expect((await live.get(`/v1/tours/${r.tour.id}/spec`)).body.version).toBe(r.version);
    expect((await live.get(`/v1/hubs/${hubId}`)).body).toMatchObject({
      startTourId: r.tour.id,
      tourIds: [r.tour.id],
      publishedTourCount: 1,
    });

    const toSandbox = await run('tours import', { file: json(tourFile()), workspace: ws.id, sandbox: true });
    const sandboxTour = (toSandbox as any).result.tour.id;
    expect((await (await ws.test()).get(`/v1/tours/${sandboxTour}`)).status).toBe(200);
    expect((await live.get(`/v1/tours/${sandboxTour}`)).status).toBe(404);
  });

  it('round-trips: export gives a file that imports to the same spec, narration included', async () => {
    const ws = await h.workspace();
    const file = tourFile({
      mode: 'agent_led',
      display: 'lightbox',
      transition: 'fade',
      steps: [
        {
          ref: 'a',
          screen: 's1',
          title: 'A',
          body: 'One.',
          anchor: { region: [0, 0, 0.5, 0.5] },
          openWhen: ['show me'],
        },
        {
          ref: 'b',
          screen: 's2',
          body: 'Two.',
          advance: 'ask',
          narrate: true,
          narration: { url: '/n/b.mp3', text: 'Own words.' },
        },
        { ref: 'c', screen: 'v1', at: 3.5, body: 'Three.', advance: 'auto', advanceAfterSecs: 2 },
      ],
    });
    const first = (await run('tours import', { file: json(file), workspace: ws.id })) as any;
    const exported = (await run('tours export', { id: first.result.tour.publicId })) as any;
    expect(exported.ok).toBe(true);
    expect(exported.result).toMatchObject({
      format: 'concierge.tour/1',
      mode: 'agent_led',
      display: 'lightbox',
      status: 'draft',
    });
    expect(exported.result.steps[1].narration).toEqual({ url: '/n/b.mp3', text: 'Own words.' });

    const { publicId: _, ...copy } = exported.result;
    const second = (await run('tours import', { file: json(copy), workspace: ws.id })) as any;
    expect(second.ok, json(second)).toBe(true);
    const api = await ws.live();
    const a = (await api.get(`/v1/tours/${first.result.tour.id}/spec`)).body.spec;
    const b = (await api.get(`/v1/tours/${second.result.tour.id}/spec`)).body.spec;
    expect({ ...b, tour: { ...b.tour, id: null, publicId: null } }).toEqual({
      ...a,
      tour: { ...a.tour, id: null, publicId: null },
    });
    const again = (await run('tours export', { id: second.result.tour.id })) as any;
    expect({ ...again.result, publicId: null }).toEqual({ ...exported.result, publicId: null });
  });

  it('refuses bad files with a reason the operator can act on', async () => {
    const ws = await h.workspace();
    const cases: Array<[string, RegExp]> = [
      ['{not json', /not JSON/],
      [json({ ...tourFile(), name: '' }), /^name:/],
      [json({ ...tourFile(), screens: [] }), /^screens:/],
      [
        json(tourFile({ screens: [{ id: 'v', type: 'video', media: '/v.mp4' }], steps: [] })),
        /screens\[0\]\.durationSecs: a video screen needs its duration/,
      ],
      [
        json(tourFile({ screens: [{ id: 'i', type: 'image', media: '/i.png', durationSecs: 3 }], steps: [] })),
        /only video screens/,
      ],
      [
        json(
          tourFile({
            screens: [
              { id: 'x', type: 'image', media: '/1.png' },
              { id: 'x', type: 'image', media: '/2.png' },
            ],
            steps: [],
          }),
        ),
        /screens\[1\]\.id/,
      ],
      [json({ ...tourFile(), steps: [{ ref: 'a', screen: 's1' }] }), /^steps\[0\]/],
      [
        json(
          tourFile({
            steps: [
              { ref: 'a', screen: 's1', body: 'Book a demo' },
              { ref: 'a', screen: 'nope', body: '' },
            ],
          }),
        ),
        /lint errors[\s\S]*vocab-demo at steps\[0\]\.body[\s\S]*duplicate-ref[\s\S]*unknown-screen[\s\S]*empty/,
      ],
    ];
    for (const [file, message] of cases) {
      const res = await run('tours import', { file, workspace: ws.id });
      expect(res, file.slice(0, 80)).toMatchObject({ ok: false, usage: true, error: expect.stringMatching(message) });
    }
    expect(await run('tours import', { file: json(tourFile()), workspace: ws.id, hub: 'hb_missing000' })).toMatchObject(
      { ok: false, error: expect.stringMatching(/no hub/) },
    );
    expect(await run('tours import', { file: json(tourFile()), workspace: 'ws_doesnotexist0' })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/no workspace/),
    });
    const taken = (await run('tours import', {
      file: json(tourFile({ publicId: `tr_taken${Date.now()}` })),
      workspace: ws.id,
    })) as any;
    expect(
      await run('tours import', { file: json(tourFile({ publicId: taken.result.tour.publicId })), workspace: ws.id }),
    ).toMatchObject({
      ok: false,
      error: expect.stringMatching(/is taken/),
    });
    expect(await run('tours export', { id: 'tr_nothinghere' })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/no tour/),
    });
    // The refused imports left nothing behind.
    expect((await (await ws.live()).get('/v1/tours')).body.items.map((t: any) => t.id)).toEqual([taken.result.tour.id]);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('the svc command', () => {
  it('imports a file named on the command line', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'svc-tours-'));
    try {
      const file = path.join(dir, 'tour.json');
      fs.writeFileSync(file, json(tourFile({ name: 'Through the CLI' })));
      const env = { ...process.env, DATABASE_URL: h.databaseUrl!, DATA_DIR: dir, LOG_LEVEL: 'silent' };
      const ws = await h.workspace();
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'src/cli/svc.ts', 'tours', 'import', file, '--workspace', ws.id, '--json'],
        { env },
      );
      const imported = JSON.parse(stdout);
      expect(imported.tour).toMatchObject({ name: 'Through the CLI', status: 'draft' });
      const spec = (await (await ws.live()).get(`/v1/tours/${imported.tour.id}/spec`)).body.spec;
      expect(spec.screens.map((s: any) => s.id)).toEqual(['s1', 's2', 'v1']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
