import { defineRoute } from '../../http/route.js';
import { EventList, EventsQuery } from './schemas.js';
import { listEvents } from './service.js';

export const listEventsRoute = defineRoute({
  method: 'GET',
  url: '/events',
  operationId: 'listEvents',
  summary: 'Read the event log, oldest first',
  description:
    'Events of this data set (live or sandbox, by the key) after `since`, oldest first (`since=now` answers an empty page whose `nextSince` is the newest event id: the place to start reading only new events), at most `limit` (1 to 200, default 50). Pass `nextSince` back as `since` to continue; paging this way sees every event exactly once even while events are being written, because an event becomes visible only after every lower id. `types` keeps only the listed types (comma-separated); an unknown type is a 400 with `param: "types"`.',
  tags: ['events'],
  auth: { scope: 'webhooks:manage' },
  transaction: 'read-one',
  schema: { querystring: EventsQuery, response: { 200: EventList } },
  handler: async ({ tx, auth, query }) => listEvents(tx, auth.livemode, query),
});
