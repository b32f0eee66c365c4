import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { seedVisitor } from '../helpers/fixtures.js';
import { newId, publicId } from '../../src/lib/ids.js';
import { insertAgent } from '../../src/records/agents.js';
import {
  appendMessage,
  endConversation,
  escalateQuestion,
  recordConversation,
  type RecordConversationInput,
} from '../../src/resources/conversations/service.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h?.close());

async function agentIn(tenant: string): Promise<string> {
  const id = newId();
  await h.db.tenantTx(tenant, (tx) =>
    insertAgent(tx, { id, publicId: publicId('ag_'), name: 'Test agent', now: new Date() }),
  );
  return id;
}

async function conversation(
  tenant: string,
  input: Omit<RecordConversationInput, 'agentId'> & { agentId?: string },
  said: Array<[author: 'visitor' | 'agent', content: string]> = [],
): Promise<string> {
  const agentId = input.agentId ?? (await agentIn(tenant));
  return h.db.tenantTx(tenant, async (tx) => {
    const c = await recordConversation(h.deps, tx, { ...input, agentId });
    let at = Date.parse(c.startedAt);
    for (const [author, content] of said) {
      at += 1000;
      await appendMessage(h.deps, tx, {
        conversationId: c.id,
        role: author === 'visitor' ? 'user' : 'assistant',
        authorKind: author,
        content,
        createdAt: new Date(at),
      });
    }
    return c.id;
  });
}

const events = (tenant: string) =>
  h.db.tenantTx(tenant, async (tx) => (await tx.query(`SELECT type, data, links FROM events ORDER BY id`)).rows);

describe('listConversations', () => {
  it('lists newest first with visitor and agent filters, stable paging, and leaves dashboard sessions out', async () => {
    const ws = await h.workspace();
    const api = await ws.live();
    const agentA = await agentIn(ws.id);
    const agentB = await agentIn(ws.id);
    const v = await seedVisitor(h.db, ws.id, { displayName: 'Vera Visitor' });
    const base = Date.parse('2026-03-01T00:00:00.000Z');
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      ids.push(
        await conversation(ws.id, {
          agentId: i % 2 ? agentB : agentA,
          visitorId: i < 3 ? v : null,
          startedAt: new Date(base + i * 60_000),
        }),
      );
    }
    const dashboard = await conversation(
      ws.id,
      { agentId: agentA, fromDashboard: true, startedAt: new Date(base + 3_600_000) },
      [['visitor', 'testing']],
    );

    const pages: string[] = [];
    let cursor: string | null = null;
    do {
      const res: any = await api.get(`/v1/conversations?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      pages.push(...res.body.items.map((c: any) => c.id));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(pages).toEqual([...ids].reverse());
    expect(pages).not.toContain(dashboard);

    const first = (await api.get('/v1/conversations?limit=1')).body;
    expect(first.items[0]).toEqual({
      id: ids[6],
      agentId: agentA,
      visitorId: null,
      channel: 'chat',
      pageUrl: null,
      referrer: null,
      startedAt: new Date(base + 6 * 60_000).toISOString(),
      lastMessageAt: null,
      endedAt: null,
      messageCount: 0,
    });
    expect((await api.get(`/v1/conversations?visitorId=${v}`)).body.items.map((c: any) => c.id)).toEqual(
      ids.slice(0, 3).reverse(),
    );
    expect((await api.get(`/v1/conversations?agentId=${agentB}`)).body.items.map((c: any) => c.id)).toEqual([
      ids[5],
      ids[3],
      ids[1],
    ]);
    expect(
      (await api.get(`/v1/conversations?agentId=${agentB}&visitorId=${v}`)).body.items.map((c: any) => c.id),
    ).toEqual([ids[1]]);
    // A dashboard session is still readable by id.
    expect((await api.get(`/v1/conversations/${dashboard}`)).status).toBe(200);

    expect((await api.get('/v1/conversations?visitorId=nope')).body).toMatchObject({
      status: 400,
      code: 'invalid-request',
      param: 'visitorId',
    });
    expect((await api.get('/v1/conversations?limit=0')).body).toMatchObject({ status: 400, param: 'limit' });
    expect((await api.get(`/v1/conversations?agentId=${agentA}&cursor=${first.nextCursor}`)).body).toMatchObject({
      status: 400,
      code: 'invalid-request',
      param: 'cursor',
    });
  });
});

describe('getConversation', () => {
  const SAID: Array<['visitor' | 'agent', string]> = [
    ['visitor', "Hi, I'm Ada Lovelace, mail me at ada@example.com or call +44 20 7946 0958."],
    ['agent', 'Thanks Ada, noted.'],
    ['visitor', 'My card is 4111 1111 1111 1111 and IBAN DE89 3704 0044 0532 0130 00.'],
    ['visitor', 'What does the Team plan cost for order 123456789 placed on 2026-03-15?'],
  ];

  it('masks people without conversations:transcripts and reads verbatim with it; stored text never changes', async () => {
    const ws = await h.workspace();
    const v = await seedVisitor(h.db, ws.id, { displayName: 'Ada Lovelace', email: 'ada@example.com' });
    const id = await conversation(
      ws.id,
      { visitorId: v, pageUrl: 'https://www.example.com/pricing', referrer: 'https://www.google.com/' },
      SAID,
    );

    const readOnly = ws.client((await ws.key({ scopes: ['conversations:read'] })).key);
    const masked = await readOnly.get(`/v1/conversations/${id}`);
    expect(masked.status).toBe(200);
    expect(masked.body).toMatchObject({
      id,
      visitorId: v,
      pageUrl: 'https://www.example.com/pricing',
      referrer: 'https://www.google.com/',
      messageCount: 4,
    });
    expect(masked.body.messages.map((m: any) => [m.authorKind, m.role, m.content, m.redacted])).toEqual([
      ['visitor', 'user', "Hi, I'm [name], mail me at [email] or call [phone].", true],
      ['agent', 'assistant', 'Thanks [name], noted.', true],
      ['visitor', 'user', 'My card is [card] and IBAN [account].', true],
      ['visitor', 'user', 'What does the Team plan cost for order 123456789 placed on 2026-03-15?', false],
    ]);
    expect(masked.body.redaction).toEqual({ email: 1, phone: 1, card: 1, account: 1, name: 2 });

    const transcripts = ws.client((await ws.key({ scopes: ['conversations:read', 'conversations:transcripts'] })).key);
    const verbatim = await transcripts.get(`/v1/conversations/${id}`);
    expect(verbatim.body.messages.map((m: any) => m.content)).toEqual(SAID.map(([, c]) => c));
    expect(verbatim.body.messages.every((m: any) => !('redacted' in m))).toBe(true);
    expect(verbatim.body.redaction).toBeNull();

    // Transcripts alone is not enough to read: the operation's scope is conversations:read.
    const onlyTranscripts = ws.client((await ws.key({ scopes: ['conversations:transcripts'] })).key);
    expect((await onlyTranscripts.get(`/v1/conversations/${id}`)).body).toMatchObject({
      status: 403,
      code: 'insufficient-scope',
    });
    expect((await onlyTranscripts.get('/v1/conversations')).status).toBe(403);

    const stored = await h.db.tenantTx(
      ws.id,
      async (tx) => (await tx.query(`SELECT content FROM messages ORDER BY seq`)).rows,
    );
    expect(stored.map((r) => r.content)).toEqual(SAID.map(([, c]) => c));
  });

  it('says redaction null when nothing was masked, and masks no name for an anonymous visitor', async () => {
    const ws = await h.workspace();
    const id = await conversation(ws.id, {}, [['visitor', 'Ada asks about pricing for 25 seats']]);
    const res = await (await ws.live()).get(`/v1/conversations/${id}`);
    expect(res.body.redaction).toBeNull();
    expect(res.body.messages).toEqual([
      expect.objectContaining({ content: 'Ada asks about pricing for 25 seats', redacted: false }),
    ]);
  });

  it('returns the latest 500 messages in order', async () => {
    const ws = await h.workspace();
    const id = await conversation(ws.id, {});
    // The test builds a long conversation in one statement rather than 505 appends.
    await h.db.tenantTx(ws.id, async (tx) => {
      await tx.query(
        `INSERT INTO messages (id, conversation_id, seq, role, author_kind, content, created_at)
         SELECT gen_random_uuid(), $1, n, 'user', 'visitor', 'message ' || n, now() + n * interval '1 second' FROM generate_series(1, 505) n`,
        [id],
      );
      await tx.query(`UPDATE conversations SET message_count = 505 WHERE id = $1`, [id]);
    });
    const res = await (await ws.live()).get(`/v1/conversations/${id}`);
    expect(res.body.messageCount).toBe(505);
    expect(res.body.messages).toHaveLength(500);
    expect(res.body.messages[0].content).toBe('message 6');
    expect(res.body.messages[499].content).toBe('message 505');
  });

  it('404s for other data sets, unknown and malformed ids', async () => {
    const ws = await h.workspace();
    const id = await conversation(ws.id, {}, [['visitor', 'hello']]);
    expect((await (await ws.test()).get(`/v1/conversations/${id}`)).body).toMatchObject({
      status: 404,
      code: 'not-found',
    });
    expect((await (await ws.live()).get(`/v1/conversations/${newId()}`)).status).toBe(404);
    expect((await (await ws.live()).get('/v1/conversations/123')).status).toBe(404);
  });
});

describe('conversation events and service functions', () => {
  it('emits started, engaged once (on the second visitor message) and ended; dashboard sessions emit nothing', async () => {
    const ws = await h.workspace();
    const v = await seedVisitor(h.db, ws.id, {});
    const id = await conversation(ws.id, { visitorId: v, pageUrl: 'https://www.example.com/' }, [
      ['agent', 'Hello! (widget greeting)'],
      ['visitor', 'Hi'],
      ['visitor', 'Still there?'],
    ]);
    await conversation(ws.id, { fromDashboard: true }, [['visitor', 'test']]);
    await h.db.tenantTx(ws.id, async (tx) => {
      await endConversation(h.deps, tx, id, { summary: 'Said hi.' });
      await endConversation(h.deps, tx, id, { summary: 'ignored' });
    });
    const evs = await events(ws.id);
    expect(evs.map((e) => e.type)).toEqual(['conversation.started', 'conversation.engaged', 'conversation.ended']);
    expect(evs[0]).toMatchObject({
      data: { conversationId: id, visitorId: v, channel: 'chat' },
      links: { conversation: `/v1/conversations/${id}`, visitor: `/v1/visitors/${v}` },
    });
    const row = await h.db.tenantTx(
      ws.id,
      async (tx) => (await tx.query(`SELECT summary, source FROM conversations WHERE id = $1`, [id])).rows[0],
    );
    expect(row).toEqual({ summary: 'Said hi.', source: 'direct' });
  });

  it('keeps the session source for insights: utm source, else referrer host, else direct', async () => {
    const ws = await h.workspace();
    const a = await conversation(ws.id, {
      referrer: 'https://www.google.com/search',
      utm: { utm_source: 'Newsletter', utm_medium: 'email' },
    });
    const b = await conversation(ws.id, { referrer: 'https://www.google.com/search' });
    const c = await conversation(ws.id, { referrer: 'not a url' });
    const rows = await h.db.tenantTx(
      ws.id,
      async (tx) => (await tx.query(`SELECT id, source, utm FROM conversations`)).rows,
    );
    const by = new Map(rows.map((r) => [r.id, r]));
    expect(by.get(a)).toMatchObject({ source: 'newsletter', utm: { source: 'Newsletter', medium: 'email' } });
    expect(by.get(b)!.source).toBe('google.com');
    expect(by.get(c)!.source).toBe('direct');
  });

  it('escalates a question as a follow-up tied to the conversation', async () => {
    const ws = await h.workspace();
    const v = await seedVisitor(h.db, ws.id, {});
    const id = await conversation(ws.id, { visitorId: v }, [['visitor', 'Do you have SCIM?']]);
    const f = await h.db.tenantTx(ws.id, (tx) =>
      escalateQuestion(h.deps, tx, { conversationId: id, question: 'Do you have SCIM?', reason: 'not known' }),
    );
    const read = await (await ws.live()).get(`/v1/follow-ups/${f.id}`);
    expect(read.body).toMatchObject({
      conversationId: id,
      visitorId: v,
      question: 'Do you have SCIM?',
      status: 'open',
    });
  });
});

describe('sandbox fixtures', () => {
  it('seeds 20+ example conversations whose masked reads hide emails, phones, a card and the visitor name', async () => {
    const ws = await h.workspace({ seed: true });
    const api = await ws.test();
    const list = await api.get('/v1/conversations?limit=200');
    expect(list.body.items.length).toBeGreaterThanOrEqual(20);
    const totals = { email: 0, phone: 0, card: 0, account: 0, name: 0 };
    for (const c of list.body.items) {
      const read = await api.get(`/v1/conversations/${c.id}`);
      for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += read.body.redaction?.[k] ?? 0;
    }
    expect(totals.email).toBeGreaterThan(0);
    expect(totals.phone).toBeGreaterThan(0);
    expect(totals.card).toBeGreaterThan(0);
    expect(totals.name).toBeGreaterThan(0);

    const leads = (await api.get('/v1/leads')).body.items;
    expect(new Set(leads.map((l: any) => l.source))).toEqual(new Set(['form_capture', 'meeting_booked']));
    const meetings = (await api.get('/v1/meetings')).body.items;
    expect(meetings).toHaveLength(1);
    expect(meetings[0].leadId).toBe(leads.find((l: any) => l.source === 'meeting_booked').id);
    const skills = (await api.get('/v1/skills')).body.items;
    expect(skills.filter((s: any) => s.source === 'fork').map((s: any) => s.slug)).toEqual(['book-meeting']);
    expect((await api.get('/v1/sandbox')).body.fixtures).toMatchObject({
      conversations: 22,
      leads: 2,
      meetings: 1,
      skills: 1,
    });
    // Nothing of it is in the live data set.
    expect((await (await ws.live()).get('/v1/conversations')).body.items).toEqual([]);
    // A reset wipes the examples (written ones included) and seeds them afresh.
    await api.put('/v1/skills/guide-tour', { body: 'Ours, with tool:start_tour.', baseVersion: 0 });
    expect((await api.post('/v1/sandbox/reset')).status).toBe(200);
    expect((await api.get('/v1/conversations?limit=200')).body.items).toHaveLength(list.body.items.length);
    expect((await api.get('/v1/skills/guide-tour')).body.source).toBe('builtin');
  });
});
