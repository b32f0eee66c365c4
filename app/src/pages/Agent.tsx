/**
 * Agent: the embed snippet and a preview, settings, skills, and Actions with their links.
 * Addresses (each a history entry, so reload and Back work): /app/agent?agent=<id> picks an
 * agent, /app/agent/settings opens at its settings, /app/agent/skills/<slug> at that skill's
 * editor (a new slug: an empty skill to write).
 */
import { useEffect, useState } from 'preact/hooks';
import { api, type Schemas } from '../components/b/api.js';
import { AgentSettings } from '../components/b/agent-settings.js';
import { previewUrl } from '../components/b/preview-link.js';
import { Skills } from '../components/b/skills.js';
import { CopyButton, ListState, Section } from '../components/ui.js';
import { useAsync } from '../lib/hooks.js';
import { unwrapping } from '../lib/api.js';
import { navigate, type PageProps } from '../lib/router.js';

type Agent = Schemas['Agent'];

function Embed(props: { agent: Agent }) {
  const a = props.agent;
  const snippet = `<script src="${location.origin}/sdk.js" data-agent="${a.publicId}" async></script>`;
  const origin = location.origin;
  const previewAllowed = a.allowedOrigins.includes('*') || a.allowedOrigins.includes(origin);
  // Opened on request: the widget starts a visit when it loads, and a visit is recorded like any other.
  const [showPreview, setShowPreview] = useState(false);
  return (
    <Section title="Embed">
      <p id="embed-help">
        Add this line to every page of your site, and the site's origin to the allowed origins below.
      </p>
      <pre class="b-snippet" aria-describedby="embed-help">
        <code>{snippet}</code>
      </pre>
      <CopyButton text={snippet} label="Copy the snippet" />
      <h3>Preview</h3>
      {previewAllowed && !showPreview ? (
        <p>
          The preview loads the widget on a page of this dashboard, as your visitors' browsers do; it records a visit in
          this data set.{' '}
          <button type="button" onClick={() => setShowPreview(true)}>
            Show the preview
          </button>
        </p>
      ) : null}
      {previewAllowed && showPreview ? (
        <iframe
          class="b-preview-frame"
          title={`Preview of ${a.name} as a visitor sees it`}
          src={previewUrl(a.publicId)}
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        />
      ) : null}
      {previewAllowed ? null : (
        <p>
          The preview runs on this dashboard's origin ({origin}), which this agent does not allow yet. Add it to the
          allowed origins to see the widget here, or try it on your own site.
        </p>
      )}
    </Section>
  );
}

function Actions(props: { agent: Agent }) {
  const id = props.agent.id;
  const list = useAsync(
    unwrapping(() => api.GET('/v1/agents/{id}/actions', { params: { path: { id } } })),
    [id],
  );
  const items = list.data?.items ?? [];
  return (
    <Section title="Actions">
      <p>Links that open the agent with a task: share them in campaigns and emails.</p>
      <ListState loading={list.loading} error={list.error} empty={items.length === 0} what="Actions" />
      {items.length ? (
        <table>
          <thead>
            <tr>
              <th scope="col">Action</th>
              <th scope="col">Opens</th>
              <th scope="col">Enabled</th>
              <th scope="col">Used in 7 days</th>
              <th scope="col">Link</th>
            </tr>
          </thead>
          <tbody>
            {items.map((x) => (
              <tr key={x.id}>
                <td>
                  {x.name}
                  <div>{x.task}</div>
                </td>
                <td>{x.opens.kind}</td>
                <td>{x.enabled ? 'Yes' : 'No'}</td>
                <td>{x.firesLast7Days}</td>
                <td>
                  <code>{x.link}</code> <CopyButton text={x.link} label={`Copy the link of ${x.name}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </Section>
  );
}

/** The page's address for a section (`settings`, `skills/<slug>`), keeping the chosen agent. */
function agentPath(section: string, agentId: string | null): string {
  return `/agent${section ? `/${section}` : ''}${agentId ? `?agent=${encodeURIComponent(agentId)}` : ''}`;
}

export default function AgentPage({ rest, query }: PageProps) {
  const agents = useAsync(
    unwrapping(() => api.GET('/v1/agents', { params: { query: { limit: 100 } } })),
    [],
  );
  const chosen = query.get('agent');
  const section = rest[0] === 'settings' || rest[0] === 'skills' ? rest[0] : null;
  const skill = section === 'skills' ? (rest[1] ?? null) : null;
  // A save answers with the agent as stored: show that, not the list read before it.
  const [saved, setSaved] = useState<Agent | null>(null);
  const items = agents.data?.items ?? [];
  const listed = items.find((a) => a.id === chosen) ?? items[0];
  const agent = saved && saved.id === listed?.id ? saved : listed;
  // Opened at a section: bring it into view once it is drawn.
  const shown = Boolean(agent);
  useEffect(() => {
    if (shown && section) document.getElementById(`agent-${section}`)?.scrollIntoView();
  }, [shown, section, skill]);
  return (
    <div>
      <ListState loading={agents.loading} error={agents.error} empty={items.length === 0} what="agents" />
      {items.length > 1 ? (
        <p>
          <label for="agent-pick">Agent</label>{' '}
          <select
            id="agent-pick"
            value={agent?.id}
            onChange={(e) => navigate(agentPath(rest.join('/'), e.currentTarget.value))}
          >
            {items.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </p>
      ) : null}
      {agent ? (
        <>
          <Embed agent={agent} />
          <div id="agent-settings">
            <AgentSettings key={agent.id} agent={agent} onSaved={setSaved} />
          </div>
          <div id="agent-skills">
            <Skills open={skill} onOpen={(slug) => navigate(agentPath(`skills/${encodeURIComponent(slug)}`, chosen))} />
          </div>
          <Actions agent={agent} />
        </>
      ) : null}
    </div>
  );
}
