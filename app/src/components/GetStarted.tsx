import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api, idem, unwrap } from '../lib/api';
import { useAsync } from '../lib/hooks';
import { listBases } from '../lib/knowledge';
import { useLiveEvents } from '../lib/live';
import { Link } from '../lib/router';
import { isManager, sessionStore } from '../lib/session';
import { useStore } from '../lib/store';
import { AskBox, hasAsked } from './AskBox';
import { CopyButton, ErrorNote, Form, InputField, Loading, useSubmit } from './ui';

/** The script tag that puts an agent on a page (docs/sdk.md). */
export function embedSnippet(publicId: string): string {
  return `<script src="${location.origin}/sdk.js" data-agent="${publicId}" async></script>`;
}

interface Progress {
  agent: { id: string; publicId: string; allowedOrigins: string[] } | null;
  sources: { total: number; loaded: number; busy: number; failed: number };
  conversations: number;
  /** null: this operator may not list operators (a member). */
  operators: number | null;
}

async function progress(): Promise<Progress> {
  const [agents, bases, conversations, operators] = await Promise.all([
    unwrap(api.GET('/v1/agents', { params: { query: { limit: 1 } } })),
    listBases(),
    unwrap(api.GET('/v1/conversations', { params: { query: { limit: 1 } } })),
    // Members may not list operators (operators:manage): for them the step says whom to ask.
    isManager(sessionStore.get()?.operator)
      ? unwrap(api.GET('/v1/operators')).then(
          (o) => o.items.length,
          () => null,
        )
      : null,
  ]);
  const sources = { total: 0, loaded: 0, busy: 0, failed: 0 };
  for (const b of bases) {
    sources.total += b.sources.total;
    sources.loaded += b.sources.loaded;
    sources.busy += b.sources.pending + b.sources.indexing;
    sources.failed += b.sources.failed;
  }
  const a = agents.items[0];
  return {
    agent: a ? { id: a.id, publicId: a.publicId, allowedOrigins: a.allowedOrigins } : null,
    sources,
    conversations: conversations.items.length,
    operators,
  };
}

/**
 * Get started: the steps a new team takes in its first ten minutes, each ticking itself from
 * the workspace's live data (asking, which stores nothing, is remembered by this browser).
 * Shown on Home in Live mode until every step is done.
 */
export function GetStarted() {
  const p = useAsync(progress, []);
  const [asked, setAsked] = useState(hasAsked);
  // The first conversation ticks its step as it arrives; a site being read is watched until it is loaded,
  // every 5 s: a reload is four reads, and the operator's bucket refills one call a second.
  useLiveEvents(['conversation.started'], () => p.reload());
  const busy = (p.data?.sources.busy ?? 0) > 0;
  useEffect(() => {
    if (!busy) return;
    const t = setTimeout(p.reload, 5000);
    return () => clearTimeout(t);
  }, [busy, p.data]);

  if (!p.data)
    return p.error ? <ErrorNote error={p.error} retry={p.reload} /> : <Loading label="Loading Get started…" />;
  const d = p.data;
  const steps = {
    agent: d.agent !== null,
    site: d.sources.loaded > 0,
    ask: asked,
    embed: (d.agent?.allowedOrigins.length ?? 0) > 0,
    live: d.conversations > 0,
    invite: (d.operators ?? 0) > 1,
  };
  const done = Object.values(steps).filter(Boolean).length;
  if (done === Object.keys(steps).length) return null;

  return (
    <section class="card get-started" aria-labelledby="gs-heading">
      <h2 id="gs-heading">Get started</h2>
      <p class="muted">
        {done} of {Object.keys(steps).length} done. Each step ticks itself when it is done.
      </p>
      <ol class="checklist">
        <Step done={steps.agent} title="Create your agent">
          {d.agent ? <span class="muted">Your agent is ready.</span> : <CreateAgent onCreated={p.reload} />}
        </Step>
        <Step done={steps.site} title="Add your site (a URL or a sitemap) and watch it load">
          {d.sources.total === 0 ? (
            <Link to="/knowledge">Add it in Knowledge</Link>
          ) : (
            <span>
              {d.sources.loaded} of {d.sources.total} sources loaded
              {d.sources.busy ? `, ${d.sources.busy} being read…` : ''}
              {d.sources.failed ? `, ${d.sources.failed} failed` : ''}. <Link to="/knowledge">Open Knowledge</Link>
            </span>
          )}
        </Step>
        <Step done={steps.ask} title="Ask the agent a question and see the cited answer">
          {steps.site ? (
            <AskBox onAnswered={() => setAsked(hasAsked())} />
          ) : (
            <span class="muted">After your site is loaded.</span>
          )}
        </Step>
        <Step done={steps.embed} title="Put the agent on your site">
          {d.agent ? (
            <Embed agent={d.agent} onChanged={p.reload} />
          ) : (
            <span class="muted">After your agent is created.</span>
          )}
        </Step>
        <Step done={steps.live} title="See the first live conversation arrive">
          {steps.live ? (
            <Link to="/inbox">Read it in the Inbox</Link>
          ) : (
            <span class="muted">
              Waiting for a visitor to talk with the agent on your site… it appears here at once.
            </span>
          )}
        </Step>
        <Step done={steps.invite} title="Invite a colleague">
          {d.operators === null ? (
            <span class="muted">Ask an owner or admin of your workspace to invite your colleagues.</span>
          ) : (
            <Link to="/settings">Invite them in Settings</Link>
          )}
        </Step>
      </ol>
    </section>
  );
}

function Step({ done, title, children }: { done: boolean; title: string; children: ComponentChildren }) {
  return (
    <li data-done={done ? 'true' : 'false'}>
      <span class={`tick${done ? ' done' : ''}`} aria-hidden="true">
        {done ? '✓' : ''}
      </span>
      <div>
        <strong>{title}</strong>
        <span class="sr-only">{done ? ' (done)' : ' (to do)'}</span>
        <div>{children}</div>
      </div>
    </li>
  );
}

function CreateAgent({ onCreated }: { onCreated: () => void }) {
  const [name, setName] = useState('');
  const op = useStore(sessionStore)?.operator;
  const form = useSubmit(async () => {
    await unwrap(api.POST('/v1/agents', { params: { header: idem() }, body: { name: name.trim() } }));
    onCreated();
  });
  if (!isManager(op)) return <span class="muted">Ask an owner or admin to create the agent on the Agent page.</span>;
  return (
    <Form class="row" onSubmit={form.submit}>
      <InputField
        label="Agent name"
        required
        maxLength={100}
        placeholder="Acme assistant"
        value={name}
        onValue={setName}
      />
      <button type="submit" class="primary" disabled={form.busy}>
        Create agent
      </button>
      <ErrorNote error={form.error} />
    </Form>
  );
}

function Embed({ agent, onChanged }: { agent: NonNullable<Progress['agent']>; onChanged: () => void }) {
  const snippet = embedSnippet(agent.publicId);
  const [origin, setOrigin] = useState('');
  const form = useSubmit(async () => {
    let o: string;
    try {
      o = new URL(origin.trim()).origin;
    } catch {
      throw new Error('Enter your site’s address, like https://www.example.com.');
    }
    await unwrap(
      api.PATCH('/v1/agents/{id}', {
        params: { path: { id: agent.id }, header: idem() },
        body: { allowedOrigins: [...new Set([...agent.allowedOrigins, o])] },
      }),
    );
    setOrigin('');
    onChanged();
  });
  return (
    <div>
      <p>Paste this into every page of your site, before &lt;/body&gt;:</p>
      <pre>
        <code>{snippet}</code>
      </pre>
      <CopyButton text={snippet} label="Copy the snippet" />
      {agent.allowedOrigins.length ? (
        <p>
          Allowed origins: {agent.allowedOrigins.join(', ')}.{' '}
          <Link to="/agent/settings">Change them on the Agent page</Link>
        </p>
      ) : (
        <Form class="row" onSubmit={form.submit}>
          <InputField
            label="Your site's origin"
            hint="The agent answers only pages of allowed origins."
            type="url"
            required
            maxLength={2048}
            placeholder="https://www.example.com"
            value={origin}
            onValue={setOrigin}
          />
          <button type="submit" disabled={form.busy}>
            Allow this origin
          </button>
          <ErrorNote error={form.error} />
        </Form>
      )}
    </div>
  );
}
