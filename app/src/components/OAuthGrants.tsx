import { useState } from 'preact/hooks';
import { api, type Schemas, unwrap } from '../lib/api';
import { useAsync } from '../lib/hooks';
import { Badge, Empty, ErrorNote, Loaded } from './ui';

type Grant = Schemas['OAuthGrant'];

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'never');

/**
 * The AI assistants signed in to the MCP server over OAuth (GET /v1/oauth-grants),
 * each revocable: its tokens stop working at once. For the Developers page; owners
 * and admins only (keys:manage), as the API decides.
 */
export function OAuthGrants() {
  const grants = useAsync(() => unwrap(api.GET('/v1/oauth-grants')), []);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<Error | null>(null);

  async function revoke(g: Grant) {
    const name = g.clientName ?? g.clientId;
    if (!confirm(`Revoke ${name}? It must sign in again to use the MCP server.`)) return;
    setBusy(g.id);
    setError(null);
    try {
      await unwrap(api.DELETE('/v1/oauth-grants/{id}', { params: { path: { id: g.id } } }));
      grants.reload();
    } catch (e) {
      setError(e as Error);
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="oauth-grants-heading">
      <h2 id="oauth-grants-heading">Signed-in assistants</h2>
      <p>
        Assistants an operator allowed over OAuth at <code>/mcp</code>. Revoking one ends its access at once.
      </p>
      <ErrorNote error={error} />
      <Loaded state={grants}>
        {(data) =>
          data.items.length === 0 ? (
            <Empty>No assistant is signed in.</Empty>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">Assistant</th>
                  <th scope="col">Data</th>
                  <th scope="col">Scopes</th>
                  <th scope="col">Allowed</th>
                  <th scope="col">Last used</th>
                  <th scope="col">
                    <span class="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((g) => (
                  <tr key={g.id}>
                    <td>
                      {g.clientName ?? 'Unnamed client'}
                      <br />
                      <small>{g.clientId}</small>
                    </td>
                    <td>{g.mode === 'live' ? <Badge>Live</Badge> : <Badge tone="sandbox">Sandbox</Badge>}</td>
                    <td>
                      <small>{g.scopes.join(', ')}</small>
                    </td>
                    <td>{when(g.createdAt)}</td>
                    <td>{when(g.lastUsedAt)}</td>
                    <td>
                      <button type="button" disabled={busy === g.id} onClick={() => void revoke(g)}>
                        {busy === g.id ? 'Revoking…' : 'Revoke'}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </Loaded>
    </section>
  );
}
