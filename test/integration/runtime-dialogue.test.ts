import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { say, startVisit, streamChunks, streamText } from '../helpers/runtime.js';

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

async function visit() {
  const ws = await h.workspace({ seed: true });
  const api = await ws.test();
  const agent = (await api.get('/v1/agents')).body.items[0];
  const anon = h.anonymous();
  const v = await startVisit(anon, agent.publicId, { page: { url: 'https://www.example.com/' } });
  const followUps = async () =>
    (await api.get(`/v1/follow-ups?visitorId=${v.visitorId}`)).body.items as Array<{
      question: string;
      reason: string;
    }>;
  return { api, anon, v, followUps };
}

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
