import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { say, seededVisit, streamText } from '../helpers/runtime.js';

/**
 * Round of 2026-12-07 (second, issue 27 item 1): frustration as visitors type it and questions about the agent
 * in casual forms, through the runtime API on both databases. Frustration gets an apology in the visitor's
 * language, says what happens next and files an urgent follow-up with the visitor's words and contact; "u a
 * bot?" is told the agent is automated and files nothing; "no worries" files nothing and stays English. Each
 * test was seen failing with its mechanism switched off (docs/quality.md, "Round of 2026-12-07 (second)").
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

const visit = () => seededVisit(h);

describe('frustration as visitors type it', () => {
  it('apologises, says what happens next and files it as urgent with the words and the email', async () => {
    const { api, anon, v, followUps } = await visit();
    const reply = streamText(
      (await say(anon, v, 'ur update wiped all my invoices, total waste of money. mail me at ines.moreau@example.com'))
        .raw,
    );
    expect(reply).toMatch(/sorry/i);
    expect(reply).toContain('ines.moreau@example.com');
    const filed = await followUps();
    expect(filed.map((f) => f.reason)).toEqual(['urgent: complaint']);
    expect(filed[0]!.question).toContain('wiped all my invoices');
    const leads = (await api.get(`/v1/leads?visitorId=${v.visitorId}`)).body.items as Array<{ email: string }>;
    expect(leads.map((l) => l.email)).toEqual(['ines.moreau@example.com']);
  });

  it('answers slang frustration in its own language and files it as urgent', async () => {
    for (const [text, apology] of [
      ['ik ben het spuugzat', /spijt/],
      ["j'en ai marre, franchement", /désolé/i],
      ['que porcaria, de novo', /sinto muito|desculp/i],
    ] as const) {
      const { anon, v, followUps } = await visit();
      expect(streamText((await say(anon, v, text)).raw), text).toMatch(apology);
      expect(
        (await followUps()).map((f) => f.reason),
        text,
      ).toEqual(['urgent: complaint']);
    }
  });
});

describe('a question about the agent, and courtesy close to a complaint', () => {
  it('says it is automated to "u a bot?" and a casual German form, and files nothing', async () => {
    const { anon, v, followUps } = await visit();
    expect(streamText((await say(anon, v, 'u a bot?')).raw)).toMatch(/automated assistant/);
    const x = await visit();
    expect(streamText((await say(x.anon, x.v, 'spreche ich gerade mit einem Menschen?')).raw)).toMatch(/automatisiert/);
    expect(await followUps()).toEqual([]);
    expect(await x.followUps()).toEqual([]);
  });

  it('files nothing for "no worries" after an answer, and answers it in English', async () => {
    const { anon, v, followUps } = await visit();
    await say(anon, v, 'where is my data stored?');
    const reply = streamText((await say(anon, v, 'no worries')).raw);
    expect(reply).not.toMatch(/De acuerdo|ayudar/);
    expect(await followUps()).toEqual([]);
  });
});
