import { Type, type Static } from '@sinclair/typebox';
import { DateTime, LintProblem, NextCursor, Nullable, StringEnum, Uuid } from '../../contract/schemas.js';
import { TOUR_LINT_CODES } from './lint.js';

export const TOUR_STATUSES = ['draft', 'published', 'archived'] as const;
export const TourStatus = StringEnum(TOUR_STATUSES, {
  description:
    "`published` while a frozen revision is live (or the tour was imported as published), otherwise the row's own status",
});
export const TOUR_MODES = ['self_playing', 'agent_led'] as const;
export const ADVANCES = ['auto', 'click', 'ask'] as const;

export const Tour = Type.Object(
  {
    id: Uuid,
    publicId: Type.String({ description: 'id used in share links and embeds, and on the anonymous player route' }),
    name: Type.String(),
    description: Nullable(Type.String()),
    status: TourStatus,
    isActive: Type.Boolean({ description: 'inactive tours are not served to visitors' }),
    hubId: Nullable(Uuid),
    publishedAt: Nullable(DateTime),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { $id: 'Tour', title: 'Tour' },
);
export type TourBody = Static<typeof Tour>;

const Region = Type.Array(Type.Number({ minimum: 0, maximum: 1 }), {
  minItems: 4,
  maxItems: 4,
  description: '[x, y, w, h] as 0-1 fractions of the screen',
});

export const Anchor = Type.Union(
  [
    Type.Literal('center', { description: 'a lightbox in the middle of the screen' }),
    Type.Object({
      element: Type.String({ minLength: 1, maxLength: 1000, description: 'a CSS selector; accepted but not verified' }),
    }),
    Type.Object({ region: Region }),
  ],
  { description: '`center`, `{element}` (a selector, not verified) or `{region: [x, y, w, h]}`' },
);

const OpenWhen = Type.Array(Type.String({ maxLength: 500 }), {
  maxItems: 100,
  description: 'phrases that open this step from a conversation',
});

export const TourSpecScreen = Type.Object(
  {
    id: Type.String(),
    type: Nullable(StringEnum(['image', 'video'] as const)),
    name: Nullable(Type.String()),
    orderIndex: Type.Integer(),
    durationSecs: Nullable(Type.Number({ description: 'length of a video screen in seconds' })),
  },
  { $id: 'TourSpecScreen', title: 'TourSpecScreen' },
);

export const TourSpecStep = Type.Object(
  {
    ref: Type.String({ description: 'stable key of the step' }),
    screen: Type.String({ description: 'a screen id from screens; a step never moves between screens' }),
    at: Nullable(Type.Number({ description: 'seconds into a video screen (video screens only)' })),
    anchor: Anchor,
    title: Type.String(),
    body: Type.String({ description: 'what the step says; narration follows it unless a person wrote their own' }),
    advance: StringEnum(ADVANCES, { description: '`ask` holds the frame for the agent and needs an agent-led tour' }),
    advanceAfterSecs: Nullable(Type.Number()),
    narrate: Type.Boolean(),
    openWhen: OpenWhen,
  },
  { $id: 'TourSpecStep', title: 'TourSpecStep' },
);

export const TourSpec = Type.Object(
  {
    tour: Type.Object(
      {
        id: Uuid,
        publicId: Type.String(),
        name: Type.String(),
        description: Nullable(Type.String()),
        mode: StringEnum(TOUR_MODES, {
          description: '`agent_led` tours let steps `ask`; `self_playing` ones play on their own',
        }),
        display: Nullable(Type.String()),
        transition: Nullable(Type.String()),
      },
      { description: 'the tour the spec belongs to (read-only here)' },
    ),
    screens: Type.Array(Type.Ref(TourSpecScreen), { description: 'read-only; in order' }),
    steps: Type.Array(Type.Ref(TourSpecStep), { description: 'by screen, then in playing order' }),
  },
  { $id: 'TourSpec', title: 'TourSpec' },
);
export type TourSpecBody = Static<typeof TourSpec>;

/** A step as written to propose or apply: only `ref` names it, every other field is optional. */
export const TourSpecStepInput = Type.Object(
  {
    ref: Type.Optional(Type.String({ maxLength: 200, description: 'stable key; a missing ref is a lint error' })),
    screen: Type.Optional(Type.String({ maxLength: 200 })),
    at: Type.Optional(Nullable(Type.Number({ minimum: 0 }))),
    anchor: Type.Optional(Anchor),
    title: Type.Optional(Type.String({ maxLength: 2000 })),
    body: Type.Optional(Type.String({ maxLength: 20_000 })),
    advance: Type.Optional(StringEnum(ADVANCES)),
    advanceAfterSecs: Type.Optional(Nullable(Type.Number({ minimum: 0 }))),
    narrate: Type.Optional(Type.Boolean()),
    openWhen: Type.Optional(OpenWhen),
  },
  {
    $id: 'TourSpecStepInput',
    title: 'TourSpecStepInput',
    description:
      'An existing ref is merged field by field (fields left out keep their value); a new ref is inserted (defaults: anchor center, title empty, advance click, narrate false, no at, no openWhen); refs left out of the spec are deleted.',
  },
);

export const SpecInput = Type.Object(
  {
    steps: Type.Array(Type.Ref(TourSpecStepInput), {
      maxItems: 500,
      description: 'every step the tour keeps, in playing order per screen',
    }),
  },
  { description: '`tour` and `screens` are read-only and ignored here' },
);

export const LINT_CODE_TEXT = `Codes: errors ${TOUR_LINT_CODES.errors.join(', ')}; warnings ${TOUR_LINT_CODES.warnings.join(', ')}.`;

const StepChange = Type.Object({
  ref: Type.String(),
  fields: Type.Record(Type.String(), Type.Object({ old: Type.Unknown(), new: Type.Unknown() }), {
    description: 'each changed field with its old and new value',
  }),
});

export const TourSpecDiff = Type.Object(
  {
    added: Type.Array(Type.Ref(TourSpecStep), { description: 'steps with a new ref, as they would be written' }),
    removed: Type.Array(Type.Ref(TourSpecStep), { description: 'steps whose ref is left out (they would be deleted)' }),
    changed: Type.Array(StepChange),
    reordered: Type.Array(
      Type.Object({ screen: Type.String(), before: Type.Array(Type.String()), after: Type.Array(Type.String()) }),
      { description: 'screens whose kept steps change order (refs before and after)' },
    ),
  },
  {
    $id: 'TourSpecDiff',
    title: 'TourSpecDiff',
    description: 'keyed by ref; all four lists are empty when nothing would change',
  },
);

export const TourProposal = Type.Object(
  {
    tourId: Uuid,
    baseVersion: Type.String({ description: 'the version the proposal was made against; pass it to apply' }),
    diff: Type.Ref(TourSpecDiff),
    problems: Type.Array(Type.Ref(LintProblem)),
    applicable: Type.Boolean({ description: 'false while any problem is an error' }),
    spec: Type.Ref(TourSpec, { description: 'the spec as the apply would leave it (an addition to the contract)' }),
  },
  { $id: 'TourProposal', title: 'TourProposal' },
);

export const TourSpecRead = Type.Object({
  tourId: Uuid,
  version: Type.String({ description: 'opaque; changes on every apply; send it back as baseVersion' }),
  spec: Type.Ref(TourSpec),
});

export const AppliedTourSpec = Type.Object({
  tourId: Uuid,
  version: Type.String({ description: 'the new version' }),
  spec: Type.Ref(TourSpec),
  problems: Type.Array(Type.Ref(LintProblem), { description: 'warnings that remain (errors refuse the apply)' }),
});

export const PublishReceipt = Type.Object(
  {
    tourId: Uuid,
    publicId: Nullable(Type.String()),
    revisionId: Uuid,
    publishedVersion: Type.Integer({ description: 'counts up from 1 per tour' }),
    publishedAt: DateTime,
  },
  { $id: 'PublishReceipt', title: 'PublishReceipt' },
);

const DocumentScreen = Type.Object({
  id: Type.String(),
  type: Nullable(StringEnum(['image', 'video'] as const)),
  name: Nullable(Type.String()),
  orderIndex: Type.Integer(),
  durationSecs: Nullable(Type.Number()),
  mediaUrl: Nullable(Type.String({ description: 'absolute URL of the image or video' })),
  posterUrl: Nullable(Type.String({ description: "absolute URL of a video's poster image" })),
});

const Guide = Type.Object({
  index: Type.Integer({ description: 'the step index sittings count (0 is the first step)' }),
  ref: Type.String(),
  screen: Type.String(),
  at: Nullable(Type.Number()),
  anchor: Anchor,
  title: Type.String(),
  body: Type.String(),
  advance: StringEnum(ADVANCES),
  advanceAfterSecs: Nullable(Type.Number()),
  narrate: Type.Boolean(),
  narrationUrl: Nullable(
    Type.String({ description: 'absolute URL of the recording; null when none is recorded (or narrate is false)' }),
  ),
  openWhen: OpenWhen,
});

export const TourDocument = Type.Object(
  {
    tourId: Uuid,
    publicId: Nullable(Type.String()),
    name: Type.String(),
    description: Nullable(Type.String()),
    display: Nullable(Type.String()),
    transition: Nullable(Type.String()),
    mode: StringEnum(TOUR_MODES),
    publishedVersion: Nullable(Type.Integer({ description: 'the frozen revision served, or null for live rows' })),
    screens: Type.Array(DocumentScreen, { description: 'in order, media URLs resolved' }),
    guides: Type.Array(Guide, { description: 'the steps in playing order, with their settings and narration URL' }),
  },
  { $id: 'TourDocument', title: 'TourDocument' },
);
export type TourDocumentBody = Static<typeof TourDocument>;

export const TourWithDocument = Type.Intersect([Type.Ref(Tour), Type.Object({ document: Type.Ref(TourDocument) })], {
  $id: 'TourWithDocument',
  title: 'TourWithDocument',
});

export const TourList = Type.Object({ items: Type.Array(Type.Ref(Tour)), nextCursor: NextCursor });

export const SITTING_SOURCES = ['preview', 'lightbox', 'embed', 'share', 'chat', 'legacy'] as const;

export const Sitting = Type.Object(
  {
    id: Type.String({ description: 'the view session id' }),
    tourId: Uuid,
    visitorId: Nullable(Type.String()),
    email: Nullable(Type.String()),
    source: Nullable(StringEnum(SITTING_SOURCES)),
    startedAt: DateTime,
    endedAt: DateTime,
    seconds: Type.Integer(),
    stepViews: Type.Integer({ description: 'steps shown, revisits included' }),
    stepsSeen: Type.Array(Type.Integer(), {
      description: 'distinct step indexes seen (0 is the first step), ascending',
    }),
    maxStep: Type.Integer({ description: 'furthest step index, -1 when none' }),
    completed: Type.Boolean(),
    ctaClicks: Type.Integer(),
  },
  {
    $id: 'Sitting',
    title: 'Sitting',
    description: "One play of a tour by one viewer. The operator's own dashboard plays are never listed.",
  },
);
export type SittingBody = Static<typeof Sitting>;

export const SittingList = Type.Object({ items: Type.Array(Type.Ref(Sitting)), nextCursor: NextCursor });

export const tourSchemas = [
  Tour,
  TourSpecScreen,
  TourSpecStep,
  TourSpec,
  TourSpecStepInput,
  TourSpecDiff,
  TourProposal,
  PublishReceipt,
  TourDocument,
  TourWithDocument,
  Sitting,
];
