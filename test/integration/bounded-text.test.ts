import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import { seedVisitor } from '../helpers/fixtures.js';
import { newId, publicId } from '../../src/lib/ids.js';
import { insertAgent } from '../../src/records/agents.js';
import {
  appendMessage,
  endConversation,
  recordConversation,
  recordQualifyingAnswers,
} from '../../src/resources/conversations/service.js';
import { createFollowUp } from '../../src/resources/follow-ups/service.js';

/**
 * Long input never becomes a 500: bodies are refused by their schemas' bounds
 * (or by nesting depth) with a 400, and the documents derived from what
 * visitors say (the `asked` search document) stay below PostgreSQL's 1 MB
 * tsvector limit however much text the write paths feed them.
 */
let h: Harness;
let ws: TestWorkspace;

beforeAll(async () => {
  h = await createHarness();
  ws = await h.workspace();
});
afterAll(() => h?.close());

/** `n` distinct words (letters only, so each is its own lexeme), starting at `from`. */
function words(n: number, from = 0): string {
  const out: string[] = [];
  for (let i = from; i < from + n; i++)
    out.push(`x${i.toString(26).replace(/[0-9]/g, (d) => 'qrstuvwxyz'[Number(d)]!)}k`);
  return out.join(' ');
}

it('refuses over-long and over-deep request bodies with 400, never 500', async () => {
  const api = await ws.live();
  const offer = { name: 'Bounds', format: 'toaster', goal: 'engaged', message: 'Hi' };
  const cases: Array<[string, unknown]> = [
    ['a design string over 2,000 characters', { ...offer, design: { note: 'x'.repeat(2001) } }],
    ['a design key over 100 characters', { ...offer, design: { ['k'.repeat(101)]: 1 } }],
    [
      'a crm gate key over 100 characters',
      { ...offer, deploy: { live: false, presentation: 'toast', crm: { ['k'.repeat(101)]: 'a' } } },
    ],
    [
      'a crm gate value over 200 characters',
      { ...offer, deploy: { live: false, presentation: 'toast', crm: { tier: 'x'.repeat(201) } } },
    ],
    [
      'a conversion destination string over 2,000 characters',
      { ...offer, conversion: { destination: { url: `https://example.com/${'x'.repeat(2001)}` } } },
    ],
  ];
  for (const [what, body] of cases) {
    const res = await api.post('/v1/offers', body);
    expect({ what, status: res.status, code: res.body.code }).toEqual({ what, status: 400, code: 'invalid-request' });
  }
  // Nesting that would overflow a recursive walk is refused before parsing.
  const deep = `{"name":"Deep","format":"toaster","goal":"engaged","message":"Hi","design":{"d":${'['.repeat(100_000)}${']'.repeat(100_000)}}}`;
  const res = await api.call('POST', '/v1/offers', deep, { headers: { 'content-type': 'application/json' } });
  expect(res.body).toMatchObject({ status: 400, code: 'invalid-request', param: 'body' });
  // Within the bounds, open values are kept as sent.
  const ok = await api.post('/v1/offers', {
    ...offer,
    design: { layers: [{ text: 'x'.repeat(2000) }], deep: [[[[1]]]] },
  });
  expect(ok.status).toBe(201);
  expect(ok.body.design).toEqual({ layers: [{ text: 'x'.repeat(2000) }], deep: [[[[1]]]] });
  const put = await api.put(`/v1/agents/${newId()}/actions/a`, {
    name: 'x',
    task: 'y',
    opens: { kind: 'link', url: 'https://example.com' },
    arrival: { n: 'x'.repeat(2001) },
  });
  expect(put.body).toMatchObject({ status: 400, code: 'invalid-request' });
});

it('keeps the visitor search document below the tsvector limit, whatever the write paths feed it', async () => {
  const agentId = newId();
  await h.db.tenantTx(ws.id, (tx) =>
    insertAgent(tx, { id: agentId, publicId: publicId('ag_'), name: 'Bounds agent', now: new Date() }),
  );
  const visitorId = await seedVisitor(h.db, ws.id, { displayName: 'Long Talker' });
  const conversationId = await h.db.tenantTx(
    ws.id,
    async (tx) => (await recordConversation(h.deps, tx, { agentId, visitorId })).id,
  );
  const say = (content: string) =>
    h.db.tenantTx(ws.id, (tx) =>
      appendMessage(h.deps, tx, { conversationId, role: 'user', authorKind: 'visitor', content }),
    );

  // One message whose words alone make a tsvector over 1 MB (about 1.4 MB uncapped).
  await say(`xfirstmarkerk please ${words(130_000)}`);
  // Then many long messages: together far over the limit even when each is cut short.
  for (let i = 0; i < 100; i++) await say(words(1_800, 200_000 + i * 1_800));
  // The other write paths that feed the document.
  await h.db.tenantTx(ws.id, (tx) =>
    createFollowUp(h.deps, tx, {
      id: newId(),
      visitorId,
      conversationId,
      question: words(20_000, 500_000),
      createdAt: new Date(),
    }),
  );
  await h.db.tenantTx(ws.id, (tx) => recordQualifyingAnswers(tx, conversationId, { need: words(20_000, 600_000) }));
  await h.db.tenantTx(ws.id, (tx) => endConversation(h.deps, tx, conversationId, { summary: words(20_000, 700_000) }));

  const size = await h.db.tenantTx(ws.id, (tx) =>
    tx.query<{ bytes: number; lexemes: number }>(
      `SELECT octet_length(search_doc::text) AS bytes, length(search_doc) AS lexemes FROM visitors WHERE id = $1`,
      [visitorId],
    ),
  );
  expect(size.rows[0]!.bytes).toBeLessThan(600_000);
  expect(size.rows[0]!.lexemes).toBeGreaterThan(1000);
  // What the visitor said first is searchable.
  const found = await (await ws.live()).post('/v1/visitors/search', { asked: 'xfirstmarkerk' });
  expect(found.status).toBe(200);
  expect(found.body.items.map((v: { id: string }) => v.id)).toEqual([visitorId]);
});
