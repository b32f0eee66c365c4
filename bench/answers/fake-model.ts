/**
 * A local OpenAI-compatible chat endpoint (POST /v1/chat/completions) that
 * answers ask's prompt the way a small, literal model would: it quotes the source
 * sentence sharing the most words with the question, and declines when no
 * sentence shares two or when a capitalised name of the question is in no
 * source. `sloppy` makes every third answer misquote its source (a paraphrase),
 * which the verbatim check must catch. It measures the model path's plumbing
 * (prompt, parsing, quote checks, fallbacks, page naming), not a model's quality:
 * point LLM_URL at a real endpoint for that (docs/quality.md).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeModel {
  /** Base URL for LLM_URL, e.g. http://127.0.0.1:40123/v1 */
  url: string;
  requests: number;
  close(): Promise<void>;
}

const words = (s: string) => (s.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? []).map((w) => w.slice(0, 5));

function reply(prompt: string, sloppy: boolean, n: number): object {
  const question = /\nQuestion: ([^\n]*)$/.exec(prompt)?.[1] ?? '';
  const sources = [...prompt.matchAll(/^\[(\d+)\] [^\n]*\n([\s\S]*?)(?=\n\n\[\d+\] |\n\nQuestion: )/gm)].map((m) => ({
    n: Number(m[1]),
    text: m[2]!,
  }));
  const names = (question.match(/(?<=\s)\p{Lu}[\p{L}\p{N}]+/gu) ?? []).filter(
    (w) => !sources.some((s) => s.text.includes(w)),
  );
  const asked = new Set(words(question));
  let best: { n: number; sentence: string; overlap: number } | null = null;
  for (const s of sources) {
    for (const sentence of s.text.split(/(?<=[.!?])\s+|\n/)) {
      const overlap = new Set(words(sentence).filter((w) => asked.has(w))).size;
      if (sentence.trim().length > 3 && (!best || overlap > best.overlap))
        best = { n: s.n, sentence: sentence.trim(), overlap };
    }
  }
  if (!best || best.overlap < 2 || names.length > 0) return { answer: null, citations: [] };
  const quote =
    sloppy && n % 3 === 0 ? best.sentence.toLowerCase().replace(/\bthe\b/g, 'our') : best.sentence.replace(/ /g, '  ');
  return { answer: best.sentence, citations: [{ source: best.n, quote }] };
}

export async function startFakeModel(opts: { sloppy?: boolean } = {}): Promise<FakeModel> {
  const model: FakeModel = { url: '', requests: 0, close: async () => undefined };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.statusCode = 404;
        return res.end('{}');
      }
      model.requests++;
      const body = JSON.parse(raw || '{}') as { messages?: Array<{ role: string; content: string }> };
      const prompt = body.messages?.find((m) => m.role === 'user')?.content ?? '';
      const content = JSON.stringify(reply(prompt, opts.sloppy ?? false, model.requests));
      res.end(
        JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  model.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  model.close = () => new Promise((resolve) => server.close(() => resolve()));
  return model;
}
