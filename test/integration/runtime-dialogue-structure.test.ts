import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { say, seededVisit, streamText } from '../helpers/runtime.js';

/**
 * Round of 2026-12-07 (tenth), through the runtime API: a contact left right after the agent apologised for a
 * complaint (or offered to get the team onto what the visitor told) files the follow-up with that contact, urgent
 * after a complaint; a request for a person read from its structure is handed over; a question and a request for a
 * call in one line without a question mark get both. Phrasings of my own.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

describe('contact after an ask, person requests by structure (round of 2026-12-07, tenth)', () => {
  it('an email after the apology for a complaint files an urgent follow-up that carries it', async () => {
    const { anon, v, followUps } = await seededVisit(h);
    const first = streamText((await say(anon, v, 'the export broke again and I lost a morning of work')).raw);
    expect(first).toMatch(/sorry/i);
    await say(anon, v, 'you can find me at noor.haddad@fjord.example');
    const filed = await followUps();
    expect(filed).toHaveLength(2);
    const withContact = filed.find((f) => f.question.includes('(contact: email'));
    expect(withContact?.reason).toMatch(/urgent/);
  });

  it('an email after the offer to get the team onto it files a follow-up with the contact', async () => {
    const { anon, v, followUps } = await seededVisit(h);
    const first = streamText(
      (await say(anon, v, 'we moved our three companies over last month and the opening balances differ a lot')).raw,
    );
    expect(first).toMatch(/leave your email or phone/i);
    expect(await followUps()).toHaveLength(0);
    await say(anon, v, 'kofi.mensah@delta.example');
    const filed = await followUps();
    expect(filed).toHaveLength(1);
    expect(filed[0]!.question).toContain('(contact: email');
  });

  it('someone asked to go through the matter with the visitor is handed over', async () => {
    const { anon, v, followUps } = await seededVisit(h);
    await say(anon, v, "I'd like somebody from your billing people to go over last month's charges with me");
    expect((await followUps()).map((f) => f.reason)).toEqual(['asked for a person']);
  });

  it('a person turned down files nothing', async () => {
    const { anon, v, followUps } = await seededVisit(h);
    await say(anon, v, "I don't need anybody to phone me, I'll manage with the help pages");
    expect(await followUps()).toHaveLength(0);
  });
});
