import { useEffect, useState } from 'preact/hooks';
import { ErrorNote, type FormEvent, Loaded, useSubmit } from '../components/ui';
import { rawJson } from '../lib/api';
import { useAsync } from '../lib/hooks';
import type { PageProps } from '../lib/router';

interface Details {
  client: { clientId: string; name: string | null; uri: string | null };
  operator: { email: string; workspaceId: string; transcripts: boolean };
  scopes: Array<{ scope: string; description: string; ticked: boolean }>;
}

/**
 * The OAuth consent page: an AI assistant asks to use the MCP server as the
 * signed-in operator. The operator chooses the workspace (their own), live or
 * sandbox data, and the scopes: reads ticked, writes and
 * `conversations:transcripts` (offered only to operators who hold it) only by
 * hand. The server (src/mcp/oauth/interaction.ts) checks all of it again and
 * answers where to send the browser back to the assistant.
 */
export default function Authorize({ query }: PageProps) {
  const uid = query.get('uid') ?? '';
  const base = `/oauth/interaction/${encodeURIComponent(uid)}`;
  const details = useAsync(() => rawJson<Details>('GET', `${base}/details`), [uid]);
  const [mode, setMode] = useState<'live' | 'test'>('live');
  const [chosen, setChosen] = useState<Set<string> | null>(null);

  useEffect(() => {
    document.title = 'Allow an assistant · Concierge';
  }, []);
  useEffect(() => {
    if (details.data && chosen === null)
      setChosen(new Set(details.data.scopes.filter((s) => s.ticked).map((s) => s.scope)));
  }, [details.data]);

  const decide = useSubmit(async (decision: 'allow' | 'deny') => {
    const d = details.data;
    if (!d) return;
    const out = await rawJson<{ redirectTo: string }>('POST', `${base}/confirm`, {
      decision,
      workspaceId: d.operator.workspaceId,
      mode,
      scopes: [...(chosen ?? [])],
    });
    // Back to the assistant (its redirect URI, with the code and iss).
    location.assign(out.redirectTo);
  });

  const toggle = (scope: string, on: boolean) => {
    const next = new Set(chosen ?? []);
    if (on) next.add(scope);
    else next.delete(scope);
    setChosen(next);
  };

  return (
    <div class="sign-in authorize">
      <h1>Allow an assistant</h1>
      <Loaded state={details}>
        {(d) => (
          <form
            onSubmit={(e: FormEvent) => {
              e.preventDefault();
              void decide.submit('allow');
            }}
          >
            <p>
              <strong>{d.client.name ?? 'An unnamed client'}</strong> <small>({d.client.clientId})</small> asks to use
              Concierge as you through its MCP server. You are signed in as {d.operator.email}.
            </p>
            <fieldset>
              <legend>Workspace</legend>
              <label>
                <input type="radio" name="workspace" value={d.operator.workspaceId} checked readOnly />{' '}
                {d.operator.workspaceId}
              </label>
            </fieldset>
            <fieldset>
              <legend>Data</legend>
              <label>
                <input
                  type="radio"
                  name="mode"
                  value="live"
                  checked={mode === 'live'}
                  onChange={() => setMode('live')}
                />{' '}
                Live
              </label>
              <label>
                <input
                  type="radio"
                  name="mode"
                  value="test"
                  checked={mode === 'test'}
                  onChange={() => setMode('test')}
                />{' '}
                Sandbox
              </label>
            </fieldset>
            <fieldset>
              <legend>What it may do</legend>
              <p>
                <small>
                  Reading is ticked; changes, and reading conversations word for word, only when you tick them.
                </small>
              </p>
              {d.scopes.map((s) => (
                <label key={s.scope} class="scope-choice">
                  <input
                    type="checkbox"
                    name="scope"
                    value={s.scope}
                    checked={chosen?.has(s.scope) ?? s.ticked}
                    onChange={(e) => toggle(s.scope, e.currentTarget.checked)}
                  />{' '}
                  <code>{s.scope}</code> <small>{s.description}</small>
                </label>
              ))}
            </fieldset>
            <ErrorNote error={decide.error} />
            <button type="submit" class="primary" value="allow" disabled={decide.busy}>
              Allow
            </button>{' '}
            <button type="button" value="deny" disabled={decide.busy} onClick={() => void decide.submit('deny')}>
              Deny
            </button>
          </form>
        )}
      </Loaded>
    </div>
  );
}
