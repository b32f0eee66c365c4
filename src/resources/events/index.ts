import type { ResourceModule } from '../../modules.js';
import { eventPayloadSchemas } from '../../platform/outbox/payloads.js';
import { Event } from './schemas.js';
import { listEventsRoute } from './list-events.js';
import { HUB_KEY, streamEventsRoute } from './stream-events.js';
import { StreamHub } from './stream-hub.js';
import { usableKeyIds } from '../../platform/keys/repository.js';
import { liveSessionIds } from '../../platform/operators/repository.js';

export const eventsModule: ResourceModule = {
  name: 'events',
  tags: [{ name: 'events', description: 'The event log of a data set, read page by page or as a live stream.' }],
  schemas: [Event, ...eventPayloadSchemas],
  routes: [listEventsRoute, streamEventsRoute],
  plugin: (app, deps) => {
    const hub = new StreamHub(deps.db, deps.log, deps.signals, {
      pollMs: deps.config.streamPollMs,
      maxSeconds: deps.config.streamMaxSeconds,
      // Comments at least every 15 s (decisions); more often with a short poll interval.
      keepAliveMs: Math.min(15_000, Math.max(1000, deps.config.streamPollMs * 5)),
      keys: {
        // A stream opened by a dashboard session carries the session's id: it ends with the session.
        usable: async (ids) =>
          new Set([...(await usableKeyIds(deps.db, ids)), ...(await liveSessionIds(deps.db, ids, deps.clock.now()))]),
        onChange: (fn) => deps.authCache.onChange(fn),
        recheckMs: 5000,
      },
    });
    deps.slots.set(HUB_KEY, hub);
    deps.metrics.trackStreams(() => hub.size);
    // Open streams would hold app.close() forever: end them (with their end frame) first.
    app.addHook('preClose', async () => hub.close());
  },
};
