import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { say, seededVisit, streamChunks, streamText } from '../helpers/runtime.js';

/**
 * Round of 2026-12-07 (issue 27): what visitors really type, through the runtime API on both databases. Casual
 * English is answered in English and a greeting alone in its own language; a person asked for by passing the
 * visitor on or by having the team write is handed over; praise and chat-English small talk are never filed;
 * a name and a phone without an email reach the team with the hand-over (a lead needs an email). Each test was
 * seen failing with its mechanism switched off (docs/quality.md, "Round of 2026-12-07").
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

const visit = () => seededVisit(h);
const slots = (raw: string) => streamChunks(raw).filter((c) => c !== '[DONE]' && c.type === 'data-slots');

describe('the language of what visitors really type', () => {
  it('answers casual, misspelt English in English, not in Dutch', async () => {
    const { anon, v } = await visit();
    const reply = streamText((await say(anon, v, 'wat r ur plans n prices')).raw);
    expect(reply).not.toMatch(/Engels|bronnen|Wat wilt u/);
    expect(reply).toMatch(/[A-Za-z]/);
  });

  it('greets back in German for "Hallo!" alone, and in Dutch when the conversation is Dutch', async () => {
    const de = await visit();
    expect(streamText((await say(de.anon, de.v, 'Hallo!')).raw)).toContain('Was möchten Sie wissen?');
    const nl = await visit();
    await say(nl.anon, nl.v, 'Hoi, hebben jullie een gratis proefperiode?');
    expect(streamText((await say(nl.anon, nl.v, 'Hallo?')).raw)).toContain('Wat wilt u weten?');
    expect(streamText((await say(nl.anon, nl.v, 'top, thanks')).raw)).toContain('Graag gedaan');
  });

  it("greets back in the browser's language when the greeting could be several (Accept-Language)", async () => {
    const { anon, v } = await visit();
    const headers = { 'accept-language': 'nl-BE,nl;q=0.9,en;q=0.8' };
    expect(streamText((await say(anon, v, 'Hallo!', { headers })).raw)).toContain('Wat wilt u weten?');
    // A message that is clearly one language is not overruled by the browser.
    expect(streamText((await say(anon, v, 'Guten Tag!', { headers })).raw)).toContain('Was möchten Sie wissen?');
  });
});

describe('a person asked for indirectly', () => {
  it('hands over "pass me to sales" and its kin in other languages, with the contact given in the same message', async () => {
    for (const text of [
      'pass me to sales',
      'Zet me door naar de verkoopafdeling',
      'Que alguien de su equipo me escriba',
    ]) {
      const x = await visit();
      await say(x.anon, x.v, text);
      expect(
        (await x.followUps()).map((f) => f.reason),
        text,
      ).toEqual(['asked for a person']);
    }
    const { api, anon, v, followUps } = await visit();
    await say(anon, v, 'pls get me someone from sales, orla.byrne@example.com');
    expect((await followUps()).map((f) => f.reason)).toEqual(['asked for a person']);
    const leads = (await api.get(`/v1/leads?visitorId=${v.visitorId}`)).body.items as Array<{ email: string }>;
    expect(leads.map((l) => l.email)).toEqual(['orla.byrne@example.com']);
  });

  it('hands the name and a phone (no email) to the team with the request, and makes a lead with the name', async () => {
    const { ws, api, anon, v } = await visit();
    await say(anon, v, 'can someone give me a ring?');
    await say(anon, v, "I'm Priya Raman, 07700 900321");
    // Read unmasked, as the team reads them (names and phones are masked without conversations:transcripts).
    const team = ws.client(
      (await ws.key({ mode: 'test', scopes: ['follow_ups:read', 'conversations:transcripts'] })).key,
    );
    const filed = (await team.get(`/v1/follow-ups?visitorId=${v.visitorId}`)).body.items as Array<{ question: string }>;
    expect(filed.some((f) => f.question.includes('name Priya Raman, phone 07700 900321'))).toBe(true);
    // Round of 2026-12-07 (seventh): a visitor who asked to be called and left a name and a phone is a lead the
    // team can call (email null; the phone is in the follow-up), no longer nothing.
    const leads = (await api.get(`/v1/leads?visitorId=${v.visitorId}`)).body.items as Array<{ email: string | null }>;
    expect(leads.map((l) => l.email)).toEqual([null]);
  });
});

describe('what is never filed', () => {
  it('an address left so the team can answer the question it was handed goes with that question, not filed again', async () => {
    const { api, anon, v, followUps } = await visit();
    await say(anon, v, 'Do you integrate with Xero?');
    const res = await say(anon, v, 'ok my email is nora.quinn@example.com so u can get back to me');
    expect(slots(res.raw)).toEqual([]);
    expect((await followUps()).map((f) => f.reason)).toEqual(['not covered by the knowledge sources']);
    const leads = (await api.get(`/v1/leads?visitorId=${v.visitorId}`)).body.items as Array<{ email: string }>;
    expect(leads.map((l) => l.email)).toEqual(['nora.quinn@example.com']);
  });

  it('praise and chat-English small talk get a reply, no follow-up and no meeting times', async () => {
    const { anon, v, followUps } = await visit();
    for (const text of ['Wat een handige tool zeg', 'this is really slick, love the site', "how's ur day going?"]) {
      const res = await say(anon, v, text);
      expect(streamText(res.raw).length, text).toBeGreaterThan(0);
      expect(slots(res.raw), text).toEqual([]);
    }
    expect(await followUps()).toEqual([]);
  });
});
