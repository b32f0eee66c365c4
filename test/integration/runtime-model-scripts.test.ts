import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { startFakeOpenAI, type FakeOpenAI, type FakeReply, type FakeRequest } from '../helpers/fake-openai.js';
import { say, startVisit, streamText } from '../helpers/runtime.js';

/**
 * Issue 27, item 9 (a first part): turns of the conversations benchmark's dev scripts
 * (bench/conversations/dev/casual.json) run through the model engine, against a local
 * OpenAI-compatible server that answers each dialogue act with the tool calls a model
 * would make (a request for a person or a complaint: `escalate`; courtesy: text only).
 * The scripts' own checks on follow-ups are then read back through the management API,
 * so the model engine's plumbing (tool table, escalate, the commit of its effects) is held
 * to the same expectations as the deterministic engine's.
 */
interface ScriptTurn {
  visitor: string;
  checks: { followUp?: boolean; urgent?: boolean };
}
const casual = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '../../bench/conversations/dev/casual.json'), 'utf8'),
) as { conversations: Array<{ id: string; kind: string; turns: ScriptTurn[] }> };

/** A handful of single-turn scripts of each kind the fake model acts on. */
const picked = ['handover', 'complaint', 'greeting'].flatMap((kind) =>
  casual.conversations
    .filter((c) => c.kind === kind && c.turns.length === 1 && c.turns[0]!.checks.followUp !== undefined)
    .slice(0, 3),
);

/** The fake model's act for a message: which the script's kind says (the model's judgement, scripted). */
const kindOf = new Map(picked.map((c) => [c.turns[0]!.visitor, c.kind]));

function actingModel(req: FakeRequest): FakeReply {
  const messages = req.body.messages ?? [];
  const lastUser = [...messages].reverse().find((m) => m.role === 'user');
  const text = typeof lastUser?.content === 'string' ? lastUser.content : JSON.stringify(lastUser?.content ?? '');
  const afterUser = messages.slice(messages.lastIndexOf(lastUser!) + 1);
  const kind = kindOf.get(text);
  if (afterUser.some((m) => m.role === 'tool') || kind === 'greeting')
    return { text: kind === 'complaint' ? 'I am sorry; the team will get back to you.' : 'Happy to help.' };
  if (kind === 'handover')
    return { toolCalls: [{ name: 'escalate', args: { question: text, reason: 'asked for a person' } }] };
  if (kind === 'complaint')
    return { toolCalls: [{ name: 'escalate', args: { question: text, reason: 'urgent: complaint' } }] };
  return { text: 'Happy to help.' };
}

let h: Harness;
let llm: FakeOpenAI;
beforeAll(async () => {
  llm = await startFakeOpenAI({ respond: actingModel });
  h = await createHarness({
    config: { llm: { url: llm.url, model: 'fake-model', apiKey: 'test-key' }, llmTimeoutMs: 5000 },
  });
});
afterAll(async () => {
  await h?.close();
  await llm?.close();
});

it('runs dev scripts of hand-overs, complaints and courtesy through the model engine and meets their checks', async () => {
  expect(picked.length).toBeGreaterThanOrEqual(6);
  const ws = await h.workspace({ seed: true });
  const api = await ws.test();
  const agent = (await api.get('/v1/agents')).body.items[0];
  for (const c of picked) {
    const anon = h.anonymous();
    const v = await startVisit(anon, agent.publicId, { page: { url: 'https://www.example.com/' } });
    const turn = c.turns[0]!;
    const reply = await say(anon, v, turn.visitor);
    expect(reply.status).toBe(200);
    // The model's own words: a fallback to the deterministic engine would say something else.
    expect(streamText(reply.raw), c.id).toMatch(/^(Happy to help\.|I am sorry; the team will get back to you\.)$/);
    const filed = (await api.get(`/v1/follow-ups?visitorId=${v.visitorId}`)).body.items as Array<{ reason: string }>;
    expect(filed.length > 0, `${c.id}: ${turn.visitor}`).toBe(turn.checks.followUp);
    if (turn.checks.urgent)
      expect(
        filed.some((f) => /urgent/.test(f.reason)),
        c.id,
      ).toBe(true);
  }
  expect(llm.requests.length).toBeGreaterThanOrEqual(picked.length);
});
