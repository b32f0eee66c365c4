import type { LintCode, LintProblemBody } from '../../contract/errors.js';
import type { MergedStep } from './merge.js';
import type { SpecScreen, TourMode } from './model.js';

/** Every code tour lint reports; the contract names the vocabulary codes, `empty` and `too-long`. */
export const TOUR_LINT_CODES = {
  errors: [
    'missing-ref',
    'duplicate-ref',
    'unknown-screen',
    'screen-moved',
    'empty',
    'ask-self-playing',
    'auto-no-duration',
    'at-past-end',
    'vocab-demo',
    'vocab-project',
    'vocab-folio',
  ],
  warnings: ['too-close', 'screen-no-steps', 'unverified-selector', 'too-long', 'at-not-video'],
} as const satisfies { errors: readonly LintCode[]; warnings: readonly LintCode[] };

export const TITLE_MAX = 80;
export const BODY_MAX = 600;
/** Two steps of one video closer than this (seconds) are hard to read. */
export const MIN_STEP_GAP_SECS = 0.5;

/** The product says tour, hub and collection; these words are refused (whole words, any case). */
const VOCABULARY: Array<{ code: 'vocab-demo' | 'vocab-project' | 'vocab-folio'; re: RegExp; say: string }> = [
  { code: 'vocab-demo', re: /\bdemos?\b/i, say: 'tour' },
  { code: 'vocab-project', re: /\bprojects?\b/i, say: 'hub or collection' },
  { code: 'vocab-folio', re: /\b(?:folios?|portfolios?)\b/i, say: 'hub or collection' },
];

/**
 * Lints the steps an apply would write (see mergeSteps). Errors block an apply
 * or a publish; warnings are advice. Paths name the step as the client sent it
 * (`steps[3].body`) and screens by their index in the spec (`screens[1]`).
 */
export function lintTour(args: {
  steps: readonly MergedStep[];
  screens: readonly SpecScreen[];
  mode: TourMode;
}): LintProblemBody[] {
  const problems: LintProblemBody[] = [];
  const error = (path: string, code: LintCode, message: string) =>
    problems.push({ path, code, message, severity: 'error' });
  const warn = (path: string, code: LintCode, message: string) =>
    problems.push({ path, code, message, severity: 'warning' });
  const screens = new Map(args.screens.map((s) => [s.id, s]));
  const seenRefs = new Set<string>();
  const inInputOrder = [...args.steps].sort((a, b) => a.input - b.input);

  for (const { step, input, existing } of inInputOrder) {
    const at = (field: string) => `steps[${input}].${field}`;
    if (step.ref.trim() === '') error(at('ref'), 'missing-ref', 'Every step needs a ref, its stable key.');
    else if (seenRefs.has(step.ref))
      error(at('ref'), 'duplicate-ref', `The ref "${step.ref}" is used by an earlier step.`);
    seenRefs.add(step.ref);

    const screen = screens.get(step.screen);
    if (!screen) {
      error(
        at('screen'),
        'unknown-screen',
        step.screen === '' ? 'A new step needs a screen from screens.' : `No screen "${step.screen}" in this tour.`,
      );
    }
    if (existing && existing.screen !== step.screen) {
      error(
        at('screen'),
        'screen-moved',
        `A step never moves between screens ("${existing.screen}" to "${step.screen}"); remove it and add a new ref instead.`,
      );
    }
    if (step.body.trim() === '') error(at('body'), 'empty', 'The body is what the step says; it must not be empty.');
    if (step.advance === 'ask' && args.mode === 'self_playing') {
      error(at('advance'), 'ask-self-playing', '`ask` holds the frame for the agent and needs an agent-led tour.');
    }
    if (step.advance === 'auto' && !(step.advanceAfterSecs !== null && step.advanceAfterSecs > 0)) {
      error(
        at('advanceAfterSecs'),
        'auto-no-duration',
        '`auto` needs advanceAfterSecs, the seconds before it moves on.',
      );
    }
    if (step.at !== null && screen) {
      if (screen.type !== 'video')
        warn(at('at'), 'at-not-video', '`at` applies to video screens only; it is ignored here.');
      else if (screen.durationSecs !== null && step.at > screen.durationSecs) {
        error(at('at'), 'at-past-end', `at ${step.at} s is past the end of the screen (${screen.durationSecs} s).`);
      }
    }
    for (const field of ['title', 'body'] as const) {
      for (const v of VOCABULARY) {
        const word = v.re.exec(step[field])?.[0];
        if (word) error(at(field), v.code, `"${word}" is not product vocabulary; say ${v.say}.`);
      }
    }
    if (step.title.length > TITLE_MAX)
      warn(at('title'), 'too-long', `The title has ${step.title.length} characters; keep it within ${TITLE_MAX}.`);
    if (step.body.length > BODY_MAX)
      warn(at('body'), 'too-long', `The body has ${step.body.length} characters; keep it within ${BODY_MAX}.`);
    if (typeof step.anchor === 'object' && 'element' in step.anchor) {
      warn(
        at('anchor'),
        'unverified-selector',
        'Selectors are accepted but not checked against the screen; make sure it matches.',
      );
    }
  }

  problems.push(...tooClose(inInputOrder, screens));
  const used = new Set(args.steps.map((s) => s.step.screen));
  for (const [i, s] of [...args.screens].sort((a, b) => a.orderIndex - b.orderIndex).entries()) {
    if (!used.has(s.id))
      problems.push({
        path: `screens[${i}]`,
        code: 'screen-no-steps',
        message: `The screen "${s.id}" has no steps.`,
        severity: 'warning',
      });
  }
  return problems;
}

/** Steps on one video screen whose `at` times are under half a second apart (the later one is named). */
function tooClose(steps: readonly MergedStep[], screens: Map<string, SpecScreen>): LintProblemBody[] {
  const timed = steps
    .filter((m) => m.step.at !== null && screens.get(m.step.screen)?.type === 'video')
    .sort((a, b) =>
      a.step.screen < b.step.screen
        ? -1
        : a.step.screen > b.step.screen
          ? 1
          : a.step.at! - b.step.at! || a.input - b.input,
    );
  const out: LintProblemBody[] = [];
  for (let i = 1; i < timed.length; i++) {
    const prev = timed[i - 1]!;
    const cur = timed[i]!;
    if (prev.step.screen === cur.step.screen && cur.step.at! - prev.step.at! < MIN_STEP_GAP_SECS) {
      out.push({
        path: `steps[${cur.input}].at`,
        code: 'too-close',
        message: `Within half a second of the step "${prev.step.ref}" on the same screen; viewers cannot read both.`,
        severity: 'warning',
      });
    }
  }
  return out;
}

export const hasErrors = (problems: readonly LintProblemBody[]) => problems.some((p) => p.severity === 'error');
