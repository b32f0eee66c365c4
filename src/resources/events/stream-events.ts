import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { Since, TypesFilter } from './schemas.js';
import { parsePosition, parseTypes, resolveSince } from './service.js';
import { RETRY_MS, type StreamHub } from './stream-hub.js';
import { Slot } from '../../lib/slots.js';
import { FULL_STREAM_SCOPE, NARROW_STREAM_SCOPES, streamTypes } from './visibility.js';

export const HUB_KEY = new Slot<StreamHub>('events.streamHub');

const EventStream = Type.Unsafe<string>({
  description: `A server-sent event stream. It starts with \`retry: ${RETRY_MS}\`; each event is a frame whose \`event:\` is the type, \`id:\` the event id and \`data:\` the Event envelope (JSON). A \`:\` comment keeps the connection alive at least every 15 seconds. After five minutes (SVC_STREAM_MAX_SECONDS) the server sends \`event: end\` with \`data: {"lastId": "…"}\` (and the same value as \`id:\`) and closes; reconnect with that id as \`since\` or \`Last-Event-ID\`.`,
  content: {
    'text/event-stream': {
      schema: { type: 'string', description: 'event: <type>\\nid: <event id>\\ndata: <Event JSON>\\n\\n, repeated' },
    },
  },
});

export const streamEventsRoute = defineRoute({
  method: 'GET',
  url: '/events/stream',
  operationId: 'streamEvents',
  summary: 'Stream events as they happen (text/event-stream)',
  description:
    'The event log as a live stream for consumers that cannot host a webhook receiver. Starts after `since` (an event id; `0` or absent: from the beginning, like listEvents; `now`: after the newest event); a `Last-Event-ID` header wins over `since`, so standard EventSource clients resume where they stopped. `types` keeps only the listed types. Every event appears exactly once and in id order across reconnections. A stream ends (with its `end` frame) within seconds when its key is revoked or the workspace plan loses API access; reconnecting then answers 401 or 403. With `webhooks:manage` the stream carries every event; without it, a dashboard session whose role holds a read scope (a member) follows; a key always needs webhooks:manage, as the contract says. Such a session follows only the events about objects it may read: `conversation.*` with conversations:read, `follow_up.*` with follow_ups:read, `visitor.identified` and `intent.hot` with visitors:read, `lead.identified` and `form.submitted` with leads:read, `meeting.booked` with meetings:read, `segment.*` with segments:read, `offer.*` with offers:read, `tour.*` with sittings:read; `experience.*`, `checklist.*` and `visitor.erased` need webhooks:manage. Such a stream without `types` sends what the caller may follow; asking in `types` for an event it may not follow is a 403 insufficient-scope. The data is the same for every reader: events carry no verbatim visitor text (the question of a follow-up is masked as for a caller without conversations:transcripts). New events are picked up every two seconds (SVC_STREAM_POLL_MS), or at once when written by the same server process.',
  tags: ['events'],
  auth: { scope: FULL_STREAM_SCOPE, orScopes: NARROW_STREAM_SCOPES },
  transaction: 'none',
  schema: {
    querystring: Type.Object({ since: Type.Optional(Since), types: Type.Optional(TypesFilter) }),
    response: { 200: EventStream },
  },
  handler: async ({ req, reply, auth, query, deps }) => {
    const header = req.headers['last-event-id'];
    const resume = typeof header === 'string' ? header.trim() : '';
    const position =
      resume !== ''
        ? parsePosition(resume, 'Last-Event-ID')
        : await deps.db.tenantTx(auth.tenant, (tx) => resolveSince(tx, query.since), { readOnly: true });
    // Narrowed before any header is sent: a refusal is still a plain 403.
    const types = streamTypes(parseTypes(query.types), auth.scopes);
    const hub = deps.slots.get(HUB_KEY)!;
    reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-accel-buffering', 'no');
    // HEAD: the headers a stream would start with, without holding a stream open.
    if (req.method === 'HEAD') return '';
    // The stream is the body: Fastify pipes it and ends the response when it ends.
    return hub.open({ tenant: auth.tenant, position, types, keyId: auth.keyId }) as unknown as string;
  },
});
