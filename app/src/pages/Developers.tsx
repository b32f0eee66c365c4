/**
 * Developers: API keys, webhooks, the event log, and the assistants signed in over OAuth.
 * /app/developers/webhooks/<id> opens at that webhook's delivery log (reload and Back work).
 */
import { ApiKeys } from '../components/b/api-keys.js';
import { EventLog, Webhooks } from '../components/b/webhooks.js';
import { OAuthGrants } from '../components/OAuthGrants.js';
import type { PageProps } from '../lib/router.js';

export default function Developers({ rest }: PageProps) {
  return (
    <div>
      <ApiKeys />
      <Webhooks open={rest[0] === 'webhooks' ? (rest[1] ?? null) : null} />
      <EventLog />
      <OAuthGrants />
    </div>
  );
}
