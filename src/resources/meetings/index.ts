import type { ResourceModule } from '../../modules.js';
import { Attendee, Meeting } from './schemas.js';
import { listMeetingsRoute } from './list-meetings.js';
import { getMeetingRoute } from './get-meeting.js';

export const meetingsModule: ResourceModule = {
  name: 'meetings',
  tags: [{ name: 'meetings', description: 'Meetings the agents booked with visitors.' }],
  schemas: [Attendee, Meeting],
  routes: [listMeetingsRoute, getMeetingRoute],
};
