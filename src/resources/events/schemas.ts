import { Type, type Static } from '@sinclair/typebox';
import { DateTime, PageQuery, StringEnum } from '../../contract/schemas.js';
import { EVENT_TYPES } from '../../platform/outbox/catalogue.js';

export const EventId = Type.String({
  pattern: '^[0-9]+$',
  description: 'decimal; monotonic within the data set; usable as `since`',
});

export const Event = Type.Object(
  {
    id: EventId,
    livemode: Type.Boolean({ description: 'false for events from the sandbox (test keys)' }),
    type: StringEnum(EVENT_TYPES),
    occurredAt: DateTime,
    data: Type.Object(
      {},
      {
        additionalProperties: true,
        description:
          "The ids of the objects involved plus the facts of the type; each type's shape is the schema named after it (`ConversationStartedData`, `MeetingBookedData`, …).",
      },
    ),
    links: Type.Object(
      {},
      {
        additionalProperties: Type.String(),
        description:
          'API paths of the objects in `data`, by object (`visitor`, `conversation`, …); per type: `ConversationStartedLinks`, ….',
      },
    ),
  },
  {
    $id: 'Event',
    title: 'Event',
    description: 'The envelope of every webhook delivery, event-log row and stream frame.',
  },
);
export type EventBody = Static<typeof Event>;

/** `since` of the log and the stream: an event id; `0` starts at the beginning. */
export const Since = Type.String({
  pattern: '^([0-9]{1,16}|now)$',
  maxLength: 16,
  description:
    'continue after this event id (the `nextSince` of the previous call); `0` or absent starts at the beginning; `now` starts after the newest event, so only what happens from then on is read',
});

export const TypesFilter = Type.String({
  maxLength: 2000,
  description: 'comma-separated event types to keep (unknown types are a 400); absent keeps every type',
});

export const EventsQuery = Type.Object({
  since: Type.Optional(Since),
  types: Type.Optional(TypesFilter),
  limit: PageQuery.limit,
});

export const EventList = Type.Object({
  items: Type.Array(Type.Ref(Event)),
  nextSince: Type.String({
    pattern: '^[0-9]+$',
    description:
      'pass as `since` to continue: the id of the last item, or, once the log is exhausted, the newest id scanned (never behind `since`); an empty page repeats it',
  }),
});
