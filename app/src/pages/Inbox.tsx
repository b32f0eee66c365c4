import { useCallback } from 'preact/hooks';
import { Badge, Empty, ErrorNote, Loaded, Loading, Pager, When } from '../components/ui';
import { api, type Schemas, unwrap } from '../lib/api';
import { useAsync, usePaged } from '../lib/hooks';
import { useLiveEvents } from '../lib/live';
import { Link, navigate, type PageProps } from '../lib/router';

type Conversation = Schemas['Conversation'];

const CONVERSATION_EVENTS = ['conversation.started', 'conversation.engaged', 'conversation.ended'];

/** Conversations newest first, updating live; the open one's transcript with the visitor's journey beside it. */
export default function Inbox({ rest }: PageProps) {
  const selected = rest[0];
  const list = usePaged<Conversation>(
    (cursor) =>
      unwrap(api.GET('/v1/conversations', { params: { query: { limit: 30, ...(cursor ? { cursor } : {}) } } })),
    [],
  );
  const refreshHead = useCallback(async () => {
    const head = await unwrap(api.GET('/v1/conversations', { params: { query: { limit: 30 } } })).catch(() => null);
    if (head) list.upsert(head.items);
  }, [list.upsert]);
  useLiveEvents(CONVERSATION_EVENTS, () => void refreshHead());

  return (
    <div class="split">
      <section aria-labelledby="conversations-heading">
        <h2 id="conversations-heading">Conversations</h2>
        {list.items.length === 0 && !list.loading && !list.error ? (
          <Empty>No conversations yet. They appear here as visitors talk with the agent.</Empty>
        ) : null}
        <ul class="list" aria-live="polite" aria-relevant="additions">
          {list.items.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                class="item"
                aria-current={c.id === selected ? 'true' : undefined}
                onClick={() => navigate(`/inbox/${c.id}`)}
              >
                <strong>{pageLabel(c.pageUrl)}</strong>
                <br />
                <span class="muted">
                  <When at={c.lastMessageAt ?? c.startedAt} /> · {c.messageCount}{' '}
                  {c.messageCount === 1 ? 'message' : 'messages'}
                  {c.endedAt ? ' · ended' : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
        <Pager list={list} what="conversations" />
      </section>
      <section aria-labelledby="transcript-heading">
        {selected ? (
          <ConversationView id={selected} />
        ) : (
          <>
            <h2 id="transcript-heading">Transcript</h2>
            <Empty>Choose a conversation to read it.</Empty>
          </>
        )}
      </section>
    </div>
  );
}

function pageLabel(url: string | null): string {
  if (!url) return 'A conversation';
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname}`;
  } catch {
    return url;
  }
}

const AUTHOR: Record<string, string> = { visitor: 'Visitor', agent: 'Agent', rep: 'Your team', widget: 'Widget' };

function ConversationView({ id }: { id: string }) {
  const conv = useAsync(() => unwrap(api.GET('/v1/conversations/{id}', { params: { path: { id } } })), [id]);
  useLiveEvents(CONVERSATION_EVENTS, (e) => {
    if (!e || (e.data as { conversationId?: string }).conversationId === id) conv.reload();
  });
  return (
    <>
      <h2 id="transcript-heading">Transcript</h2>
      <Loaded state={conv}>
        {(c) => (
          <div class="split">
            <div>
              <p class="muted">
                Started <When at={c.startedAt} /> on{' '}
                {c.pageUrl ? <span class="text">{c.pageUrl}</span> : 'an unknown page'}
                {c.referrer ? (
                  <>
                    {' '}
                    from <span class="text">{c.referrer}</span>
                  </>
                ) : null}
              </p>
              {c.redaction ? (
                <p>
                  <Badge tone="warn">Masked</Badge> Personal details are masked; an owner can grant you the transcripts
                  permission to read them as written.
                </p>
              ) : null}
              {c.messages.length === 0 ? <Empty>No messages yet.</Empty> : null}
              <ol class="transcript">
                {c.messages
                  .filter((m) => m.role !== 'tool' && m.role !== 'system')
                  .map((m) => (
                    <li key={m.id} class={`role-${m.authorKind}`}>
                      <strong>{AUTHOR[m.authorKind] ?? m.authorKind}</strong>{' '}
                      <span class="muted">
                        <When at={m.createdAt} />
                      </span>
                      <div class="text">{m.content}</div>
                    </li>
                  ))}
              </ol>
            </div>
            <aside aria-labelledby="journey-heading">
              <h3 id="journey-heading">Visitor's journey</h3>
              {c.visitorId ? <Journey visitorId={c.visitorId} /> : <Empty>No visitor is linked.</Empty>}
            </aside>
          </div>
        )}
      </Loaded>
    </>
  );
}

function Journey({ visitorId }: { visitorId: string }) {
  const v = useAsync(() => unwrap(api.GET('/v1/visitors/{id}', { params: { path: { id: visitorId } } })), [visitorId]);
  if (v.error && v.data === undefined) return <ErrorNote error={v.error} retry={v.reload} />;
  if (!v.data) return <Loading label="Loading the journey…" />;
  const d = v.data;
  return (
    <div>
      <p>
        <strong>{d.displayName ?? d.email ?? 'Anonymous visitor'}</strong>
        {d.account ? <span class="muted"> · {d.account.name ?? d.account.domain}</span> : null}
        <br />
        <span class="muted">
          Intent {d.intentScore} · {d.visitCount} {d.visitCount === 1 ? 'visit' : 'visits'} · first seen{' '}
          <When at={d.firstSeenAt} />
        </span>
      </p>
      <h4>Pages</h4>
      {d.journey.pages.length === 0 ? <Empty>No pages recorded.</Empty> : null}
      <ol>
        {d.journey.pages.slice(0, 30).map((p) => (
          <li key={`${p.url}@${p.viewedAt}`}>
            <span class="text">{p.title ?? p.url}</span>{' '}
            <span class="muted">
              <When at={p.viewedAt} />
            </span>
          </li>
        ))}
      </ol>
      {d.journey.lead ? (
        <p>
          <Badge tone="ok">Lead</Badge> captured <When at={d.journey.lead.createdAt} />
        </p>
      ) : null}
      {d.journey.openFollowUps.length ? (
        <p>
          <Link to="/follow-ups">
            {d.journey.openFollowUps.length} open follow-up{d.journey.openFollowUps.length === 1 ? '' : 's'}
          </Link>
        </p>
      ) : null}
      <p class="muted">
        {d.journey.conversations.length} conversation{d.journey.conversations.length === 1 ? '' : 's'} ·{' '}
        {d.journey.sittings.length} tour sitting{d.journey.sittings.length === 1 ? '' : 's'}
      </p>
    </div>
  );
}
