/**
 * The complete catalogue of event types: the contract's 22 (section 6) and
 * `visitor.erased` (the privacy design, spec/privacy.md). Never add types that
 * are not in the spec.
 */
export const EVENT_TYPES = [
  'conversation.started',
  'conversation.engaged',
  'conversation.ended',
  'visitor.identified',
  'lead.identified',
  'intent.hot',
  'meeting.booked',
  'form.submitted',
  'segment.entered',
  'segment.left',
  'offer.shown',
  'offer.accepted',
  'offer.declined',
  'tour.played',
  'tour.step_viewed',
  'tour.cta_clicked',
  'tour.completed',
  'experience.viewed',
  'checklist.task_completed',
  'checklist.converted',
  'follow_up.created',
  'follow_up.answered',
  'visitor.erased',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

export function isEventType(s: string): s is EventType {
  return (EVENT_TYPES as readonly string[]).includes(s);
}
