import { afterAll, beforeAll, expect } from 'vitest';
import { createHarness, type Harness } from './harness.js';
import { say, seededVisit, streamText } from './runtime.js';

/** A visitor's lead as the dialogue tests read it. */
export type Lead = { email: string | null; name: string | null };

/** The dialogue tests' set-up: one harness for the file (made before its tests, closed after), a new visitor per call. */
export function dialogueHarness() {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h?.close());
  return { visit: () => seededVisit(h) };
}

/** Each text, said by a new visitor, is apologised for and files exactly one follow-up, an urgent complaint. */
export async function expectUrgentComplaint(
  visit: () => ReturnType<typeof seededVisit>,
  texts: readonly string[],
  apology: RegExp = /sorry/i,
) {
  for (const text of texts) {
    const { anon, v, followUps } = await visit();
    expect(streamText((await say(anon, v, text)).raw), text).toMatch(apology);
    expect(
      (await followUps()).map((f) => f.reason),
      text,
    ).toEqual(['urgent: complaint']);
  }
}
