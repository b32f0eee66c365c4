import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createHarness, type Harness } from '../helpers/harness.js';
import { startFakeOpenAI, type FakeOpenAI, type FakeRequest, type FakeReply } from '../helpers/fake-openai.js';
import { say, startVisit, streamChunks, streamText } from '../helpers/runtime.js';

/**
 * The model engine against a local OpenAI-compatible server that streams
 * scripted tool calls and text over real HTTP (test/helpers/fake-openai.ts).
 */
let h: Harness;
let llm: FakeOpenAI;
beforeAll(async () => {
  llm = await startFakeOpenAI();
  h = await createHarness({
    config: { llm: { url: llm.url, model: 'fake-model', apiKey: 'test-key' }, llmTimeoutMs: 1500 },
  });
});
afterAll(async () => {
  await h?.close();
  await llm?.close();
});
beforeEach(() => {
  llm.script.length = 0;
  llm.requests.length = 0;
});

/** The passages search_knowledge returned to the model in this request (from its tool message). */
function passagesIn(req: FakeRequest): Array<{ source: number; text: string }> {
  const tool = [...(req.body.messages ?? [])].reverse().find((m) => m.role === 'tool');
  if (!tool) return [];
  const content = typeof tool.content === 'string' ? tool.content : JSON.stringify(tool.content);
  const parsed = JSON.parse(content);
  const value = parsed.passages ? parsed : (parsed.value ?? parsed[0]?.output?.value ?? parsed);
  return value.passages ?? [];
}

/** What search_knowledge returned to the model in this request (its last tool message). */
function searchResultIn(req: FakeRequest): {
  passages: Array<{ source: number; text: string }>;
  reader: { covered: boolean; quotes: Array<{ source: number; quote: string }> };
} {
  const tool = [...(req.body.messages ?? [])].reverse().find((m) => m.role === 'tool')!;
  const parsed = JSON.parse(typeof tool.content === 'string' ? tool.content : JSON.stringify(tool.content));
  return parsed.passages ? parsed : (parsed.value ?? parsed[0]?.output?.value ?? parsed);
}

/** A model that searches, quotes the passage holding `needle` verbatim, then answers. */
function searching(query: string, needle: string, answer: string): (req: FakeRequest) => FakeReply {
  return (req) => {
    const turn = req.body.messages!.filter((m) => m.role === 'tool').length;
    if (turn === 0) return { toolCalls: [{ name: 'search_knowledge', args: { query } }] };
    if (turn === 1) {
      const hit = passagesIn(req).find((p) => p.text.includes(needle));
      const sentence = hit
        ? hit.text
            .split('\n')
            .find((l) => l.includes(needle))!
            .trim()
        : needle;
      return {
        toolCalls: [{ name: 'cite_sources', args: { citations: [{ source: hit?.source ?? 1, quote: sentence }] } }],
      };
    }
    return { text: answer, chunkSize: 5 };
  };
}

async function sandbox() {
  const ws = await h.workspace({ seed: true });
  const api = await ws.test();
  const agent = (await api.get('/v1/agents')).body.items[0];
  const anon = h.anonymous();
  return { ws, api, agent, anon, v: await startVisit(anon, agent.publicId) };
}

it('drives the tools, streams token by token, and cites verbatim quotes', async () => {
  const { api, anon, v } = await sandbox();
  llm.respond = searching(
    'customer data location',
    'Frankfurt',
    'Your data stays in Frankfurt, Germany, inside the European Union.',
  );
  const res = await say(anon, v, 'Where do you keep my data?');
  expect(res.status).toBe(200);
  const chunks = streamChunks(res.raw) as any[];
  expect(chunks.filter((c) => c.type === 'text-delta').length).toBeGreaterThan(3);
  expect(streamText(res.raw)).toBe('Your data stays in Frankfurt, Germany, inside the European Union.');
  expect(chunks).toContainEqual(
    expect.objectContaining({ type: 'source-document', title: 'Security and privacy (example)' }),
  );
  // The source part comes before the first word of the answer.
  expect(chunks.findIndex((c) => c.type === 'source-document')).toBeLessThan(
    chunks.findIndex((c) => c.type === 'text-delta'),
  );

  // What the model was given: the enabled skills as instructions, and the tools of the catalogue.
  const first = llm.requests[0]!;
  expect(first.headers.authorization).toBe('Bearer test-key');
  expect(first.body.model).toBe('fake-model');
  expect(first.body.stream).toBe(true);
  const system = first.body.messages!.find((m) => m.role === 'system')!.content as string;
  expect(system).toContain('# Answer from knowledge');
  expect(system).toContain('skill:qualify-lead');
  expect(first.body.tools!.map((t) => t.function.name)).toEqual(
    expect.arrayContaining([
      'search_knowledge',
      'cite_sources',
      'capture_lead',
      'escalate',
      'check_availability',
      'book_meeting',
      'start_tour',
    ]),
  );
  expect(llm.requests).toHaveLength(3);

  // The record: the answer with its parts, and the tool calls as tool messages.
  const conversation = (await api.get(`/v1/conversations?visitorId=${v.visitorId}`)).body.items[0];
  const transcript = (await api.get(`/v1/conversations/${conversation.id}`)).body;
  expect(transcript.messages.map((m: any) => m.role)).toEqual(['user', 'tool', 'tool', 'assistant']);
  expect(transcript.messages[1].content).toContain('search_knowledge');
  expect(transcript.messages[3].content).toBe('Your data stays in Frankfurt, Germany, inside the European Union.');
});

it("gives the model the reader's verdict with the passages: its verbatim quotes when they answer, none when not", async () => {
  const { anon, v } = await sandbox();
  const searchOnly = (query: string) => (req: FakeRequest) =>
    req.body.messages!.some((m) => m.role === 'tool')
      ? { text: 'Noted.' }
      : { toolCalls: [{ name: 'search_knowledge', args: { query } }] };

  llm.respond = searchOnly('Where do you keep my data?');
  await say(anon, v, 'Where do you keep my data?');
  const covered = searchResultIn(llm.requests.at(-1)!);
  expect(covered.passages.length).toBeGreaterThan(0);
  expect(covered.reader.covered).toBe(true);
  const [quote] = covered.reader.quotes;
  expect(quote!.quote).toContain('Frankfurt');
  expect(covered.passages.find((p) => p.source === quote!.source)!.text).toContain(quote!.quote);

  // Passages come back for a question the knowledge does not answer; the reader says so.
  llm.respond = searchOnly('Do you have an office in Tokyo where I can meet the team?');
  await say(anon, v, 'Do you have an office in Tokyo where I can meet the team?');
  const uncovered = searchResultIn(llm.requests.at(-1)!);
  expect(uncovered.passages.length).toBeGreaterThan(0);
  expect(uncovered.reader).toEqual({ covered: false, quotes: [] });
});

it('takes a skill applied through the management API on the next turn', async () => {
  const { api, anon, v } = await sandbox();
  llm.respond = () => ({ text: 'Hello!' });
  await say(anon, v, 'Hi');
  expect(llm.requests.at(-1)!.body.messages![0]!.content).not.toContain('Always greet in Catalan');
  const skill = (await api.get('/v1/skills/answer-from-knowledge')).body;
  expect(
    (
      await api.put('/v1/skills/answer-from-knowledge', {
        body: `${skill.body}\n\nAlways greet in Catalan.`,
        baseVersion: 0,
      })
    ).status,
  ).toBe(201);
  await say(anon, v, 'Hi again');
  expect(llm.requests.at(-1)!.body.messages![0]!.content).toContain('Always greet in Catalan');
  // The history travels with the turn.
  expect(
    llm.requests
      .at(-1)!
      .body.messages!.filter((m) => m.role === 'user')
      .map((m) => m.content),
  ).toEqual(['Hi', 'Hi again']);
});

it('records what the model captured through the tools', async () => {
  const { api, anon, v } = await sandbox();
  llm.script.push(
    {
      toolCalls: [
        {
          name: 'capture_lead',
          args: { email: 'model.lead@example.org', name: 'Mo Del', company: 'Example Foundation' },
        },
        { name: 'record_answer', args: { key: 'timeline', value: 'next quarter' } },
        // Links open only on the visitor's site (or a cited source's).
        { name: 'open_link', args: { url: 'https://evil.example/login', title: 'Log in' } },
        { name: 'open_link', args: { url: 'https://www.example.com/pricing', title: 'Pricing' } },
      ],
    },
    { text: 'Thanks, Mo! I have noted your email.' },
  );
  const res = await say(
    anon,
    v,
    'I am Mo from Example Foundation, mo: model.lead@example.org, we want this next quarter',
  );
  expect(streamText(res.raw)).toBe('Thanks, Mo! I have noted your email.');
  const links = (streamChunks(res.raw) as any[]).filter((c) => c.type === 'data-link').map((c) => c.data.url);
  expect(links).toEqual(['https://www.example.com/pricing']);
  const visitor = (await api.get(`/v1/visitors/${v.visitorId}`)).body;
  expect(visitor).toMatchObject({ email: 'model.lead@example.org', displayName: 'Mo Del' });
  expect(visitor.journey.lead).toMatchObject({
    source: 'form_capture',
    email: 'model.lead@example.org',
    company: 'Example Foundation',
  });
  const evs = (await api.get('/v1/events?types=visitor.identified,lead.identified&limit=200')).body.items.filter(
    (e: any) => e.data.visitorId === v.visitorId,
  );
  expect(evs.map((e: any) => e.type)).toEqual(['visitor.identified', 'lead.identified']);
});

it('falls back to the deterministic agent when the model fails, hangs, or answers without verbatim quotes', async () => {
  const { api, anon, v } = await sandbox();
  const grounded =
    'Customer data is stored in data centres in Frankfurt, Germany, and never leaves the European Union.';
  const cases: Array<{ name: string; replies: FakeReply[] }> = [
    { name: 'server error', replies: [{ status: 500 }] },
    { name: 'hang', replies: [{ hang: true }] },
    { name: 'dropped stream', replies: [{ dropAfter: 'Our data ' }] },
    {
      name: 'uncited answer',
      replies: [
        { toolCalls: [{ name: 'search_knowledge', args: { query: 'data' } }] },
        { text: 'Your data is in Paris.' },
      ],
    },
    {
      name: 'made-up quote',
      replies: [
        { toolCalls: [{ name: 'search_knowledge', args: { query: 'data' } }] },
        {
          toolCalls: [
            { name: 'cite_sources', args: { citations: [{ source: 1, quote: 'Customer data is stored in Paris.' }] } },
          ],
        },
        { text: 'Your data is in Paris.' },
      ],
    },
  ];
  for (const c of cases) {
    llm.script.push(...c.replies);
    const res = await say(anon, v, 'Where is customer data stored?');
    expect(res.status, c.name).toBe(200);
    expect(streamText(res.raw), c.name).toContain(grounded);
    expect(streamText(res.raw), c.name).not.toContain('Paris');
  }
  // Every turn is recorded, the conversation goes on, and the fallback is noted among the tool calls.
  const conversation = (await api.get(`/v1/conversations?visitorId=${v.visitorId}`)).body.items[0];
  const messages = (await api.get(`/v1/conversations/${conversation.id}`)).body.messages;
  expect(messages.filter((m: any) => m.role === 'assistant')).toHaveLength(cases.length);
  expect(messages.filter((m: any) => m.role === 'tool' && m.content.includes('"tool":"model"'))).toHaveLength(
    cases.length,
  );
});

it('starts on the task of an Action the visitor triggered, and keeps it in mind for the rest of the visit', async () => {
  const { api, agent, anon, v } = await sandbox();
  llm.respond = () => ({ text: 'Hello!' });
  const system = () => llm.requests.at(-1)!.body.messages!.find((m) => m.role === 'system')!.content as string;
  await say(anon, v, 'Hi');
  expect(system()).not.toContain('Your task:');
  const task = 'Explain how single sign-on works and offer a call with a solutions engineer.';
  expect(
    (
      await api.put(`/v1/agents/${agent.id}/actions/sso-help`, {
        name: 'SSO questions',
        task,
        opens: { kind: 'conversation' },
      })
    ).status,
  ).toBe(201);
  // A data-showpilot-action click on the page: the session resumes with the Action.
  const resumed = await startVisit(anon, agent.publicId, { visitorToken: v.token, action: 'sso-help' });
  expect(resumed.sessionId).toBe(v.sessionId);
  await say(anon, v, 'Hello?');
  expect(system()).toContain(`Your task: ${task}`);
  expect(system()).toContain('They triggered it just now');
  await say(anon, v, 'Go on');
  expect(system()).toContain(`Your task: ${task}`);
  expect(system()).toContain('They triggered it earlier in this visit');
});
