import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { say, seededVisit, streamText } from '../helpers/runtime.js';

/**
 * Round of 2026-12-07 (fifth session), through the runtime API on both databases: a complaint told as a plain
 * account of a harm (harm-account.ts) is apologised for and handed over as urgent, with a request for someone
 * senior in the same message or a contact left in the next; a loss told as the reason for looking stays calm.
 * Phrasings of my own.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

const visit = () => seededVisit(h);
type Lead = { email: string | null };

describe('a harm told plainly (round of 2026-12-07, fifth session)', () => {
  it('a charge beyond a quote with a manager asked for is apologised for and urgent, the email a lead', async () => {
    const { api, anon, v, followUps } = await visit();
    const reply = streamText(
      (
        await say(
          anon,
          v,
          'We were told £25 a month and got charged £79 without any warning. I would like a manager to get in touch: Ada Brennan, ada@example.ie',
        )
      ).raw,
    );
    expect(reply).toMatch(/sorry/i);
    const reasons = (await followUps()).map((f) => f.reason);
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons.every((r) => /urgent/.test(r))).toBe(true);
    const leads = (await api.get(`/v1/leads?visitorId=${v.visitorId}`)).body.items as Lead[];
    expect(leads.map((l) => l.email)).toEqual(['ada@example.ie']);
  });

  it('a loss told plainly, then a contact in the next turn: urgent', async () => {
    const { anon, v, followUps } = await visit();
    const first = streamText(
      (await say(anon, v, 'the import wiped out a month of transactions last night. all of it, gone.')).raw,
    );
    expect(first).toMatch(/sorry/i);
    await say(anon, v, 'email me, rory@example.ie');
    // The email reaches the team in a follow-up of its own turn, urgent as the complaint it completes.
    const reasons = (await followUps()).map((f) => f.reason);
    expect(reasons.length).toBe(2);
    expect(reasons.every((r) => /urgent/.test(r))).toBe(true);
  });

  it('a loss told as the reason for looking is neither apologised for nor urgent', async () => {
    const { anon, v, followUps } = await visit();
    const reply = streamText(
      (await say(anon, v, "we lost our old bookkeeper so we're looking for something simpler")).raw,
    );
    expect(reply).not.toMatch(/sorry/i);
    // Not a complaint: nothing urgent (a statement the site does not cover may still be handed on as such).
    expect((await followUps()).filter((f) => /urgent|complaint/.test(f.reason))).toEqual([]);
  });
});
