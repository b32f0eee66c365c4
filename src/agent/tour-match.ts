import type { PlayableTour } from '../resources/tours/service.js';
import { SEE_PRODUCT } from './recognise.js';

/** Which published tour fits what a visitor asked to be shown (the deterministic agent's tours; split from deterministic.ts). */

const STOP = new Set(
  'about after also another could does from have here into just like more most much only other over please show some such than that their them then there these they this those through very what when where which while will with would your yours tour tours walk through work works'.split(
    ' ',
  ),
);

function words(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? []).filter((w) => !STOP.has(w)));
}

/** Asked in so many words to be shown or toured ("show me", "a tour", "can I see", "zeig", "montre", "muéstrame"). */
export const asksToBeShown = (text: string): boolean =>
  /\b(show me|walk me through|walkthrough|walk-through|tour|demo me|can i see|let me see|zeig|rondleiding|laat .{0,20}zien|montre|visite|muéstrame|recorrido|mostre|mostra)\b/i.test(
    text,
  );

/**
 * The tour that fits a request to be shown something, or null: an `openWhen`
 * phrase of a step, or enough words shared with the tour's name, description
 * and step titles (two for "how does … work?", which is answered in words
 * otherwise; one for an explicit "show me …"); a request for "the tour" that
 * names nothing else, or to see what the product looks like, gets the first
 * published tour.
 */
export function fittingTour(text: string, tours: readonly PlayableTour[]): PlayableTour | null {
  if (tours.length === 0) return null;
  const explicit = asksToBeShown(text);
  const best = scoredTour(text, tours);
  if (best && (best.phrase || best.score >= (explicit ? 1 : 2))) return best.tour;
  const rest = [...words(text)].filter((w) => !/^(product|products|quick|short|full|guided)$/.test(w));
  if (explicit && /\btours?\b/i.test(text) && rest.length === 0) return tours[0]!;
  // "can I see what it looks like?": the product as a whole, no part of it named, is what the first tour shows.
  return SEE_PRODUCT.test(text) ? tours[0]! : null;
}

function scoredTour(
  text: string,
  tours: readonly PlayableTour[],
): { tour: PlayableTour; score: number; phrase: boolean } | null {
  const lower = text.toLowerCase();
  const asked = words(text);
  let best: { tour: PlayableTour; score: number; phrase: boolean } | null = null;
  for (const tour of tours) {
    let phrase = false;
    for (const step of tour.steps)
      for (const p of step.openWhen ?? []) if (p && lower.includes(p.toLowerCase())) phrase = true;
    const own = words([tour.name, tour.description ?? '', ...tour.steps.map((s) => s.title)].join(' '));
    let score = 0;
    for (const w of asked) if (own.has(w)) score += 1;
    if ((phrase || score > 0) && (!best || Number(phrase) * 5 + score > Number(best.phrase) * 5 + best.score))
      best = { tour, score, phrase };
  }
  return best;
}

/** The published tour whose name, description, steps or `openWhen` phrases best match what was asked. */
export function matchTour(text: string, tours: readonly PlayableTour[]): PlayableTour | null {
  const lower = text.toLowerCase();
  const asked = words(text);
  let best: { tour: PlayableTour; score: number } | null = null;
  for (const tour of tours) {
    let score = 0;
    for (const step of tour.steps)
      for (const phrase of step.openWhen ?? []) if (phrase && lower.includes(phrase.toLowerCase())) score += 5;
    const own = words([tour.name, tour.description ?? '', ...tour.steps.map((s) => s.title)].join(' '));
    for (const w of asked) if (own.has(w)) score += 1;
    if (score > 0 && (!best || score > best.score)) best = { tour, score };
  }
  return best?.tour ?? null;
}
