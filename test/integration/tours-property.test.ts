import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import type { Client } from '../helpers/client.js';
import { seedTour } from './support/tours.js';

/**
 * For random sequences of proposals and applies, the spec read after an apply
 * is the proposed spec merged by the contract's rules (as modelled here,
 * independently of the service), and proposing the current spec reports an
 * empty diff. Now and then an edit breaks lint: the apply is refused and nothing changes.
 */
let h: Harness;
let ws: TestWorkspace;
beforeAll(async () => {
  h = await createHarness();
  ws = await h.workspace();
});
afterAll(() => h?.close());

type Step = {
  ref: string;
  screen: string;
  at: number | null;
  anchor: unknown;
  title: string;
  body: string;
  advance: string;
  advanceAfterSecs: number | null;
  narrate: boolean;
  openWhen: string[];
};
type Input = Partial<Step> & { ref: string };

const SCREENS = ['s1', 's2', 'v1'];
const words = fc
  .array(fc.constantFrom('Open', 'the', 'report', 'panel', 'click', 'next', 'view', 'settings', 'invite', 'team'), {
    minLength: 1,
    maxLength: 6,
  })
  .map((w) => w.join(' '));
const fraction = fc.integer({ min: 0, max: 100 }).map((n) => n / 100);
const patch = fc
  .record(
    {
      title: words,
      body: words,
      anchor: fc.oneof(
        fc.constant('center'),
        fc.record({ element: fc.constantFrom('#a', '.b') }),
        fc.record({ region: fc.tuple(fraction, fraction, fraction, fraction) }),
      ),
      advance: fc.oneof(
        fc.constant({ advance: 'click' }),
        fc.constant({ advance: 'ask' }),
        fc.integer({ min: 1, max: 30 }).map((s) => ({ advance: 'auto', advanceAfterSecs: s })),
      ),
      narrate: fc.boolean(),
      openWhen: fc.array(fc.constantFrom('pricing', 'setup help', 'how to export'), { maxLength: 2 }),
      at: fc.option(fc.integer({ min: 0, max: 40 }).map((n) => n / 2)),
    },
    { requiredKeys: [] },
  )
  .map(({ advance, ...rest }) => ({ ...rest, ...(advance ?? {}) }) as Partial<Step>);

const recipe = fc.record({
  drop: fc.array(fc.nat(), { maxLength: 2 }),
  edits: fc.array(fc.record({ target: fc.nat(), patch, writeScreen: fc.boolean() }), { maxLength: 3 }),
  inserts: fc.array(fc.record({ screen: fc.constantFrom(...SCREENS), body: words, patch }), { maxLength: 2 }),
  order: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
  breakLint: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
});
type Recipe = typeof recipe extends fc.Arbitrary<infer R> ? R : never;

let refs = 0;
/** The client's edit: drop some steps, patch some, insert some, shuffle the order. */
function edit(current: Step[], r: Recipe): Input[] {
  const dropped = new Set(r.drop.map((i) => current[i % Math.max(current.length, 1)]?.ref));
  const kept: Input[] = current.filter((s) => !dropped.has(s.ref)).map((s) => ({ ref: s.ref }));
  for (const e of r.edits) {
    const target = kept[e.target % Math.max(kept.length, 1)];
    if (!target) continue;
    Object.assign(target, e.patch);
    if (e.writeScreen) target.screen = current.find((s) => s.ref === target.ref)!.screen;
  }
  const inserted = r.inserts.map((i) => ({ ...i.patch, ref: `n${++refs}`, screen: i.screen, body: i.body }));
  const all = [...kept, ...inserted];
  const shuffled = all
    .map((s, i) => ({ s, k: r.order[i % r.order.length]! * 100 + i }))
    .sort((a, b) => a.k - b.k)
    .map((x) => x.s);
  if (r.breakLint && shuffled[0]) shuffled[0] = { ...shuffled[0], body: ' ' };
  return shuffled;
}

/** The contract's merge, written from the rules: merge by ref, insert with defaults, drop the rest, order by screen. */
function model(current: Step[], input: Input[]): Step[] {
  const old = new Map(current.map((s) => [s.ref, s]));
  const merged = input.map((i) => {
    const base: Step = old.get(i.ref) ?? {
      ref: i.ref,
      screen: '',
      at: null,
      anchor: 'center',
      title: '',
      body: '',
      advance: 'click',
      advanceAfterSecs: null,
      narrate: false,
      openWhen: [],
    };
    const written = Object.fromEntries(Object.entries(i).filter(([, v]) => v !== undefined));
    return { ...base, ...written } as Step;
  });
  return SCREENS.flatMap((screen) => merged.filter((s) => s.screen === screen));
}

const EMPTY_DIFF = { added: [], removed: [], changed: [], reordered: [] };

it('getTourSpec after apply equals the proposed spec merged by the contract, and the current spec proposes no change', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(recipe, { minLength: 1, maxLength: 3 }), async (recipes) => {
      // A key per run: a run's calls stay well inside one key's rate-limit bucket.
      const api: Client = await ws.live();
      const tour = (await seedTour(h, ws.id, { file: { mode: 'agent_led' } })).tour.id;
      let expected: Step[] = (await api.get(`/v1/tours/${tour}/spec`)).body.spec.steps;
      for (const r of recipes) {
        const before = (await api.get(`/v1/tours/${tour}/spec`)).body;
        expect(before.spec.steps).toEqual(expected);
        const input = edit(before.spec.steps, r);
        const merged = model(before.spec.steps, input);

        const proposal = (await api.post(`/v1/tours/${tour}/propose`, { spec: { steps: input } })).body;
        expect(proposal.baseVersion).toBe(before.version);
        expect(proposal.spec.steps).toEqual(merged);
        expect(proposal.applicable).toBe(!r.breakLint || input.length === 0);
        expect(new Set(proposal.diff.added.map((s: Step) => s.ref))).toEqual(
          new Set(input.filter((i) => !expected.some((s) => s.ref === i.ref)).map((i) => i.ref)),
        );
        expect(new Set(proposal.diff.removed.map((s: Step) => s.ref))).toEqual(
          new Set(expected.filter((s) => !input.some((i) => i.ref === s.ref)).map((s) => s.ref)),
        );

        const applied = await api.put(`/v1/tours/${tour}/spec`, {
          spec: { steps: input },
          baseVersion: proposal.baseVersion,
        });
        const after = (await api.get(`/v1/tours/${tour}/spec`)).body;
        if (proposal.applicable) {
          expect(applied.status).toBe(200);
          expect(after.spec.steps).toEqual(merged);
          expect(after.version).toBe(applied.body.version);
          expect(after.version).not.toBe(before.version);
          expected = merged;
        } else {
          expect(applied.body).toMatchObject({ status: 400, code: 'lint-failed' });
          expect(after).toEqual(before);
        }
        const again = (await api.post(`/v1/tours/${tour}/propose`, { spec: after.spec })).body;
        expect(again.diff).toEqual(EMPTY_DIFF);
        expect(again.spec.steps).toEqual(after.spec.steps);
      }
    }),
    { numRuns: Number(process.env.TOUR_PROPERTY_RUNS ?? 15) },
  );
  // Many runs of several HTTP calls each: more than the default per-test budget on a busy machine.
}, 180_000);
