import { Type } from '@sinclair/typebox';
import { defineRoute } from '../../http/route.js';
import { ActionIdParam, ActionLink, AgentRef } from './schemas.js';
import { getActionLink } from './service.js';

const Utm = (name: string) =>
  Type.Optional(
    Type.String({
      maxLength: 200,
      description: `${name}; applied only with a destination; an empty value is left out`,
    }),
  );

export const getActionLinkRoute = defineRoute({
  method: 'GET',
  url: '/agents/:id/actions/:actionId/link',
  operationId: 'getActionLink',
  summary: 'Build the link that fires an Action',
  description:
    "`destination` (a full http or https URL of a page on the agent's site) overrides the Action's own. With a destination the URL is full: it keeps the destination's query, adds the utm tags (percent-encoded; a tag given here replaces the same tag in the destination) and ends in `#action=<id>`, replacing any fragment the destination had. Without one it is the bare `#action=<id>` and utm tags are not applied.",
  tags: ['actions'],
  auth: { scope: 'agents:read' },
  schema: {
    params: Type.Object({ id: AgentRef, actionId: ActionIdParam }),
    querystring: Type.Object({
      destination: Type.Optional(
        Type.String({
          format: 'uri',
          maxLength: 2048,
          description: "full page URL on the agent's site; overrides the Action's",
        }),
      ),
      utm_source: Utm('utm_source'),
      utm_medium: Utm('utm_medium'),
      utm_campaign: Utm('utm_campaign'),
      utm_term: Utm('utm_term'),
    }),
    response: { 200: Type.Ref(ActionLink) },
  },
  handler: async ({ deps, tx, params, query }) => getActionLink(deps, tx, params.id, params.actionId, query),
});
