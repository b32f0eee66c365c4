import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { say, startVisit, streamChunks, streamText } from '../helpers/runtime.js';
import { ManualClock } from '../../src/clock.js';

/**
 * The deterministic agent acts on the task of an Action the visitor triggered
 * (a session start with `action`, also one that resumes the visit, or an
 * `action.fired` page event): meeting times, the qualifying questions and then
 * the call the task offers, the knowledge's answer to an explaining task.
 */

// Monday 23 November 2026, 07:00 UTC: the sample agent has open slots in the week ahead.
const clock = new ManualClock('2026-11-23T07:00:00.000Z');
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ clock });
});
afterAll(() => h?.close());

async function sandbox() {
  clock.set('2026-11-23T07:00:00.000Z');
  const ws = await h.workspace({ seed: true });
  const api = await ws.test();
  const agent = (await api.get('/v1/agents')).body.items[0];
  return { ws, api, agent, anon: h.anonymous() };
}

const types = (raw: string) => streamChunks(raw).flatMap((c) => (c === '[DONE]' ? [] : [c.type as string]));

describe("the agent acts on an Action's task", () => {
  it('asks the qualifying questions of a task that asks them, then offers the call it names', async () => {
    const { agent, anon } = await sandbox();
    // pricing-help: "Ask about team size and needs, then recommend a plan and offer a call."
    const v = await startVisit(anon, agent.publicId, { action: 'pricing-help' });
    expect(v.body.action).toMatchObject({ id: 'pricing-help' });
    const opening = streamText((await say(anon, v, 'Hi')).raw);
    expect(opening).toBe(
      'Happy to help with that.\n\nWhat is your role, and would you decide on this or recommend it?',
    );
    const replies: string[] = [];
    for (const answer of ['I run the sales team and I decide.', 'Acme, about 40 people.', 'We miss leads at night.'])
      replies.push(streamText((await say(anon, v, answer)).raw));
    expect(replies.map((r) => r.split('\n\n').at(-1))).toEqual([
      'Which company are you with, and roughly how many people would use it?',
      'What problem are you hoping to solve?',
      'When would you like to have something in place?',
    ]);
    const last = await say(anon, v, 'Next month.');
    expect(streamText(last.raw)).toContain('Here are the next open times (Europe/Berlin)');
    expect(types(last.raw)).toContain('data-slots');
    // Without an Action, a greeting is just a greeting.
    const plain = await startVisit(anon, agent.publicId);
    expect(streamText((await say(anon, plain, 'Hi')).raw)).toBe('Hi! What would you like to know?');
  });

  it('offers meeting times for an Action that opens a meeting, fired on a visit already under way, once per firing', async () => {
    const { agent, anon } = await sandbox();
    const v = await startVisit(anon, agent.publicId);
    expect(streamText((await say(anon, v, 'Where is customer data stored?')).raw)).toContain('Frankfurt');
    clock.advance(60_000);
    // A data-showpilot-action click: the SDK starts (resumes) the session with the Action.
    const resumed = await startVisit(anon, agent.publicId, { visitorToken: v.token, action: 'book_call' });
    expect(resumed.body).toMatchObject({
      sessionId: v.sessionId,
      resumed: true,
      action: { id: 'book_call', opens: { kind: 'meeting' } },
    });
    const reply = await say(anon, v, 'ok');
    expect(streamText(reply.raw)).toMatch(/^Happy to set that up\. Here are the next open times/);
    expect(types(reply.raw)).toContain('data-slots');
    // Acted on: the next greeting is not another offer of times.
    expect(types((await say(anon, v, 'thanks')).raw)).not.toContain('data-slots');
    // Fired again (an action.fired page event): the agent acts on it again.
    clock.advance(1_000);
    expect(
      (
        await anon.post(
          `/runtime/v1/sessions/${v.sessionId}/events`,
          { type: 'action.fired', actionId: 'book_call' },
          { idem: false, headers: { authorization: `Bearer ${v.token}` } },
        )
      ).status,
    ).toBe(202);
    expect(types((await say(anon, v, 'hello')).raw)).toContain('data-slots');
  });

  it('answers a task that explains something from the knowledge, with its citations; a disabled Action does nothing', async () => {
    const { api, agent, anon } = await sandbox();
    const put = (id: string, body: Record<string, unknown>) =>
      api.put(`/v1/agents/${agent.id}/actions/${id}`, { opens: { kind: 'conversation' }, ...body });
    expect((await put('residency', { name: 'Data residency', task: 'Where is customer data stored?' })).status).toBe(
      201,
    );
    const v = await startVisit(anon, agent.publicId, { action: 'residency' });
    const reply = await say(anon, v, 'hello');
    expect(streamText(reply.raw)).toContain('Frankfurt');
    expect(types(reply.raw).some((t) => t.startsWith('source-'))).toBe(true);
    // The task is not the visitor's question: nothing was handed to the team for it.
    expect((await api.get(`/v1/follow-ups?visitorId=${v.visitorId}`)).body.items).toEqual([]);

    expect((await put('off', { name: 'Switched off', task: 'Book a demo call.', enabled: false })).status).toBe(201);
    const w = await startVisit(anon, agent.publicId, { action: 'off' });
    expect(w.body.action).toBeNull();
    const plain = await say(anon, w, 'hi');
    expect(streamText(plain.raw)).toBe('Hi! What would you like to know?');
    expect(types(plain.raw)).not.toContain('data-slots');
  });
});

describe('experiences as the page opens them', () => {
  it('carries the public id of the published tour an offer button or an Action names, which the player route takes', async () => {
    const { api, agent, anon } = await sandbox();
    const tour = (await api.get('/v1/tours?status=published')).body.items[0];
    const offer = await api.post('/v1/offers', {
      name: 'Tour on arrival',
      format: 'toaster',
      goal: 'meeting_booked',
      message: 'See how it works.',
      ctaLabel: 'Play the tour',
      ctaAction: { type: 'open_experience', experienceId: tour.id },
      deploy: { live: true, presentation: 'toast', afterSeconds: 0, includePages: ['/see-it'] },
    });
    expect(offer.status, JSON.stringify(offer.body)).toBe(201);
    const put = (id: string, experienceId: string) =>
      api.put(`/v1/agents/${agent.id}/actions/${id}`, {
        name: id,
        task: 'Show how it works.',
        opens: { kind: 'experience', experienceId },
      });
    expect((await put('tour-by-uuid', tour.id)).status).toBe(201);
    expect((await put('tour-unknown', 'no-such-tour')).status).toBe(201);

    const v = await startVisit(anon, agent.publicId, {
      page: { url: 'https://www.example.com/see-it' },
      action: 'tour-by-uuid',
    });
    const shown = v.body.offers.find((o: any) => o.id === offer.body.id);
    expect(shown.ctaAction).toEqual({
      type: 'open_experience',
      experienceId: tour.id,
      experiencePublicId: tour.publicId,
    });
    expect(v.body.action.opens).toEqual({
      kind: 'experience',
      experienceId: tour.id,
      experiencePublicId: tour.publicId,
    });
    // The page plays it by that id without a key.
    expect((await anon.get(`/v1/tours/${tour.publicId}`)).status).toBe(200);
    const w = await startVisit(anon, agent.publicId, { action: 'tour-unknown' });
    expect(w.body.action.opens).toEqual({ kind: 'experience', experienceId: 'no-such-tour', experiencePublicId: null });
  });
});
