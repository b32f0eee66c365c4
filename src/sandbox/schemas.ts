import { Type } from '@sinclair/typebox';
import { DateTime } from '../contract/schemas.js';

export const Sandbox = Type.Object(
  {
    mode: Type.Literal('test'),
    livemode: Type.Boolean(),
    workspaceId: Type.String({ pattern: '^sbx_', description: 'the sandbox data set, starts with sbx_' }),
    seededAt: Type.Optional(DateTime),
    fixtures: Type.Record(Type.String(), Type.Integer(), { description: 'count of each seeded object type' }),
  },
  { $id: 'Sandbox', title: 'Sandbox' },
);
