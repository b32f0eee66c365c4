/** Developers: API keys, webhooks, the event log, and (from the OAuth work) connected assistants. */
import { ApiKeys } from '../components/b/api-keys.js';
import { Section } from '../components/b/ui.js';
import { EventLog, Webhooks } from '../components/b/webhooks.js';

export default function Developers() {
  return (
    <div>
      <ApiKeys />
      <Webhooks />
      <EventLog />
      {/* PLACE FOR "Connected assistants (OAuth grants)": the `oauth` helper's component goes here. */}
      <Section title="Connected assistants">
        <p>Assistants you connect through OAuth (for example over MCP) will be listed here.</p>
      </Section>
    </div>
  );
}
