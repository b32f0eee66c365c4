import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, type TestWorkspace } from '../helpers/harness.js';
import { operatorSession, type SessionClient } from '../helpers/operators.js';
import { seedVisitor } from '../helpers/fixtures.js';
import { newId } from '../../src/lib/ids.js';
import { createFollowUp } from '../../src/resources/follow-ups/service.js';
import { recordConversation } from '../../src/resources/conversations/service.js';
import { createAgent } from '../../src/resources/agents/service.js';

/**
 * The event stream for dashboard members (keys keep webhooks:manage): a
 * member's Inbox follows conversation events live, but the stream never gives
 * a member what only webhooks:manage may follow (erasures, experience and
 * checklist events), and the visitor's words in follow-up events stay masked
 * for an operator without the transcripts permission. Real HTTP on a port,
 * with the session cookie, as the dashboard's fetch reads it.
 */
let h: Harness;
let ws: TestWorkspace;
let base: string;
let member: SessionClient;
let admin: SessionClient;
let visitorId: string;

const SAID = "I'm Ada Lovelace, mail ada@lovelace.example: does the plan include SSO?";

beforeAll(async () => {
  // One-second streams: each read below ends by itself with its end frame.
  h = await createHarness({ config: { streamMaxSeconds: 1, streamPollMs: 50 } });
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = h.app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  ws = await h.workspace();
  member = (await operatorSession(h, ws.id, { role: 'member', transcripts: false })).client;
  admin = (await operatorSession(h, ws.id, { role: 'admin', transcripts: false })).client;
  visitorId = await seedVisitor(h.db, ws.id, { email: 'ada@lovelace.example', displayName: 'Ada Lovelace' });
  const agent = await h.db.tenantTx(ws.id, (tx) => createAgent(h.deps, tx, { name: 'Site agent' }));
  // The producers the runtime uses: a conversation starts, the agent hands a question to people.
  await h.db.tenantTx(ws.id, async (tx) => {
    const convo = await recordConversation(h.deps, tx, { agentId: agent.id, visitorId, pageUrl: 'https://a.example/' });
    await createFollowUp(h.deps, tx, {
      id: newId(),
      visitorId,
      conversationId: convo.id,
      question: SAID,
      reason: 'needs a person',
      createdAt: new Date(),
    });
    // What only owners and admins (webhooks:manage) follow.
    h.deps.outbox.append(tx, { type: 'visitor.erased', data: { visitorId } });
    h.deps.outbox.append(tx, { type: 'experience.viewed', data: { experienceId: 'exp_1', visitorId } });
  });
});
afterAll(() => h?.close());

/** Reads a whole (one-second) stream with a session's cookie. */
async function stream(client: SessionClient, query = 'since=0'): Promise<{ status: number; text: string }> {
  const res = await fetch(`${base}/v1/events/stream?${query}`, {
    headers: { cookie: `svc_session=${client.cookie}`, accept: 'text/event-stream' },
  });
  return { status: res.status, text: await res.text() };
}

const typesIn = (text: string) => [...text.matchAll(/^event: (.+)$/gm)].map((m) => m[1]).filter((t) => t !== 'end');
const dataOf = (text: string, type: string): Record<string, unknown> =>
  JSON.parse(new RegExp(`^event: ${type.replace('.', '\\.')}\\nid: \\d+\\ndata: (.+)$`, 'm').exec(text)![1]!).data;

describe("a member's event stream", () => {
  it('carries conversation and follow-up events, and nothing only webhooks:manage may follow', async () => {
    const res = await stream(member);
    expect(res.status).toBe(200);
    expect(typesIn(res.text)).toEqual(['conversation.started', 'follow_up.created']);
    expect(dataOf(res.text, 'conversation.started')).toMatchObject({ visitorId, pageUrl: 'https://a.example/' });
    // The admin's stream holds every event, in the same ids.
    expect(typesIn((await stream(admin)).text)).toEqual([
      'conversation.started',
      'follow_up.created',
      'visitor.erased',
      'experience.viewed',
    ]);
  });

  it("masks the visitor's words without the transcripts permission", async () => {
    const data = dataOf((await stream(member)).text, 'follow_up.created');
    expect(data).toMatchObject({ redacted: true, question: "I'm [name], mail [email]: does the plan include SSO?" });
    expect(JSON.stringify(data)).not.toContain('lovelace.example');
  });

  it('asking for an event it may not follow is 403 insufficient-scope naming the scope', async () => {
    const res = await stream(member, 'since=0&types=conversation.started,visitor.erased');
    expect(res.status).toBe(403);
    expect(JSON.parse(res.text)).toMatchObject({ code: 'insufficient-scope' });
    expect(JSON.parse(res.text).message).toContain('visitor.erased (webhooks:manage)');
    const asked = await stream(member, 'since=0&types=conversation.started');
    expect(typesIn(asked.text)).toEqual(['conversation.started']);
  });

  it('a key keeps the contract: without webhooks:manage it is refused, read scopes or not', async () => {
    const reader = ws.client((await ws.key({ scopes: ['follow_ups:read', 'conversations:read'] })).key);
    expect((await reader.get('/v1/events/stream?since=0')).body).toMatchObject({
      status: 403,
      code: 'insufficient-scope',
    });
    const none = ws.client((await ws.key({ scopes: ['insights:read', 'knowledge:read'] })).key);
    expect((await none.get('/v1/events/stream?since=0')).body).toMatchObject({
      status: 403,
      code: 'insufficient-scope',
    });
  });
});
