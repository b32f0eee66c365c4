import type { FixtureSeeder } from '../../modules.js';
import { newId, publicId } from '../../lib/ids.js';
import { insertAgent } from './repository.js';
import type { BookingBody } from './schemas.js';

const WEEKDAY_HOURS = (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, start: '09:00', end: '17:00' }));

/** Booking settings of the sample agent: weekdays 9 to 5 in Berlin, half-hour meetings. */
export const EXAMPLE_BOOKING: BookingBody = {
  timezone: 'Europe/Berlin',
  durationMinutes: 30,
  minimumNoticeMinutes: 120,
  horizonDays: 14,
  availability: WEEKDAY_HOURS,
  repUserId: 'rep-example',
};

/**
 * One sample agent; other resources attach their examples to it (shared key
 * `agentId`). Its runtime settings let a newcomer talk to it at once: any origin
 * (the sandbox only), a greeting, a theme and bookable weekday hours.
 */
export const agentFixtures: FixtureSeeder = {
  order: 5,
  async seed({ tx, now, shared }) {
    const id = newId();
    await insertAgent(tx, {
      id,
      publicId: publicId('ag_'),
      name: 'Example Concierge (sample agent)',
      greeting: 'Hi! I am the example concierge of this sandbox. Ask me about pricing, integrations, security or support hours (example).',
      allowedOrigins: ['*'],
      theme: { accentColor: '#2563eb', colorScheme: 'auto', radius: 12 },
      launcher: { position: 'bottom-right', label: 'Ask us (example)' },
      booking: EXAMPLE_BOOKING,
      intentHotThreshold: 70,
      now,
    });
    shared.set('agentId', id);
    return { agents: 1 };
  },
};
