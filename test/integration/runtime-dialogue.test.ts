import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { say, seededVisit, streamChunks, streamText } from '../helpers/runtime.js';

/**
 * The default agent's dialogue acts through the runtime API, as a visitor
 * meets them (issue 27): courtesy is never filed for the team, a complaint is
 * apologised for and handed over as urgent, a request for a person is handed
 * over with the visitor's contact, a multi-part message gets each part, the
 * reply is in the visitor's language, and a name with a particle stays whole.
 */
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

const visit = () => seededVisit(h);

describe('dialogue acts of the default agent', () => {
  it('answers courtesy and a bot question without filing them, in the visitor language', async () => {
    const { anon, v, followUps } = await visit();
    const hello = streamText((await say(anon, v, 'Hallo, guten Tag!')).raw);
    expect(hello).toMatch(/Hallo|Was möchten Sie/);
    const bot = streamText((await say(anon, v, 'is this just a bot?')).raw);
    expect(bot).toMatch(/automated assistant/);
    const thanks = await say(anon, v, 'thanks, bye');
    expect(streamChunks(thanks.raw).some((c) => c !== '[DONE]' && c.type === 'data-slots')).toBe(false);
    expect(await followUps()).toEqual([]);
  });

  it('apologises for a complaint and hands it over as urgent with the visitor words and contact', async () => {
    const { anon, v, followUps } = await visit();
    const reply = streamText(
      (await say(anon, v, 'Your export deleted all my invoices!!! This is unacceptable. Call me on +49 30 1234567'))
        .raw,
    );
    expect(reply).toMatch(/sorry/i);
    const filed = await followUps();
    expect(filed).toHaveLength(1);
    expect(filed[0]!.reason).toMatch(/urgent/);
    expect(filed[0]!.question).toContain('deleted all my invoices');
  });

  it('hands a request for a person over with the contact, and keeps a name with a particle whole', async () => {
    const { api, anon, v, followUps } = await visit();
    await say(anon, v, "I'm Jan de Vries, jan@devries.example");
    await say(anon, v, 'can I talk to a real person please');
    expect((await followUps()).map((f) => f.reason)).toEqual(['asked for a person']);
    await say(anon, v, 'sorry, my email is actually jan.vries@devries.example');
    const leads = (await api.get(`/v1/leads?visitorId=${v.visitorId}`)).body.items as Array<{
      email: string;
      name: string;
    }>;
    expect(leads.map((l) => [l.email, l.name]).sort()).toEqual([
      ['jan.vries@devries.example', 'Jan de Vries'],
      ['jan@devries.example', 'Jan de Vries'],
    ]);
  });
});

describe('what visitors actually type (issue 27, round of 2026-12-06)', () => {
  it('hands casual requests for a person over, in the six languages', async () => {
    for (const text of [
      'put me through to your sales team',
      'Posso falar com um atendente?',
      'Kann mich jemand anrufen?',
    ]) {
      const { anon, v, followUps } = await visit();
      await say(anon, v, text);
      expect(
        (await followUps()).map((f) => f.reason),
        text,
      ).toEqual(['asked for a person']);
    }
  });

  it('apologises for a complaint in another language and files it as urgent', async () => {
    const { anon, v, followUps } = await visit();
    const reply = streamText((await say(anon, v, 'Estou muito chateado, fui cobrado duas vezes')).raw);
    expect(reply).toMatch(/desculp|lamento|sinto muito/i);
    expect((await followUps()).map((f) => f.reason)).toEqual(['urgent: complaint']);
  });

  it('files no acknowledgement, presence check or question about the agent', async () => {
    const { anon, v, followUps } = await visit();
    for (const text of ['anyone there?', 'ok', 'never mind', 'who am I talking to?']) await say(anon, v, text);
    const bot = streamText((await say(anon, v, 'Você é um robô?')).raw);
    expect(bot).toMatch(/automatizado/);
    expect(await followUps()).toEqual([]);
  });

  it('records what the visitor tells about themselves unasked instead of filing it', async () => {
    const { api, anon, v, followUps } = await visit();
    await say(anon, v, "We're about 40 people and want to get started next month");
    expect(await followUps()).toEqual([]);
    const text = "We're about 40 people and want to get started next month";
    const found = await api.post('/v1/visitors/search', { qualified: { company_size: text, timeline: text } });
    expect(found.body.items.map((x: { id: string }) => x.id)).toEqual([v.visitorId]);
  });

  it('answers a question in another language from English knowledge, saying the source is English', async () => {
    const { anon, v, followUps } = await visit();
    const reply = streamText((await say(anon, v, 'Wo werden meine Daten gespeichert?')).raw);
    expect(reply).toContain('Frankfurt');
    expect(reply).toMatch(/auf Englisch/);
    expect(await followUps()).toEqual([]);
  });
});

describe('what the spent held-out conversations showed (issue 27, round of 2026-12-06, third)', () => {
  const slotsIn = (raw: string) => streamChunks(raw).some((c) => c !== '[DONE]' && c.type === 'data-slots');

  it('offers meeting times to a visitor who asks to talk to someone, besides handing the request over', async () => {
    for (const text of ['can i talk to someone from ur team', 'Ik wil graag iemand van jullie spreken, kan dat?']) {
      const { anon, v, followUps } = await visit();
      const reply = await say(anon, v, text);
      expect(slotsIn(reply.raw), text).toBe(true);
      expect(
        (await followUps()).map((f) => f.reason),
        text,
      ).toEqual(['asked for a person']);
    }
  });

  it('puts a name given after the email on the lead that email made', async () => {
    const { api, anon, v } = await visit();
    await say(anon, v, 'you can reach me at mj.garcia@example.org');
    await say(anon, v, 'and my name is María José García');
    const leads = (await api.get(`/v1/leads?visitorId=${v.visitorId}`)).body.items as Array<{ name: string }>;
    expect(leads.map((l) => l.name)).toEqual(['María José García']);
  });

  it('reads a short question after another as more of it, not as a question of its own', async () => {
    const { anon, v, followUps } = await visit();
    await say(anon, v, 'do u support zorblax gizmos? how much');
    expect((await followUps()).map((f) => f.question)).toEqual(['do u support zorblax gizmos? how much']);
  });
});

describe('qualifying at the right moment (issue 27, item 3)', () => {
  const ROLE = 'What is your role, and would you decide on this or recommend it?';
  it('asks after a buying question, records the answer, never repeats it, and asks nothing after an abstention or a complaint', async () => {
    const { api, anon, v } = await visit();
    const first = streamText((await say(anon, v, 'We are evaluating tools, how much does the Growth plan cost?')).raw);
    expect(first).toContain('99 euros');
    expect(first).toContain(ROLE);
    // The answer to the pending question is recorded, not looked up or filed.
    await say(anon, v, "I'm the head of finance and I'd decide");
    const found = await api.post('/v1/visitors/search', {
      qualified: { role: "I'm the head of finance and I'd decide" },
    });
    expect(found.body.items.map((x: { id: string }) => x.id)).toEqual([v.visitorId]);
    // Another buying question: one question, not the answered one again.
    const third = streamText((await say(anon, v, 'And what does the Starter plan cost per month?')).raw);
    expect(third).not.toContain(ROLE);
    expect(third.split('?').length - 1).toBeLessThanOrEqual(1);

    const fresh = await visit();
    const abstained = streamText((await say(fresh.anon, fresh.v, 'We want to buy: do you integrate with Xero?')).raw);
    expect(abstained).toMatch(/do not have that information/);
    expect(abstained).not.toContain(ROLE);
    const complaint = streamText(
      (await say(fresh.anon, fresh.v, 'We are paying for Growth and the sync has been broken for a week!')).raw,
    );
    expect(complaint).toMatch(/sorry/i);
    expect(complaint).not.toContain(ROLE);
  });
});
