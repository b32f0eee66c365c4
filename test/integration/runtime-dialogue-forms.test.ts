import { describe, expect, it } from 'vitest';
import { dialogueHarness, expectUrgentComplaint } from '../helpers/dialogue.js';
import { say, streamChunks, streamText } from '../helpers/runtime.js';

/**
 * Fourth round of 2026-12-07 (issue 27), through the runtime API on both databases: someone of the team asked to
 * get in touch with the contact in the same message is handed over; a call welcomed or asked for as a possibility
 * gets the times; asking whom to call and a meeting room are questions; courtesy with "!!" and a mishap asked
 * about are not complaints, anger and a no-show are; a Portuguese greeting and "just looking" ask nothing; an
 * unmarked question is answered. Each test was seen failing with its mechanism switched off (docs/quality.md,
 * "Round of 2026-12-07 (fourth)").
 */
const { visit } = dialogueHarness();
const slots = (raw: string) => streamChunks(raw).filter((c) => c !== '[DONE]' && c.type === 'data-slots');
const ROLE = 'What is your role, and would you decide on this or recommend it?';

describe('a request for someone to get in touch, with the contact in the same message', () => {
  it('is handed over with the contact, and a talk asked for offers times', async () => {
    for (const [text, times] of [
      ['Ich würde mich freuen, wenn sich jemand von Ihnen bei mir meldet: lena.w@example.de', false],
      ["I'd prefer to work this out with a person from your team. my email's lee.ng@example.com", false],
      ['please pass my details to someone about the annual plan: Sam Roe, sam.roe@example.com', false],
      ['I want to speak with one of your accountants first. Kim Lo, kim.lo@example.com', true],
    ] as const) {
      const { anon, v, followUps } = await visit();
      const res = await say(anon, v, text);
      const filed = await followUps();
      expect(
        filed.map((f) => f.reason),
        text,
      ).toEqual(['asked for a person']);
      // The address is masked for this key; the team's follow-up carries it as the contact.
      expect(filed[0]!.question, text).toContain('(contact: ');
      expect(filed[0]!.question, text).toContain('email');
      if (times) expect(slots(res.raw), text).toHaveLength(1);
    }
  });

  it('asking someone of the team to get back, after a question was handed over, files a hand-over too', async () => {
    const { anon, v, followUps } = await visit();
    await say(anon, v, 'do u support zorblax gizmos?');
    await say(anon, v, 'ok, could somebody on your team get back to me about that? lee@example.com');
    expect((await followUps()).map((f) => f.reason).sort()).toEqual([
      'asked for a person',
      'not covered by the knowledge sources',
    ]);
  });
});

describe('calls and meetings', () => {
  it('a call welcomed or asked for as a possibility gets the times, and nothing empty is noted', async () => {
    for (const text of [
      'a short phone call would be really helpful actually',
      'any possibility of a video call with your sales folks next week?',
      'Une réunion serait utile.',
    ]) {
      const { anon, v } = await visit();
      const res = await say(anon, v, text);
      expect(slots(res.raw), text).toHaveLength(1);
      expect(streamText(res.raw), text).not.toMatch(/noted\s*\./);
    }
  });

  it('a correction with no address known does not say "I have noted ."', async () => {
    const { anon, v } = await visit();
    expect(streamText((await say(anon, v, 'actually, scratch that')).raw)).not.toMatch(/noted\s*\./);
  });

  it('asking whom to call, or about a meeting room, is a question: no times', async () => {
    for (const text of [
      'my cat ate chocolate at midnight, who do I call?',
      'how much is it to book the meeting room for a day?',
    ]) {
      const { anon, v } = await visit();
      expect(slots((await say(anon, v, text)).raw), text).toEqual([]);
    }
  });
});

describe('complaints', () => {
  it('courtesy with "!!" files nothing; a mishap asked about is not apologised for', async () => {
    const { anon, v, followUps } = await visit();
    expect(streamText((await say(anon, v, 'thanks!!')).raw)).not.toMatch(/sorry/i);
    expect(await followUps()).toEqual([]);
    expect(streamText((await say(anon, v, 'I lost my badge, what should I do?')).raw)).not.toMatch(/sorry/i);
    expect((await followUps()).map((f) => f.reason)).not.toContain('urgent: complaint');
  });

  it('anger with a disputed charge, and a no-show with a person asked for, are urgent complaints', async () => {
    await expectUrgentComplaint(visit, [
      'completely livid. you billed me £80 for cleaning and the flat was spotless. i need this fixed',
      'the tutor didnt turn up, 2nd time now. let me speak to a supervisor',
    ]);
  });
});

describe('greetings, browsing and unmarked questions', () => {
  it('a Portuguese greeting files nothing; "just looking" gets no qualifying question', async () => {
    const pt = await visit();
    await say(pt.anon, pt.v, 'Olá, tudo bem?');
    expect(await pt.followUps()).toEqual([]);
    const en = await visit();
    expect(streamText((await say(en.anon, en.v, "hi, I'm just looking at your plan prices")).raw)).not.toContain(ROLE);
  });

  it('a statement ending in a question without its mark is answered, then qualified', async () => {
    const { anon, v } = await visit();
    const reply = streamText(
      (await say(anon, v, 'thinking of buying the Growth plan for our team of 12, what does it cost')).raw,
    );
    expect(reply).toContain('99 euros');
    expect(reply).toContain(ROLE);
  });
});
