import type { RouteDef } from '../http/route.js';
import { getAgentConfigRoute } from './get-agent-config.js';
import { startSessionRoute } from './start-session.js';
import { postMessageRoute } from './post-message.js';
import { listMessagesRoute } from './list-messages.js';
import { postEventRoute } from './post-event.js';
import { getSlotsRoute } from './get-slots.js';
import { bookMeetingRoute } from './book-meeting.js';
import { endSessionRoute } from './end-session.js';

/** Every operation of the runtime API, in the order of runtime-api.md. */
export const runtimeRoutes: RouteDef<any, any>[] = [
  getAgentConfigRoute,
  startSessionRoute,
  postMessageRoute,
  listMessagesRoute,
  postEventRoute,
  getSlotsRoute,
  bookMeetingRoute,
  endSessionRoute,
];
