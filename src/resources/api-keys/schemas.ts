import { Type } from '@sinclair/typebox';
import { DateTime, Nullable, StringEnum, Uuid } from '../../contract/schemas.js';
import { SCOPES } from '../../platform/keys/scopes.js';

const apiKeyFields = {
  id: Uuid,
  name: Nullable(Type.String()),
  mode: StringEnum(['live', 'test'] as const, {
    description: '`live` keys act on the live data, `test` keys on the sandbox',
  }),
  prefix: Type.String({ description: 'the first characters of the key, to recognise it' }),
  scopes: Type.Array(StringEnum(SCOPES)),
  createdAt: DateTime,
  revokedAt: Nullable(DateTime),
  lastUsedAt: Nullable(
    Object.assign({}, DateTime, { description: 'the last successful call (recorded within a few seconds)' }),
  ),
};

export const ApiKey = Type.Object(apiKeyFields, { $id: 'ApiKey', title: 'ApiKey' });

export const ApiKeyWithSecret = Type.Object(
  { ...apiKeyFields, key: Type.String({ description: 'the key itself: shown only in this answer, store it safely' }) },
  { $id: 'ApiKeyWithSecret', title: 'ApiKeyWithSecret' },
);

export const ApiKeyList = Type.Object({ items: Type.Array(Type.Ref(ApiKey)) });

export const CreateApiKeyBody = Type.Object({
  name: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  scopes: Type.Optional(
    Type.Array(StringEnum(SCOPES), {
      maxItems: SCOPES.length,
      description:
        'the scopes to grant; default (absent or empty): every read scope. Named-only scopes (`conversations:transcripts`, `privacy:manage`, `keys:manage`, `operators:manage`) are granted only when listed. A caller cannot grant a scope it does not hold itself.',
    }),
  ),
});
