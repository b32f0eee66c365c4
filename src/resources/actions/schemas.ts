import { Type, type Static } from '@sinclair/typebox';
import { BoundedObject, Nullable, OpenObject, StringEnum } from '../../contract/schemas.js';

export const OPENS_KINDS = ['conversation', 'meeting', 'content', 'tour', 'experience', 'link', 'form'] as const;
export const ACTION_ID_RE = /^[A-Za-z0-9_-]{1,64}$/;
export const MAX_ACTIONS_PER_AGENT = 100;

const TargetId = (description: string) => Type.String({ minLength: 1, maxLength: 100, description });
const Url = (description: string) => Type.String({ format: 'uri', maxLength: 2048, description });

export const ActionOpens = Type.Object(
  {
    kind: StringEnum(OPENS_KINDS),
    tourPublicId: Type.Optional(TargetId('required for `tour`')),
    experienceId: Type.Optional(TargetId('required for `experience`')),
    formId: Type.Optional(TargetId('required for `form`')),
    url: Type.Optional(Url('a full http or https URL; required for `link`, optional for `content`')),
  },
  {
    $id: 'ActionOpens',
    title: 'ActionOpens',
    description:
      'What the Action opens. A tour needs `tourPublicId`, a form `formId`, an experience `experienceId`, a link `url`; a target field that does not belong to the kind is refused (400, `param` names it).',
  },
);
export type ActionOpensBody = Static<typeof ActionOpens>;

export const Action = Type.Object(
  {
    id: Type.String({
      description:
        'letters, numbers, dashes or underscores, up to 64; the page uses it as `data-showpilot-action` and in `#action=<id>`',
    }),
    name: Type.String(),
    task: Type.String({ description: 'what the agent sets out to do when the Action fires' }),
    opens: Type.Ref(ActionOpens),
    destination: Nullable(Type.String({ format: 'uri', description: 'the page the link leads to' })),
    campaignContext: Nullable(
      Type.String({ description: 'what the agent should know about the campaign that brought the visitor' }),
    ),
    enabled: Type.Boolean({
      description: 'a disabled Action does not fire: links and buttons naming it open the agent plainly',
    }),
    arrival: OpenObject("arrival rule; rules match in the operator's order"),
    link: Type.String({ description: '`<destination>#action=<id>`, or `#action=<id>` without a destination' }),
    firesLast7Days: Type.Integer({
      description: 'times the Action fired in the last 7 days (an addition to the contract)',
    }),
  },
  { $id: 'Action', title: 'Action' },
);
export type ActionBody = Static<typeof Action>;

export const PutActionResult = Type.Intersect(
  [
    Type.Ref(Action),
    Type.Object({
      created: Type.Boolean({
        description: 'true when the id was free (201), false when an Action was replaced (200)',
      }),
    }),
  ],
  { $id: 'PutActionResult', title: 'PutActionResult' },
);
export type PutActionResultBody = ActionBody & { created: boolean };

export const ActionList = Type.Object({ items: Type.Array(Type.Ref(Action)) });

export const ActionLink = Type.Object(
  { actionId: Type.String(), url: Type.String({ description: 'the link to place on a page, in an email or an ad' }) },
  { $id: 'ActionLink', title: 'ActionLink' },
);

export const ActionPut = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    task: Type.String({ minLength: 1, maxLength: 4000, description: 'required: what the agent sets out to do' }),
    opens: Type.Ref(ActionOpens),
    destination: Type.Optional(Nullable(Url("a full http or https URL of a page on the agent's site"))),
    campaignContext: Type.Optional(Nullable(Type.String({ maxLength: 4000 }))),
    enabled: Type.Optional(Type.Boolean({ default: true })),
    arrival: Type.Optional(BoundedObject('arrival rule; default {}')),
  },
  {
    description:
      "The whole Action: a replace stores exactly this body (fields left out take their defaults: destination null, campaignContext null, enabled true, arrival {}) and keeps the Action's place in the order.",
  },
);
export type ActionPutBody = Static<typeof ActionPut>;

export { AgentRef } from '../agents/schemas.js';

export const ActionIdParam = Type.String({
  pattern: ACTION_ID_RE.source,
  maxLength: 64,
  description: '1 to 64 letters, numbers, dashes or underscores',
});
