import type { ResourceModule } from '../../modules.js';
import { Attendee, Meeting } from './schemas.js';
import { listMeetingsRoute } from './list-meetings.js';
import { getMeetingRoute } from './get-meeting.js';
import { CONFIRMATION_JOB, confirmationJob } from './confirmation.js';

export const meetingsModule: ResourceModule = {
  name: 'meetings',
  tags: [{ name: 'meetings', description: 'Meetings the agents booked with visitors.' }],
  schemas: [Attendee, Meeting],
  routes: [listMeetingsRoute, getMeetingRoute],
  jobs: { [CONFIRMATION_JOB]: confirmationJob },
};
