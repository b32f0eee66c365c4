/** Developers: API keys, webhooks, the event log, and the assistants signed in over OAuth. */
import { ApiKeys } from '../components/b/api-keys.js';
import { EventLog, Webhooks } from '../components/b/webhooks.js';
import { OAuthGrants } from '../components/OAuthGrants.js';

export default function Developers() {
  return (
    <div>
      <ApiKeys />
      <Webhooks />
      <EventLog />
      <OAuthGrants />
    </div>
  );
}
