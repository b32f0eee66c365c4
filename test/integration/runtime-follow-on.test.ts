import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { say, seededVisit, streamText } from '../helpers/runtime.js';
import { say as phrase } from '../../src/agent/phrases.js';

const LANGS = ['en', 'de', 'nl', 'fr', 'es', 'pt'] as const;

/**
 * Follow-on questions (issue 27; src/agent/follow-on.ts), through the runtime API as a visitor asks them: a
 * second question that leans on the first ("and how much is it", no question mark) is answered about the first
 * one's subject, never greeted; a follow-on about something the knowledge does not cover is handed over, not
 * answered with the earlier subject; a question that names its own subject is answered about that subject.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

describe('a follow-on question', () => {
  it('is answered about the question before it, without a question mark, and not greeted', async () => {
    const { anon, v, followUps } = await seededVisit(h);
    expect(streamText((await say(anon, v, 'What does the Growth plan include?')).raw)).toContain('five agents');
    const reply = streamText((await say(anon, v, 'and how much is it')).raw);
    expect(reply).toContain('99 euros');
    expect(reply).not.toContain('What would you like to know');
    expect(await followUps()).toEqual([]);
    // A bare "and?" too short to look up is still a question: never answered with the greeting.
    const bare = streamText((await say(anon, v, 'e?')).raw);
    for (const lang of LANGS) expect(bare).not.toContain(phrase(lang, 'hello'));
  });

  it('about something the knowledge does not cover is handed over, not answered with the earlier subject', async () => {
    const { anon, v, followUps } = await seededVisit(h);
    expect(streamText((await say(anon, v, 'Where is my data stored?')).raw)).toContain('Frankfurt');
    const reply = streamText((await say(anon, v, 'and what about Canada?')).raw);
    expect(reply).not.toContain('Frankfurt');
    expect((await followUps()).map((f) => f.reason)).toEqual(['not covered by the knowledge sources']);
  });

  it('that names its own subject is answered about that subject', async () => {
    const { anon, v } = await seededVisit(h);
    expect(streamText((await say(anon, v, 'What does the Growth plan include?')).raw)).toContain('five agents');
    expect(streamText((await say(anon, v, 'and how is the website widget installed?')).raw)).toContain('script tag');
  });
});
