import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { say, seededVisit, streamText } from '../helpers/runtime.js';

/**
 * Fifth session of 2026-12-07 (handover5), through the runtime API: becoming a customer with the next step asked
 * files a sales follow-up with the qualifying question; someone of the company asked to send something to a
 * contact files a follow-up carrying that contact; deciding to wait files nothing. Phrasings of my own.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

describe('hand-overs asked for by the shape of the request (2026-12-07, fifth session)', () => {
  it('a commitment with the next step asked is a sales hand-over with the qualifying question', async () => {
    const { anon, v, followUps } = await seededVisit(h);
    const reply = streamText(
      (await say(anon, v, "we're going with the Growth plan for the office. what's the next step?")).raw,
    );
    expect(reply).toMatch(/What is your role/);
    expect((await followUps()).map((f) => f.reason)).toEqual(['wants to buy: sales hand-over']);
  });

  it('someone asked to send something to a contact files a follow-up with it', async () => {
    const { anon, v, followUps } = await seededVisit(h);
    await say(anon, v, 'could somebody send the DPA over to legal@fernbrook.example please');
    const filed = await followUps();
    expect(filed.map((f) => f.reason)).toEqual(['asked for a person']);
    expect(filed[0]?.question).toContain('(contact: email');
  });

  it('beside a question, the request still reaches the team with the contact', async () => {
    const { anon, v, followUps } = await seededVisit(h);
    await say(anon, v, 'do you support SSO? and could somebody send the DPA over to legal@fernbrook.example');
    const filed = await followUps();
    expect(filed.length).toBeGreaterThan(0);
    expect(filed.some((f) => f.question.includes('(contact: email'))).toBe(true);
  });

  it('deciding to wait files nothing', async () => {
    const { anon, v, followUps } = await seededVisit(h);
    await say(anon, v, 'we decided to wait until next year');
    expect(await followUps()).toEqual([]);
  });
});
