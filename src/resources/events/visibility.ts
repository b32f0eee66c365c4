import { ApiError } from '../../contract/errors.js';
import type { Scope } from '../../platform/keys/scopes.js';
import { EVENT_TYPES, type EventType } from '../../platform/outbox/catalogue.js';

/**
 * Which events a caller without `webhooks:manage` may follow on the stream
 * (a dashboard member's Inbox; keys always need webhooks:manage): an event is about one object,
 * and whoever may read that object through `/v1` may hear that it changed. The
 * data is the same for every reader: events carry no verbatim visitor text
 * (a follow-up's question is masked when the event is written, as for a key
 * without conversations:transcripts), only ids and facts the reads show too.
 *
 * `null`: only `webhooks:manage` follows it (no read operation shows that
 * object, or it is an owner/admin matter such as erasures). Every type of the
 * catalogue must be named here (`satisfies`), so a new type is invisible to
 * narrowed readers until someone decides otherwise: the stream fails closed.
 */
const READ_SCOPE = {
  'conversation.started': 'conversations:read',
  'conversation.engaged': 'conversations:read',
  'conversation.ended': 'conversations:read',
  'visitor.identified': 'visitors:read',
  'lead.identified': 'leads:read',
  'intent.hot': 'visitors:read',
  'meeting.booked': 'meetings:read',
  'form.submitted': 'leads:read',
  'segment.entered': 'segments:read',
  'segment.left': 'segments:read',
  'offer.shown': 'offers:read',
  'offer.accepted': 'offers:read',
  'offer.declined': 'offers:read',
  'tour.played': 'sittings:read',
  'tour.step_viewed': 'sittings:read',
  'tour.cta_clicked': 'sittings:read',
  'tour.completed': 'sittings:read',
  'experience.viewed': null,
  'checklist.task_completed': null,
  'checklist.converted': null,
  'follow_up.created': 'follow_ups:read',
  'follow_up.answered': 'follow_ups:read',
  'visitor.erased': null,
} as const satisfies Record<EventType, Scope | null>;

/** The scope that follows every event. */
export const FULL_STREAM_SCOPE: Scope = 'webhooks:manage';

/** The scopes that follow some events (the route's `orScopes`). */
export const NARROW_STREAM_SCOPES: readonly Scope[] = [
  ...new Set(Object.values(READ_SCOPE).filter((s): s is NonNullable<typeof s> => s !== null)),
];

/** The types a caller's scopes follow; null: every type. */
export function visibleTypes(scopes: ReadonlySet<Scope>): EventType[] | null {
  if (scopes.has(FULL_STREAM_SCOPE)) return null;
  return EVENT_TYPES.filter((t) => {
    const scope = READ_SCOPE[t];
    return scope !== null && scopes.has(scope);
  });
}

/**
 * The types a stream sends: the asked-for ones (null: all) within what the
 * caller may follow. Asking for a type the caller may not follow is a 403
 * naming the scope it needs, never a silently empty stream.
 */
export function streamTypes(asked: EventType[] | null, scopes: ReadonlySet<Scope>): EventType[] | null {
  const visible = visibleTypes(scopes);
  if (visible === null) return asked;
  const hidden = (asked ?? []).filter((t) => !visible.includes(t));
  if (visible.length === 0 || hidden.length > 0) {
    const needs = hidden.map((t) => `${t} (${READ_SCOPE[t] ?? FULL_STREAM_SCOPE})`).join(', ');
    throw new ApiError(
      'insufficient-scope',
      hidden.length > 0
        ? `These events need a scope the caller lacks: ${needs.slice(0, 300)}.`
        : `This operation needs the ${FULL_STREAM_SCOPE} scope or a read scope of the events' objects.`,
    );
  }
  return asked ?? visible;
}
