import { afterAll, beforeAll, vi, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import { say, startVisit, type Visit } from '../helpers/runtime.js';
import type { Client } from '../helpers/client.js';
import { SCOPES } from '../../src/platform/keys/scopes.js';

// Seeding a workspace and running turns on a loaded, shared two-core machine can outlast the default hook time.
vi.setConfig({ hookTimeout: 300_000 });

/**
 * A visitor writes a phone number, a card number and an IBAN in a question the
 * agent cannot answer. Every /v1 read that carries the visitor's words shows
 * them masked to a key without conversations:transcripts (the journey of
 * GET /v1/visitors/{id} returned them in clear), events always do, and no
 * search (visitor search, segment preview and create) can be used as an
 * oracle for a masked value: terms that could match inside a masked span are
 * refused for such a key. With the scope everything is verbatim and searchable.
 */
const PHONE = '+44 20 7946 0958';
const CARD = '4111 1111 1111 1111';
const IBAN = 'DE89370400440532013000';
const QUESTION = `Do you support the zorblax gizmos interchange protocol with quantel fibres, billed to card ${CARD} or IBAN ${IBAN}, phone ${PHONE}?`;
const SECRETS = [PHONE, CARD, IBAN, '4111', '0958'];

let h: Harness;
let ws: TestWorkspace;
let reader: Client;
let verbatim: Client;
let visit: Visit;

beforeAll(async () => {
  h = await createHarness();
  ws = await h.workspace({ seed: true });
  reader = await ws.test();
  verbatim = ws.client((await ws.key({ mode: 'test', scopes: [...SCOPES] })).key);
  const agent = (await reader.get('/v1/agents')).body.items[0];
  const anon = h.anonymous();
  visit = await startVisit(anon, agent.publicId);
  const res = await say(anon, visit, QUESTION);
  expect(res.status).toBe(200);
});
afterAll(() => h?.close());

// Ids are UUIDs with random hex digits: one of them can hold "4111" or "0958" by chance (CI once met it), so
// they are blanked before the search; no visitor text is a UUID.
const UUIDS = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const clear = (body: unknown) => SECRETS.filter((s) => JSON.stringify(body).replace(UUIDS, 'id').includes(s));

describe('every read that carries visitor text is masked without conversations:transcripts', () => {
  it('the visitor and their journey (open follow-ups)', async () => {
    const res = await reader.get(`/v1/visitors/${visit.visitorId}`);
    expect(res.status).toBe(200);
    expect(res.body.journey.openFollowUps.length).toBeGreaterThan(0);
    expect(res.body.journey.openFollowUps[0]).toMatchObject({ redacted: true });
    expect(res.body.journey.openFollowUps[0].question).toContain('[card]');
    expect(clear(res.body)).toEqual([]);
    const full = await verbatim.get(`/v1/visitors/${visit.visitorId}`);
    expect(full.body.journey.openFollowUps[0].question).toBe(QUESTION);
  });

  it('follow-ups (list and one), the conversation, knowledge gaps and events', async () => {
    const list = await reader.get(`/v1/follow-ups?status=open&limit=200`);
    const mine = list.body.items.filter((f: any) => f.visitorId === visit.visitorId);
    expect(mine.length).toBeGreaterThan(0);
    expect(clear(mine)).toEqual([]);
    expect(clear((await reader.get(`/v1/follow-ups/${mine[0].id}`)).body)).toEqual([]);
    const conversationId = mine[0].conversationId;
    const conversation = await reader.get(`/v1/conversations/${conversationId}`);
    expect(conversation.status).toBe(200);
    expect(clear(conversation.body)).toEqual([]);
    const gaps = await reader.get(`/v1/insights/knowledge-gaps?status=any&limit=200`);
    expect(clear(gaps.body)).toEqual([]);
    const events = await reader.get(`/v1/events?limit=200`);
    expect(events.status).toBe(200);
    expect(clear(events.body)).toEqual([]);
  });
});

describe('a search is not an oracle for a masked value', () => {
  it.each([
    ['a card number prefix', '4111'],
    ['an IBAN', IBAN],
    ['a phone number part', '0958'],
    ['in a phrase', '"zorblax 4111"'],
    ['excluded', 'zorblax -4111'],
  ])('%s is refused for a key without conversations:transcripts', async (_what, asked) => {
    for (const [path, body, param] of [
      ['/v1/visitors/search', { asked }, 'asked'],
      ['/v1/segments/preview', { asked }, 'asked'],
      ['/v1/segments', { name: 'oracle', filter: { asked } }, 'filter.asked'],
    ] as const) {
      const res = await reader.post(path, body);
      expect({ path, status: res.status, code: res.body.code, param: res.body.param }).toEqual({
        path,
        status: 400,
        code: 'invalid-request',
        param,
      });
    }
  });

  it('words the reader sees in clear still search; with the scope the masked values do too', async () => {
    const words = await reader.post('/v1/visitors/search', { asked: 'zorblax gizmos' });
    expect(words.status).toBe(200);
    expect(words.body.items.map((v: any) => v.id)).toContain(visit.visitorId);
    const card = await verbatim.post('/v1/visitors/search', { asked: IBAN });
    expect(card.status).toBe(200);
    expect(card.body.items.map((v: any) => v.id)).toContain(visit.visitorId);
  });
});
