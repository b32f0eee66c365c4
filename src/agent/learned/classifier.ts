import { features } from './features.js';

/**
 * A learned reader of one dialogue act: a logistic regression over the hashed features of features.ts, trained
 * offline by `bench/conversations/train.ts` on the development scripts' checks (never on held-out ones) and
 * shipped as a weights file. It is a second opinion beside the rules of acts.ts: the rules say what they
 * recognise, and the reader adds what a wording nobody wrote a rule for still shares with the thousands of
 * turns it was trained on.
 */
export interface Weights {
  /** What the model reads ("complaint", "person"), and the probability at which it says yes. */
  act: string;
  threshold: number;
  /** Sparse weights: feature index → weight; features not listed weigh 0. */
  weights: Record<string, number>;
}

/** The logistic of the weighted features: `weight` gives a feature index's weight (training and shipped models alike). */
export function logistic(weight: (i: number) => number, text: string): number {
  let z = 0;
  for (const [i, n] of features(text)) z += weight(i) * n;
  return 1 / (1 + Math.exp(-z));
}

/** The model's probability that the text is its act (0 to 1). */
export const probability = (model: Weights, text: string): number => logistic((i) => model.weights[i] ?? 0, text);

/** Whether the model says the text is its act. */
export const says = (model: Weights, text: string): boolean => probability(model, text) >= model.threshold;
