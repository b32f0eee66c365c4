import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createHarness, dbKind, type Harness } from '../helpers/harness.js';
import { Client } from '../helpers/client.js';
import { settle } from './knowledge/helpers.js';
import { testGuard } from './knowledge/site.js';
import { Database } from '../../src/db/database.js';
import { PGliteDriver } from '../../src/db/pglite-driver.js';
import { createLogger } from '../../src/logger.js';
import { addTextSource, createBase } from '../../src/resources/knowledge/service.js';
import { NOT_COVERED } from '../../src/resources/knowledge/ask.js';

/**
 * Dense retrieval and generated answers against real OpenAI-compatible servers
 * on loopback: an embeddings server with deterministic concept vectors, and a
 * chat server whose replies the tests choose.
 */
const CONCEPTS = [
  ['car', 'cars', 'automobile', 'vehicle', 'vehicles'],
  ['refund', 'refunds', 'reimburse', 'reimbursement', 'money'],
  ['dog', 'dogs', 'puppy', 'canine'],
  ['rain', 'umbrella', 'weather', 'storm'],
];

function conceptVector(text: string): number[] {
  const words = text.toLowerCase().match(/[a-z]+/g) ?? [];
  const v = CONCEPTS.map((c) => words.filter((w) => c.includes(w)).length);
  v.push(0.01);
  const norm = Math.hypot(...v);
  return v.map((x) => x / norm);
}

type ChatReply = { status: number; content: string };

interface ModelServer {
  url: string;
  seen: Array<{ path: string; auth: string | undefined; body: any }>;
  reply: ChatReply;
  close(): Promise<void>;
}

async function startModelServer(): Promise<ModelServer> {
  const s: ModelServer = { url: '', seen: [], reply: { status: 200, content: '{}' }, close: async () => undefined };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}');
      s.seen.push({ path: req.url ?? '', auth: req.headers.authorization, body });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/v1/embeddings') {
        res.end(
          JSON.stringify({
            data: (body.input as string[]).map((t, index) => ({ index, embedding: conceptVector(t) })),
          }),
        );
      } else if (req.url === '/v1/chat/completions') {
        res.statusCode = s.reply.status;
        res.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content: s.reply.content } }] }));
      } else {
        res.statusCode = 404;
        res.end('{}');
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  s.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  s.close = () => new Promise((r) => server.close(() => r()));
  return s;
}

let models: ModelServer;
let h: Harness;
let ownDb: Database | null = null;

beforeAll(async () => {
  models = await startModelServer();
  // The embedded database loads pgvector only when asked; the PostgreSQL server here has none.
  if (dbKind() === 'pglite') {
    const snapshot = new Blob([fs.readFileSync(inject('pgliteSnapshot'))]);
    ownDb = new Database(await PGliteDriver.open({ dataDir: null, snapshot, vector: true }), createLogger('silent'));
  }
  h = await createHarness({
    ...(ownDb ? { db: ownDb } : {}),
    config: {
      embeddings: { url: models.url, model: 'concepts', apiKey: 'embed-key' },
      llm: { url: models.url, model: 'fake-chat', apiKey: 'chat-key' },
    },
  });
  h.deps.outbound = testGuard();
});
afterAll(async () => {
  await h?.close();
  await ownDb?.close();
  await models?.close();
});

async function world() {
  const ws = await h.workspace();
  const baseId = await h.db.tenantTx(ws.id, async (tx) => {
    const b = await createBase(h.deps, tx, { name: 'Policies', shared: true });
    await addTextSource(h.deps, tx, b.id, {
      title: 'Fleet',
      text: 'Company cars are leased for three years. Each car is serviced every spring.',
    });
    await addTextSource(h.deps, tx, b.id, {
      title: 'Expenses',
      text: 'Travel costs are paid back within ten days. Receipts must be uploaded to the portal.',
    });
    return b.id;
  });
  await settle(h, ws.id);
  return { ws, baseId, api: await ws.live() };
}

describe('dense retrieval (embeddings endpoint configured)', () => {
  it('fuses dense and BM25 where pgvector exists, and falls back to BM25 alone where it does not', async () => {
    const { ws, api, baseId } = await world();
    const embedCalls = models.seen.filter((r) => r.path === '/v1/embeddings');

    // No word in common with the chunk about cars, only the concept.
    const res = await api.post('/v1/knowledge/retrieve', { query: 'automobile vehicle', baseIds: [baseId] });
    expect(res.status).toBe(200);
    const vectors = await h.db.tenantTx(ws.id, (tx) =>
      tx.query(`SELECT 1 FROM pg_class WHERE relname = 'knowledge_vectors'`).then((r) => r.rows.length),
    );
    if (h.kind === 'pglite') {
      expect(embedCalls.length).toBeGreaterThan(0);
      expect(embedCalls[0]).toMatchObject({ auth: 'Bearer embed-key', body: { model: 'concepts' } });
      expect(vectors).toBe(1);
      expect(res.body.results[0]).toMatchObject({ sourceTitle: 'Fleet' });
      expect(res.body.results[0].score).toBeGreaterThan(0);
      expect(res.body.results[0].score).toBeLessThanOrEqual(1);
      // Both rankers agree on the top chunk: the fused score is the maximum.
      const both = await api.post('/v1/knowledge/retrieve', { query: 'company car', baseIds: [baseId] });
      expect(both.body.results[0]).toMatchObject({ sourceTitle: 'Fleet', score: 1 });
    } else {
      // Without pgvector nothing is embedded and retrieval is BM25 alone.
      expect(embedCalls).toEqual([]);
      expect(vectors).toBe(0);
      expect(res.body.results).toEqual([]);
    }
  });

  it('retrieves with BM25 alone when the embeddings endpoint fails', async () => {
    const { api, baseId } = await world();
    const broken = await createHarness({
      db: h.db,
      config: { embeddings: { url: 'http://127.0.0.1:9/v1', model: 'x', apiKey: null } },
    });
    try {
      const own = new Client(broken.app, api.key);
      const res = await own.post('/v1/knowledge/retrieve', { query: 'car serviced', baseIds: [baseId] });
      expect(res.status).toBe(200);
      expect(res.body.results[0]).toMatchObject({ sourceTitle: 'Fleet' });
    } finally {
      await broken.close();
    }
  });
});

describe('generated answers (chat endpoint configured)', () => {
  const question = { question: 'Are company cars leased?' };

  it('returns the model answer with its citations checked verbatim', async () => {
    const { api, baseId } = await world();
    models.reply = {
      status: 200,
      content:
        '```json\n{"answer": "Company cars are leased for three years.", "citations": [{"source": 1, "quote": "Company cars are  leased for three years."}]}\n```',
    };
    const res = await api.post('/v1/knowledge/ask', { ...question, baseIds: [baseId] });
    // The answer names the text source it comes from; the quote is the chunk's own span.
    expect(res.body).toEqual({
      answer: 'From “Fleet”: Company cars are leased for three years.',
      citations: [
        expect.objectContaining({ title: 'Fleet', quote: 'Company cars are leased for three years.', chunkIndex: 0 }),
      ],
    });
    const chat = models.seen.filter((r) => r.path === '/v1/chat/completions').at(-1)!;
    expect(chat).toMatchObject({ auth: 'Bearer chat-key', body: { model: 'fake-chat' } });
    expect(JSON.stringify(chat.body.messages)).toContain('Company cars are leased for three years.');
  });

  it('falls back to the extractive answer when the model invents quotes, fails or answers garbage', async () => {
    const { api, baseId } = await world();
    for (const reply of [
      {
        status: 200,
        content:
          '{"answer": "Cars are leased for ten years.", "citations": [{"source": 1, "quote": "Cars are leased for ten years."}]}',
      },
      {
        status: 200,
        content: '{"answer": "Three years.", "citations": [{"source": 7, "quote": "Company cars are leased"}]}',
      },
      { status: 500, content: 'overloaded' },
      { status: 200, content: 'I think three years?' },
    ]) {
      models.reply = reply;
      const res = await api.post('/v1/knowledge/ask', { ...question, baseIds: [baseId] });
      expect({ reply, answer: res.body.answer }).toEqual({
        reply,
        answer: 'From “Fleet”: Company cars are leased for three years.',
      });
      expect(res.body.citations).toEqual([
        expect.objectContaining({ title: 'Fleet', quote: 'Company cars are leased for three years.' }),
      ]);
    }
  });

  it('abstains when the model says the sources do not cover the question', async () => {
    const { api, baseId } = await world();
    models.reply = { status: 200, content: '{"answer": null, "citations": []}' };
    expect(
      (await api.post('/v1/knowledge/ask', { question: 'Who services the cars?', baseIds: [baseId] })).body,
    ).toEqual({
      answer: NOT_COVERED,
      citations: [],
    });
  });
});
