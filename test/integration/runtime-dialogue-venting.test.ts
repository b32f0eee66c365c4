import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { say, seededVisit, streamChunks, streamText } from '../helpers/runtime.js';

/**
 * Round of 2026-12-07 (eighth), through the runtime API: a complaint vented in chat is apologised for and handed
 * over as urgent, a bare role word and a call back asked for as a noun are hand-overs, and a meeting asked for
 * beside the answer to the qualifying question gets the open times. Phrasings of my own.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

const visit = () => seededVisit(h);

describe('vented complaints and plain requests (round of 2026-12-07, eighth)', () => {
  it('a complaint vented in chat is apologised for and handed over as urgent', async () => {
    const { anon, v, followUps } = await visit();
    const reply = streamText((await say(anon, v, 'honestly im so done with this, the sync broke again')).raw);
    expect(reply).toMatch(/sorry/i);
    expect((await followUps()).map((f) => f.reason)).toEqual(['urgent: complaint']);
  });

  it('a bare role word and a call back asked for as a noun are hand-overs', async () => {
    for (const text of ['operator', 'Ich hätte gern einen Rückruf']) {
      const { anon, v, followUps } = await visit();
      await say(anon, v, text);
      expect(
        (await followUps()).map((f) => f.reason),
        text,
      ).toEqual(['asked for a person']);
    }
  });

  it('a meeting asked for beside the answer to the qualifying question gets the open times', async () => {
    const { anon, v } = await visit();
    const first = streamText((await say(anon, v, "We're comparing tools, what does the Growth plan cost?")).raw);
    expect(first).toMatch(/\?\s*$/);
    const raw = (await say(anon, v, "I'm the head of finance. Could we schedule a demo for next week?")).raw;
    const slots = streamChunks(raw).filter((c) => c !== '[DONE]' && c.type === 'data-slots');
    expect(slots).toHaveLength(1);
  });
});
