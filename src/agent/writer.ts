import type { UIMessageChunk } from 'ai';
import { newId } from '../lib/ids.js';
import { SafeTextStream, safeLinkTarget } from '../lib/safe-markdown.js';
import type { Citation } from './answerer.js';

/** A part of the assistant's message as stored (the UI message part shape of the AI SDK). */
export type StoredPart = Record<string, unknown> & { type: string };

export interface ChunkSink {
  write(chunk: UIMessageChunk): void;
}

/** Custom data parts the agent presents (runtime-api.md), plus data-link for open_link. */
export type DataName = 'offer' | 'tour' | 'slots' | 'form' | 'link';

/**
 * Writes the assistant's message as UI message stream chunks and keeps the
 * same message as parts for the record, so a page reload (and a retried turn)
 * shows exactly what was streamed.
 */
export class TurnWriter {
  readonly parts: StoredPart[] = [];
  // What the text holds is shown by any useChat UI: raw HTML and unsafe links never leave (safe-markdown.ts).
  #open: { id: string; text: string; safe: SafeTextStream } | null = null;
  #sources = new Set<string>();

  constructor(private readonly sink: ChunkSink) {}

  start(messageId: string): void {
    this.sink.write({ type: 'start', messageId });
  }

  beginText(): void {
    if (this.#open) return;
    this.#open = { id: `t_${newId()}`, text: '', safe: new SafeTextStream() };
    this.sink.write({ type: 'text-start', id: this.#open.id });
  }

  delta(delta: string): void {
    if (!delta) return;
    this.beginText();
    this.#emit(this.#open!.safe.push(delta));
  }

  #emit(delta: string): void {
    if (!delta) return;
    this.#open!.text += delta;
    this.sink.write({ type: 'text-delta', id: this.#open!.id, delta });
  }

  endText(): void {
    if (!this.#open) return;
    this.#emit(this.#open.safe.end());
    this.sink.write({ type: 'text-end', id: this.#open.id });
    if (this.#open.text) this.parts.push({ type: 'text', text: this.#open.text });
    this.#open = null;
  }

  /** A whole paragraph, streamed a few words at a time. */
  text(paragraph: string): void {
    const trimmed = paragraph.trim();
    if (!trimmed) return;
    this.beginText();
    if (this.#open!.text) this.delta('\n\n');
    const words = trimmed.match(/\S+\s*/g) ?? [trimmed];
    for (let i = 0; i < words.length; i += 4) this.delta(words.slice(i, i + 4).join(''));
  }

  /** One source part per cited source: `source-url` when it has a URL, else `source-document`. */
  source(c: Citation): void {
    const sourceId = c.sourceId ?? c.url ?? c.title ?? 'source';
    const key = `${sourceId}|${c.url ?? ''}`;
    if (this.#sources.has(key)) return;
    this.#sources.add(key);
    const title = c.title ?? c.url ?? 'Source';
    // A source link opens in the visitor's page: only an http(s) one is a link.
    const part: StoredPart =
      c.url && safeLinkTarget(c.url)
        ? { type: 'source-url', sourceId, url: c.url, title }
        : { type: 'source-document', sourceId, mediaType: 'text/plain', title };
    this.endText();
    this.sink.write(part as UIMessageChunk);
    this.parts.push(part);
  }

  data(name: DataName, data: Record<string, unknown>): void {
    this.endText();
    const part: StoredPart = { type: `data-${name}`, id: `d_${newId()}`, data };
    this.sink.write(part as UIMessageChunk);
    this.parts.push(part);
  }

  /** Drops what the current step wrote (a model step abandoned for the fallback engine). */
  abandonText(): void {
    if (this.#open) this.sink.write({ type: 'text-end', id: this.#open.id });
    this.#open = null;
  }

  finish(): void {
    this.endText();
    this.sink.write({ type: 'finish', finishReason: 'stop' });
  }

  error(message: string): void {
    this.endText();
    this.sink.write({ type: 'error', errorText: message });
  }

  /** The message's text, as stored in `content`. */
  get content(): string {
    return this.parts
      .filter((p) => p.type === 'text')
      .map((p) => String(p.text))
      .join('\n\n');
  }
}

/** Replays a stored message as chunks (a retried turn answered from the record). */
export function replayParts(sink: ChunkSink, messageId: string, parts: readonly StoredPart[]): void {
  sink.write({ type: 'start', messageId });
  for (const p of parts) {
    if (p.type === 'text') {
      const id = `t_${newId()}`;
      sink.write({ type: 'text-start', id });
      sink.write({ type: 'text-delta', id, delta: String(p.text) });
      sink.write({ type: 'text-end', id });
    } else sink.write(p as UIMessageChunk);
  }
  sink.write({ type: 'finish', finishReason: 'stop' });
}
