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
    expect(early.body.sourceId).toBeUndefined();
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
    const bad: Array<[unknown, string]> = [
      [{}, 'baseId'],
      [{ baseId: 'nope' }, 'baseId'],
      [{ baseId: crypto.randomUUID() }, 'baseId'],
      [{ baseId: w.agent.personalBaseId, question: 'q'.repeat(2001) }, 'question'],
    ];
    for (const [body, param] of bad) {
      const res = await w.api.post(url, body);
      expect(res.body, JSON.stringify(body).slice(0, 80)).toMatchObject({
        status: 400,
        code: 'invalid-request',
        param,
      });
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
    // A blank answer of the caller's own falls back to the follow-up's.
    const first = await both.post(url, { baseId: w.agent.personalBaseId, answer: '   ' });
    expect(first.status).toBe(201);
    // The caller's own wording, once that source is deleted (while it exists the follow-up is in knowledge).
    const own = { baseId: w.agent.personalBaseId, title: 'Shipping to Iceland', question: 'Do you ship to Iceland?' };
    expect((await w.api.post(url, own)).body).toMatchObject({ status: 409, code: 'conflict' });
    expect((await w.api.delete(`/v1/knowledge/sources/${first.body.id}`)).status).toBe(204);
    const second = await w.api.post(url, own);
    expect(second.body).toMatchObject({ name: 'Shipping to Iceland', kind: 'text' });
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
    // Only the source of the last 201 is left.
    const sources = (await w.api.get(`/v1/knowledge/sources?baseId=${w.agent.personalBaseId}`)).body.items;
    expect(sources.map((s: { id: string }) => s.id)).toEqual([second.body.id]);
  });

  it('adds a follow-up once: a second call, even at the same moment, is 409 naming the source; a retry replays', async () => {
    const w = await world();
    await w.api.post(`/v1/follow-ups/${w.open.id}/answer`, { answer: ANSWER });
    const url = `/v1/follow-ups/${w.open.id}/knowledge`;
    const body = { baseId: w.agent.personalBaseId };
    // Two clicks at once (two connections on PostgreSQL): the follow-up's row lock lets one through.
    const both = await Promise.all([w.api.post(url, body), w.api.post(url, body)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const made = both.find((r) => r.status === 201)!.body;
    const refused = both.find((r) => r.status === 409)!.body;
    // The existing source by id, for a program (the dashboard links to it) as for a person (the message).
    expect(refused).toMatchObject({ code: 'conflict', sourceId: made.id });
    expect(refused.message).toContain(made.id);
    // Into another base too: one follow-up, one source.
    const second = (await w.api.post('/v1/agents', { name: 'Second' })).body;
    expect((await w.api.post(url, { baseId: second.personalBaseId })).body).toMatchObject({
      code: 'conflict',
      sourceId: made.id,
    });
    // The same request with the same Idempotency-Key is a retry: it replays the 201 instead of a 409.
    expect((await w.api.delete(`/v1/knowledge/sources/${made.id}`)).status).toBe(204);
    const once = await w.api.post(url, body, { idem: `fu-${w.open.id}` });
    const retry = await w.api.post(url, body, { idem: `fu-${w.open.id}` });
    expect(once.status).toBe(201);
    expect(retry).toMatchObject({ status: 201, body: { id: once.body.id } });
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const items = (await w.api.get(`/v1/knowledge/sources?baseId=${w.agent.personalBaseId}`)).body.items;
    expect(items.map((s: { id: string }) => s.id)).toEqual([once.body.id]);
  });
});
