/**
 * The AI SDK UI message stream, folded into a message. Pure (no DOM), so the
 * same code rebuilds a message from history and from a live stream.
 */

export interface TextPart {
  type: 'text';
  text: string;
  /** The stream's text id while it is being written. */
  streamId?: string;
}
export interface SourcePart {
  type: 'source-url' | 'source-document';
  sourceId: string;
  url?: string;
  title?: string;
}
export interface DataPart {
  type: `data-${string}`;
  id: string;
  data: Record<string, unknown>;
}
export type Part = TextPart | SourcePart | DataPart;

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  parts: Part[];
  /** Still streaming. */
  pending?: boolean;
  /** Why the reply stopped (shown under it). */
  error?: string;
}

export type Chunk = { type: string } & Record<string, unknown>;

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

let counter = 0;
export const localId = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** A stored part (history) or a streamed chunk as a part, or null when it is not something to show. */
export function toPart(p: Chunk): Part | null {
  if (p.type === 'text') return str(p.text) ? { type: 'text', text: str(p.text) } : null;
  if (p.type === 'source-url' || p.type === 'source-document') {
    return {
      type: p.type,
      sourceId: str(p.sourceId),
      ...(p.url ? { url: str(p.url) } : {}),
      ...(p.title ? { title: str(p.title) } : {}),
    };
  }
  if (p.type.startsWith('data-') && p.data && typeof p.data === 'object') {
    return { type: p.type as DataPart['type'], id: str(p.id) || localId('d'), data: p.data as Record<string, unknown> };
  }
  return null;
}

/** The message after one chunk (a new object; the input is not changed). */
export function applyChunk(msg: ChatMessage, chunk: Chunk): ChatMessage {
  switch (chunk.type) {
    case 'start':
      return { ...msg, id: str(chunk.messageId) || msg.id };
    case 'text-start':
      return { ...msg, parts: [...msg.parts, { type: 'text', text: '', streamId: str(chunk.id) }] };
    case 'text-delta': {
      const id = str(chunk.id);
      let found = false;
      const parts = msg.parts.map((p) => {
        if (p.type !== 'text' || p.streamId !== id) return p;
        found = true;
        return { ...p, text: p.text + str(chunk.delta) };
      });
      return { ...msg, parts: found ? parts : [...parts, { type: 'text', text: str(chunk.delta), streamId: id }] };
    }
    case 'text-end':
      return {
        ...msg,
        parts: msg.parts.map((p) =>
          p.type === 'text' && p.streamId === str(chunk.id) ? { type: 'text', text: p.text } : p,
        ),
      };
    case 'finish':
      return { ...msg, pending: false };
    case 'error':
      return { ...msg, pending: false, error: str(chunk.errorText) || 'The reply stopped.' };
    default: {
      const part = toPart(chunk);
      return part ? { ...msg, parts: [...msg.parts, part] } : msg;
    }
  }
}

/** A message from GET …/messages. */
export function fromStored(m: {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  parts?: Chunk[];
}): ChatMessage {
  const parts = (m.parts ?? []).map(toPart).filter((p): p is Part => p !== null);
  if (parts.length === 0 && m.content) parts.push({ type: 'text', text: m.content });
  return { id: m.id, role: m.role, parts };
}

/** Text parts that are not empty. */
export const texts = (m: ChatMessage) => m.parts.filter((p): p is TextPart => p.type === 'text' && p.text.length > 0);
