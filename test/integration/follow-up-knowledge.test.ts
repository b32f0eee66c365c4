import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { seedVisitor } from '../helpers/fixtures.js';
import { say, startVisit, streamChunks, streamText } from '../helpers/runtime.js';
import { newId } from '../../src/lib/ids.js';
import { createFollowUp } from '../../src/resources/follow-ups/service.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

const QUESTION = 'Do you ship espresso machines to Iceland? Reply to anna@example.com';
const ANSWER = 'Yes: espresso machines ship to Iceland by sea freight in 9 to 12 business days, for 45 euros.';

/** A sandbox (whose agents take any origin) with an agent and an answered follow-up of a named visitor. */
async function world() {
  const ws = await h.workspace();
  const api = await ws.test();
  const agent = (await api.post('/v1/agents', { name: 'Shop' })).body;
  const visitorId = await seedVisitor(h.db, ws.sandboxId, { email: 'anna@example.com' });
  const open = await h.db.tenantTx(ws.sandboxId, (tx) =>
    createFollowUp(h.deps, tx, {
      id: newId(),
      visitorId,
      question: QUESTION,
      reason: 'not in the knowledge base',
      createdAt: new Date(),
    }),
  );
  return { ws, api, agent, open };
}

describe('add a follow-up to knowledge', () => {
  it('turns an answered follow-up into a text source the agent then answers from, with a citation', async () => {
    const w = await world();
    // Before: the agent's knowledge does not cover it.
    const before = await w.api.post('/v1/knowledge/ask', {
      question: 'Do you ship espresso machines to Iceland?',
      agentId: w.agent.id,
    });
    expect(before.body.citations).toEqual([]);
    // Open: there is nothing to add yet.
    const early = await w.api.post(`/v1/follow-ups/${w.open.id}/knowledge`, { baseId: w.agent.personalBaseId });
    expect(early.body).toMatchObject({ status: 409, code: 'conflict' });
    await w.api.post(`/v1/follow-ups/${w.open.id}/answer`, { answer: ANSWER });

    const res = await w.api.post(`/v1/follow-ups/${w.open.id}/knowledge`, { baseId: w.agent.personalBaseId });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ kind: 'text', status: 'loaded', url: null, baseId: w.agent.personalBaseId });
    expect(res.headers.location).toBe(`/v1/knowledge/sources/${res.body.id}`);
    // The visitor's email never reaches the base: the question is stored masked.
    expect(res.body.name).toBe('Do you ship espresso machines to Iceland? Reply to [email]');
    const stored = await w.api.post('/v1/knowledge/retrieve', { query: 'espresso Iceland', agentId: w.agent.id });
    expect(stored.body.results[0].text).toContain('9 to 12 business days');
    expect(JSON.stringify(stored.body)).not.toContain('anna@example.com');

    // Ask: the grounded answer cites it.
    const ask = await w.api.post('/v1/knowledge/ask', {
      question: 'Do you ship espresso machines to Iceland?',
      agentId: w.agent.id,
    });
    expect(ask.body.answer).toMatch(/9 to 12 business days/);
    expect(ask.body.citations[0]).toMatchObject({ sourceId: res.body.id, title: res.body.name });

    // The agent, asked by a visitor in a conversation, answers from it and cites it.
    const anon = h.anonymous();
    const visit = await startVisit(anon, w.agent.publicId);
    const turn = await say(anon, visit, 'do you ship espresso machines to iceland?');
    expect(turn.status).toBe(200);
    expect(streamText(turn.raw)).toMatch(/9 to 12 business days/);
    const cited = streamChunks(turn.raw).filter(
      (c) => c !== '[DONE]' && (c.type === 'source-document' || c.type === 'source-url' || c.type === 'data-citations'),
    );
    expect(JSON.stringify(cited)).toContain(res.body.name);

    // The follow-up itself is unchanged.
    expect((await w.api.get(`/v1/follow-ups/${w.open.id}`)).body).toMatchObject({ status: 'answered', answer: ANSWER });
  });

  it('takes the caller’s wording, checks the base and both scopes, and refuses dismissed ones', async () => {
    const w = await world();
    await w.api.post(`/v1/follow-ups/${w.open.id}/answer`, { answer: ANSWER });
    const url = `/v1/follow-ups/${w.open.id}/knowledge`;
    const own = await w.api.post(url, {
      baseId: w.agent.personalBaseId,
      title: 'Shipping to Iceland',
      question: 'Do you ship to Iceland?',
    });
    expect(own.body).toMatchObject({ name: 'Shipping to Iceland', kind: 'text' });
    const bad: Array<[unknown, number, string, string?]> = [
      [{}, 400, 'invalid-request', 'baseId'],
      [{ baseId: 'nope' }, 400, 'invalid-request', 'baseId'],
      [{ baseId: crypto.randomUUID() }, 400, 'invalid-request', 'baseId'],
      [{ baseId: w.agent.personalBaseId, question: 'q'.repeat(2001) }, 400, 'invalid-request', 'question'],
      [{ baseId: w.agent.personalBaseId, answer: '   ' }, 201, ''],
    ];
    for (const [body, status, code, param] of bad) {
      const res = await w.api.post(url, body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      if (code) expect(res.body).toMatchObject({ code, ...(param ? { param } : {}) });
    }
    expect(
      (await w.api.post(`/v1/follow-ups/${crypto.randomUUID()}/knowledge`, { baseId: w.agent.personalBaseId })).status,
    ).toBe(404);
    // Both scopes: knowledge:write to write, follow_ups:read to read the follow-up.
    const writerOnly = w.ws.client((await w.ws.key({ mode: 'test', scopes: ['knowledge:write'] })).key);
    expect((await writerOnly.post(url, { baseId: w.agent.personalBaseId })).body).toMatchObject({
      status: 403,
      code: 'insufficient-scope',
    });
    const readerOnly = w.ws.client((await w.ws.key({ mode: 'test', scopes: ['follow_ups:read'] })).key);
    expect((await readerOnly.post(url, { baseId: w.agent.personalBaseId })).body.code).toBe('insufficient-scope');
    const both = w.ws.client((await w.ws.key({ mode: 'test', scopes: ['knowledge:write', 'follow_ups:read'] })).key);
    expect((await both.post(url, { baseId: w.agent.personalBaseId })).status).toBe(201);
    // A dismissed follow-up has no answer to add.
    const other = await h.db.tenantTx(w.ws.sandboxId, (tx) =>
      createFollowUp(h.deps, tx, {
        id: newId(),
        visitorId: null,
        question: 'Is there a mobile app?',
        reason: null,
        createdAt: new Date(),
      }),
    );
    await w.api.post(`/v1/follow-ups/${other.id}/dismiss`);
    expect(
      (await w.api.post(`/v1/follow-ups/${other.id}/knowledge`, { baseId: w.agent.personalBaseId })).body,
    ).toMatchObject({
      status: 409,
      code: 'conflict',
    });
    // Only sources that were written exist: the three 201s above.
    const sources = (await w.api.get(`/v1/knowledge/sources?baseId=${w.agent.personalBaseId}`)).body.items;
    expect(sources).toHaveLength(3);
  });
});
