import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod } from 'ical-generator';

export interface Invitation {
  /** Stable per meeting, so a resent or updated invitation replaces the one in the visitor's calendar. */
  uid: string;
  start: Date;
  end: Date;
  stamp: Date;
  summary: string;
  description: string;
  organizer: { name: string; email: string };
  attendee: { name: string | null; email: string };
}

/**
 * The meeting as an iCalendar request (RFC 5545, METHOD:REQUEST): one VEVENT
 * with its UID, times in UTC, the organizer and the attendee (asked to reply),
 * written by ical-generator so folding and escaping follow the RFC.
 */
export function invitationIcs(inv: Invitation): string {
  const cal = ical({
    prodId: { company: 'Concierge', product: 'Concierge', language: 'EN' },
    method: ICalCalendarMethod.REQUEST,
  });
  cal.createEvent({
    id: inv.uid,
    start: inv.start,
    end: inv.end,
    stamp: inv.stamp,
    summary: inv.summary,
    description: inv.description,
    organizer: inv.organizer,
    attendees: [
      {
        email: inv.attendee.email,
        ...(inv.attendee.name ? { name: inv.attendee.name } : {}),
        rsvp: true,
        role: ICalAttendeeRole.REQ,
        status: ICalAttendeeStatus.NEEDSACTION,
      },
    ],
  });
  return cal.toString();
}
