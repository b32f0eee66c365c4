import { NEW_STEP_DEFAULTS, STEP_FIELDS, type SpecScreen, type SpecStep, type StepInput } from './model.js';

export interface MergedStep {
  /** The step as an apply would write it. */
  step: SpecStep;
  /** Its index in the steps the client sent (lint paths point there). */
  input: number;
  /** The stored step with the same ref, when there is one. */
  existing: SpecStep | null;
}

/**
 * The contract's apply semantics, as a pure function: a step whose ref exists is
 * merged field by field (fields it leaves out keep their value), a new ref is
 * inserted with defaults, refs left out are deleted (they are simply absent from
 * the result), and steps are ordered by their screen, then in the order written.
 * Returned in that final order; lint reads `input` to name the culprit.
 */
export function mergeSteps(
  current: readonly SpecStep[],
  screens: readonly SpecScreen[],
  input: readonly StepInput[],
): MergedStep[] {
  const byRef = new Map(current.map((s) => [s.ref, s]));
  const merged = input.map((given, i): MergedStep => {
    const existing = given.ref !== undefined ? (byRef.get(given.ref) ?? null) : null;
    const step: SpecStep = existing
      ? { ...existing, openWhen: [...existing.openWhen] }
      : { ref: '', screen: '', body: '', ...NEW_STEP_DEFAULTS, openWhen: [] };
    const target = step as unknown as Record<string, unknown>;
    for (const field of STEP_FIELDS) if (given[field] !== undefined) target[field] = given[field];
    step.ref = given.ref ?? '';
    return { step, input: i, existing };
  });
  return orderByScreen(merged, screens, (m) => m.step.screen);
}

/** Screen order first, then the order given (unknown screens last); stable. */
export function orderByScreen<T>(
  items: readonly T[],
  screens: readonly SpecScreen[],
  screenOf: (item: T) => string,
): T[] {
  const rank = new Map(screens.map((s) => [s.id, s.orderIndex]));
  return items
    .map((item, i) => ({ item, i, r: rank.get(screenOf(item)) ?? Number.POSITIVE_INFINITY }))
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.item);
}
