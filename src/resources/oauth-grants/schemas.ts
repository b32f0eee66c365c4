import { Type } from '@sinclair/typebox';
import { DateTime, Nullable, StringEnum, Uuid } from '../../contract/schemas.js';

export const OAuthGrant = Type.Object(
  {
    id: Uuid,
    clientId: Type.String({
      description:
        "the assistant's client_id: its metadata document's https URL, or the id dynamic registration gave it",
    }),
    clientName: Nullable(Type.String({ description: 'the name the assistant gave itself' })),
    operatorId: Type.String({ description: 'the operator who allowed it' }),
    mode: StringEnum(['live', 'test'] as const, { description: '`live` data or the sandbox (`test`)' }),
    scopes: Type.Array(Type.String(), { description: 'what its tokens may do' }),
    createdAt: DateTime,
    lastUsedAt: Nullable(DateTime),
  },
  { $id: 'OAuthGrant', title: 'OAuthGrant' },
);

export const OAuthGrantList = Type.Object({
  items: Type.Array(Type.Ref(OAuthGrant), { description: 'grants in force, newest first (not paged)' }),
});
