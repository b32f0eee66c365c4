import { Type, type Static } from '@sinclair/typebox';
import { DateTime, NextCursor, Nullable, StringEnum, Uuid } from '../../contract/schemas.js';

export const HUB_STATUSES = ['draft', 'published', 'archived'] as const;

export const Hub = Type.Object(
  {
    id: Uuid,
    publicId: Nullable(Type.String({ description: 'id used in share links' })),
    name: Type.String(),
    description: Nullable(Type.String()),
    status: StringEnum(HUB_STATUSES),
    startTourId: Nullable(Uuid),
    tourCount: Type.Integer({ description: 'tours in the hub (templates excluded)' }),
    publishedTourCount: Type.Integer({ description: 'of those, tours whose status is published' }),
    publishedAt: Nullable(DateTime),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  { $id: 'Hub', title: 'Hub', description: 'A collection of tours shown together.' },
);
export type HubBody = Static<typeof Hub>;

export const HubWithTours = Type.Intersect(
  [Type.Ref(Hub), Type.Object({ tourIds: Type.Array(Uuid, { description: "the hub's tours in their order" }) })],
  { $id: 'HubWithTours', title: 'HubWithTours' },
);

export const HubList = Type.Object({ items: Type.Array(Type.Ref(Hub)), nextCursor: NextCursor });
