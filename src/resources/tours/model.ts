/** The authoring model of a tour, free of storage and HTTP: what lint, merge and diff work on. */

export type Anchor = 'center' | { element: string } | { region: number[] };
export type Advance = 'auto' | 'click' | 'ask';
export type TourMode = 'self_playing' | 'agent_led';

export interface SpecScreen {
  id: string;
  type: 'image' | 'video' | null;
  name: string | null;
  orderIndex: number;
  durationSecs: number | null;
}

export interface SpecStep {
  ref: string;
  screen: string;
  at: number | null;
  anchor: Anchor;
  title: string;
  body: string;
  advance: Advance;
  advanceAfterSecs: number | null;
  narrate: boolean;
  openWhen: string[];
}

/** A step as a client writes it: only `ref` names it; every field left out keeps its value (or the default for a new step). */
export type StepInput = { ref?: string } & Partial<Omit<SpecStep, 'ref'>>;

export const STEP_FIELDS = [
  'screen',
  'at',
  'anchor',
  'title',
  'body',
  'advance',
  'advanceAfterSecs',
  'narrate',
  'openWhen',
] as const;

/** What a new step gets for a field it does not write. */
export const NEW_STEP_DEFAULTS: Omit<SpecStep, 'ref' | 'screen' | 'body'> = {
  at: null,
  anchor: 'center',
  title: '',
  advance: 'click',
  advanceAfterSecs: null,
  narrate: false,
  openWhen: [],
};

/** Structural equality for the JSON values steps hold. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return (
      ka.length === kb.length &&
      ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
    );
  }
  return false;
}
