import type { Tx } from '../../db/types.js';
import { invalidRequest } from '../../contract/errors.js';
import { EVENT_TYPES, isEventType, type EventType } from '../../platform/outbox/catalogue.js';
import { newestEventId, readEvents, type EventRow } from './repository.js';
import type { EventBody } from './schemas.js';

/** Live data sets are `ws_…`, sandboxes `sbx_…`. */
export const isLive = (tenant: string) => tenant.startsWith('ws_');

export function toEvent(row: EventRow, livemode: boolean): EventBody {
  return {
    id: String(row.id),
    livemode,
    type: row.type as EventType,
    occurredAt: row.occurredAt.toISOString(),
    data: row.data,
    links: row.links,
  };
}

/** An event id as a number; the schema already bounds it to 16 digits, so it is exact. */
export function parsePosition(value: string | undefined, param: string): number {
  if (value === undefined || value === '') return 0;
  if (!/^[0-9]{1,16}$/.test(value) || !Number.isSafeInteger(Number(value))) {
    throw invalidRequest(`${param} must be an event id (a decimal number), or 0 for the beginning.`, param);
  }
  return Number(value);
}

/** `since`: an event id, or `now` for the newest one (read in the caller's data set). */
export async function resolveSince(tx: Tx, value: string | undefined): Promise<number> {
  return value === 'now' ? newestEventId(tx) : parsePosition(value, 'since');
}

/** `types=a,b`: null keeps every type; an unknown type is a 400 naming it. */
export function parseTypes(value: string | undefined): EventType[] | null {
  if (value === undefined) return null;
  const names = [
    ...new Set(
      value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (names.length === 0) return null;
  const unknown = names.filter((n) => !isEventType(n));
  if (unknown.length > 0) {
    throw invalidRequest(
      `Unknown event type${unknown.length > 1 ? 's' : ''}: ${unknown.slice(0, 5).join(', ')}. The catalogue: ${EVENT_TYPES.join(', ')}.`,
      'types',
    );
  }
  return names as EventType[];
}

export async function listEvents(
  tx: Tx,
  livemode: boolean,
  q: { since?: string; types?: string; limit: number },
): Promise<{ items: EventBody[]; nextSince: string }> {
  const types = parseTypes(q.types);
  // One statement either way (the route runs as a one-statement read): for
  // `now` the page read past every id still reports the newest one.
  if (q.since === 'now') {
    const { head } = await readEvents(tx, { after: Number.MAX_SAFE_INTEGER, types, limit: 1 });
    return { items: [], nextSince: String(head) };
  }
  const after = parsePosition(q.since, 'since');
  const { rows, head } = await readEvents(tx, { after, types, limit: q.limit });
  const last = rows.length > 0 ? rows[rows.length - 1]!.id : after;
  const next = rows.length < q.limit ? Math.max(last, head, after) : last;
  return { items: rows.map((r) => toEvent(r, livemode)), nextSince: String(next) };
}
