import { describe, expect, it } from 'vitest';
import { dialogueHarness } from '../helpers/dialogue.js';
import { say, streamText } from '../helpers/runtime.js';

/**
 * The learned act readers through the runtime API (issue 27, fifth session of 2026-12-07): a complaint and a
 * request for a person that no rule words are still apologised for and handed over. Phrasings of my own.
 */
const { visit } = dialogueHarness();

describe('the learned readers (2026-12-07, fifth session)', () => {
  it('a complaint no rule words is apologised for', async () => {
    const { anon, v, followUps } = await visit();
    const reply = streamText((await say(anon, v, 'the app keeps logging me out every five minutes, sort it out')).raw);
    expect(reply).toMatch(/sorry/i);
    expect((await followUps()).map((f) => f.reason).join(' ')).toMatch(/urgent/);
  });

  it('a person asked for in words no rule knows is handed over', async () => {
    const { anon, v, followUps } = await visit();
    const { raw } = await say(anon, v, "i'd prefer to go through this with one of your advisers");
    const handed = raw.includes('data-slots') || (await followUps()).length > 0;
    expect(handed).toBe(true);
    expect(streamText(raw)).not.toMatch(/do not have that information/i);
  });
});
