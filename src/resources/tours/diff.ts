import type { MergedStep } from './merge.js';
import { STEP_FIELDS, sameValue, type SpecStep } from './model.js';

export interface StepChange {
  ref: string;
  fields: Record<string, { old: unknown; new: unknown }>;
}

export interface SpecDiff {
  added: SpecStep[];
  removed: SpecStep[];
  changed: StepChange[];
  reordered: Array<{ screen: string; before: string[]; after: string[] }>;
}

/**
 * The diff of an apply, keyed by ref: steps added, steps removed, fields changed
 * (old and new values) and screens whose steps changed order. A screen counts as
 * reordered when the steps it keeps appear in another order; inserting or
 * removing steps alone is not a reordering.
 */
export function diffSteps(current: readonly SpecStep[], next: readonly MergedStep[]): SpecDiff {
  const nextRefs = new Set(next.map((m) => m.step.ref));
  const currentRefs = new Set(current.map((s) => s.ref));
  const diff: SpecDiff = {
    added: next.filter((m) => !currentRefs.has(m.step.ref)).map((m) => m.step),
    removed: current.filter((s) => !nextRefs.has(s.ref)),
    changed: [],
    reordered: [],
  };
  const old = new Map(current.map((s) => [s.ref, s]));
  for (const { step } of next) {
    const before = old.get(step.ref);
    if (!before) continue;
    const fields: StepChange['fields'] = {};
    for (const f of STEP_FIELDS) if (!sameValue(before[f], step[f])) fields[f] = { old: before[f], new: step[f] };
    if (Object.keys(fields).length > 0) diff.changed.push({ ref: step.ref, fields });
  }
  const screens = [...new Set(next.map((m) => m.step.screen))];
  for (const screen of screens) {
    const before = current.filter((s) => s.screen === screen).map((s) => s.ref);
    const after = next.filter((m) => m.step.screen === screen).map((m) => m.step.ref);
    const kept = new Set(after.filter((r) => before.includes(r)));
    const keptBefore = before.filter((r) => kept.has(r));
    const keptAfter = after.filter((r) => kept.has(r));
    if (!sameValue(keptBefore, keptAfter)) diff.reordered.push({ screen, before, after });
  }
  return diff;
}
