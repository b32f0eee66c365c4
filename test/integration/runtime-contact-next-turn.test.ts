import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { say, seededVisit, streamText } from '../helpers/runtime.js';

/**
 * Round of 2026-12-07 (twelfth), through the runtime API: a contact given in the turn after the agent handed a
 * request for a person over and asked for an email or phone files a follow-up carrying that contact; an address with no hand-over before it files nothing; praise and thanks for a trial get no qualifying question. Phrasings of my own.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

describe('a contact after a hand-over that asked for one (round of 2026-12-07, twelfth)', () => {
  it('an email after a request for a person files a follow-up that carries it', async () => {
    const { anon, v, followUps } = await seededVisit(h);
    const first = streamText((await say(anon, v, 'could a person from your team go through the import with me')).raw);
    expect(first).toMatch(/leave your email or phone/i);
    await say(anon, v, 'sure - Ottilie Brandt-Kerr, ottilie@kestrel.example');
    const filed = await followUps();
    expect(filed.map((f) => f.reason).sort()).toEqual(['asked for a person', 'asked for a person (contact left)']);
    expect(filed.find((f) => f.reason.includes('contact left'))?.question).toContain('(contact: name');
  });

  it('an email after someone was asked, in a question, to get in touch files a follow-up that carries it', async () => {
    const { anon, v, followUps } = await seededVisit(h);
    await say(anon, v, 'could whoever runs the payroll side drop me an email? bit unsure which plan fits');
    await say(anon, v, 'ines.moreau@willow.example');
    expect((await followUps()).some((f) => f.reason === 'asked for a person (contact left)')).toBe(true);
  });

  it('an email with no hand-over before it files nothing', async () => {
    const { anon, v, followUps } = await seededVisit(h);
    await say(anon, v, 'hello there');
    await say(anon, v, 'my email is wren.avila@pine.example');
    expect(await followUps()).toHaveLength(0);
  });

  it('praise and thanks for a trial get no qualifying question', async () => {
    const { anon, v } = await seededVisit(h);
    const reply = streamText(
      (await say(anon, v, 'Our trial month was superb, easily the most helpful setup we have had. Many thanks!')).raw,
    );
    expect(reply).not.toMatch(/What is your role|how many people/i);
  });
});
