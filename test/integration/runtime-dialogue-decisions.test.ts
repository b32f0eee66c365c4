import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { say, seededVisit, streamText } from '../helpers/runtime.js';

/**
 * Round of 2026-12-07 (thirteenth), through the runtime API: a buying decision stated (with a date that would
 * otherwise be read as a qualifying answer) is a sales hand-over with the qualifying question; deciding to wait
 * files nothing. Phrasings of my own.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

describe('buying decisions stated (round of 2026-12-07, thirteenth)', () => {
  it('a decision with a date is a sales hand-over with the qualifying question', async () => {
    const { anon, v, followUps } = await seededVisit(h);
    const reply = streamText(
      (await say(anon, v, "we've made our decision: we'll purchase the Growth plan before the end of the month")).raw,
    );
    expect(reply).toMatch(/What is your role/);
    expect((await followUps()).map((f) => f.reason)).toEqual(['wants to buy: sales hand-over']);
  });

  it('deciding to wait files nothing', async () => {
    const { anon, v, followUps } = await seededVisit(h);
    await say(anon, v, "we've decided to wait with buying the Growth plan until the spring");
    expect(await followUps()).toEqual([]);
  });
});
