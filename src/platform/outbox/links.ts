/**
 * `links` of an event: every object id in `data` that has an API path, mapped to
 * it. Deriving links from data keeps the two consistent for every event type.
 */
interface LinkPath {
  /** The key in `links`. */
  name: string;
  path: (id: string) => string;
  /** The path pattern, for the OpenAPI description of each event type's links. */
  example: string;
}

const link = (name: string, base: string): LinkPath => ({
  name,
  path: (id) => `/v1/${base}/${id}`,
  example: `/v1/${base}/{id}`,
});

export const LINK_PATHS: Readonly<Record<string, LinkPath>> = {
  visitorId: link('visitor', 'visitors'),
  conversationId: link('conversation', 'conversations'),
  agentId: link('agent', 'agents'),
  followUpId: link('followUp', 'follow-ups'),
  leadId: link('lead', 'leads'),
  meetingId: link('meeting', 'meetings'),
  tourId: link('tour', 'tours'),
  segmentId: link('segment', 'segments'),
  offerId: link('offer', 'offers'),
};

export function linksFor(data: Record<string, unknown>): Record<string, string> {
  const links: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    const path = Object.hasOwn(LINK_PATHS, key) ? LINK_PATHS[key] : undefined;
    if (path && typeof value === 'string' && value) links[path.name] = path.path(value);
  }
  return links;
}
