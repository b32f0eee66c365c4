import { h } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ChatMessage, DataPart, SourcePart, TextPart } from '../chunks.js';
import { safeHref } from '../links.js';
import { MAX_MESSAGE, type Widget } from '../widget.js';
import { CARDS } from './cards.js';
import { External, Markdown } from './md.js';

export const ChatIcon = () => (
  <svg
    viewBox="0 0 24 24"
    aria-hidden="true"
    fill="none"
    stroke="currentColor"
    stroke-width="2"
    stroke-linecap="round"
    stroke-linejoin="round"
  >
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
  </svg>
);

const SendIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
    <path d="M3.4 20.4 21 12 3.4 3.6 3.4 10l12.6 2-12.6 2z" />
  </svg>
);

type Bubble = { kind: 'bubble'; texts: TextPart[]; sources: SourcePart[] };
type Segment = Bubble | { kind: 'card'; part: DataPart };

/**
 * A reply's parts: its words make one bubble with the sources under it, and
 * widgets (meeting times, offers, forms, tours)
 * follow the words they belong to, in their own order, whatever order the
 * stream sent them in: a card answers the message, so it comes after it.
 */
function segments(m: ChatMessage): Segment[] {
  const out: Segment[] = [];
  let bubble: Bubble | null = null;
  const seen = new Set<string>();
  for (const p of m.parts) {
    if (p.type === 'text') {
      if (!p.text) continue;
      if (!bubble) out.push((bubble = { kind: 'bubble', texts: [], sources: [] }));
      bubble.texts.push(p);
    } else if (p.type === 'source-url' || p.type === 'source-document') {
      const key = p.url ?? p.title ?? p.sourceId;
      if (seen.has(key)) continue;
      seen.add(key);
      if (bubble) bubble.sources.push(p);
      else out.push((bubble = { kind: 'bubble', texts: [], sources: [p] }));
    } else {
      out.push({ kind: 'card', part: p as DataPart });
    }
  }
  return out;
}

function Sources({ sources }: { sources: SourcePart[] }) {
  return (
    <div class="sources">
      <h3>Sources</h3>
      <ol>
        {sources.map((s) => {
          const href = s.url ? safeHref(s.url) : null;
          const title = s.title || s.url || 'Source';
          return <li>{href ? <External href={href}>{title}</External> : title}</li>;
        })}
      </ol>
    </div>
  );
}

function Message({ w, m }: { w: Widget; m: ChatMessage }) {
  if (m.role === 'user') {
    return <div class="msg user">{m.parts.map((p) => (p.type === 'text' ? p.text : '')).join('\n\n')}</div>;
  }
  const segs = segments(m);
  const waiting = m.pending && !segs.some((s) => s.kind === 'bubble' && s.texts.length > 0);
  const typing = waiting && (
    <div class="msg">
      <span class="typing" role="img" aria-label="The assistant is typing">
        <i />
        <i />
        <i />
      </span>
    </div>
  );
  const bubbles = segs.filter((s): s is Bubble => s.kind === 'bubble');
  const cards = segs.filter((s): s is Extract<Segment, { kind: 'card' }> => s.kind === 'card');
  return (
    <>
      {bubbles.map((s) => (
        <div class="msg">
          {s.texts.map((t) => (
            <Markdown text={t.text} />
          ))}
          {s.sources.length > 0 && <Sources sources={s.sources} />}
        </div>
      ))}
      {typing}
      {cards.map((s) => (CARDS[s.part.type] ? h(CARDS[s.part.type]!, { w, part: s.part, key: s.part.id }) : null))}
      {m.error && <p class="err">{m.error}</p>}
    </>
  );
}

export function Panel({ w }: { w: Widget }) {
  const s = w.state;
  const [draft, setDraft] = useState('');
  const log = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [s.messages, s.open]);
  useEffect(() => {
    if (s.open) input.current?.focus();
  }, [s.open]);

  const submit = (e?: Event) => {
    e?.preventDefault();
    if (!draft.trim() || s.sending) return;
    void w.send(draft);
    setDraft('');
  };
  const name = s.agent?.name ?? 'Chat';
  return (
    <div
      class="panel"
      id="concierge-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby="concierge-title"
      hidden={!s.open}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          w.close();
        }
      }}
    >
      <div class="head">
        <h2 id="concierge-title">{name}</h2>
        <button type="button" class="x" aria-label="Close chat" onClick={() => w.close()}>
          ×
        </button>
      </div>
      {/* The scrolling log must be reachable by keyboard (axe scrollable-region-focusable): biome.json lets this file give it a tabIndex. */}
      <div
        class="log"
        ref={log}
        role="log"
        aria-live="polite"
        aria-busy={s.sending}
        aria-label="Conversation"
        tabIndex={0}
      >
        {s.agent?.greeting && <div class="msg">{s.agent.greeting}</div>}
        {s.messages.map((m) => (
          <Message w={w} m={m} key={m.id} />
        ))}
      </div>
      {s.notice && (
        <p class="notice" role="alert">
          {s.notice}
        </p>
      )}
      <form class="composer" onSubmit={submit}>
        <textarea
          ref={input}
          aria-label="Message"
          placeholder="Ask a question…"
          rows={1}
          maxLength={MAX_MESSAGE}
          value={draft}
          onInput={(e) => setDraft((e.currentTarget as HTMLTextAreaElement).value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.isComposing) submit(e);
          }}
        />
        <button type="submit" class="send" aria-label="Send" disabled={s.sending || !draft.trim()}>
          <SendIcon />
        </button>
      </form>
    </div>
  );
}
