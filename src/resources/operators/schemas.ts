import { Type } from '@sinclair/typebox';
import { DateTime, Nullable, StringEnum, Uuid } from '../../contract/schemas.js';
import { OPERATOR_ROLES } from '../../platform/keys/scopes.js';
import { PASSWORD_MAX } from '../../platform/operators/secrets.js';

const Role = StringEnum(OPERATOR_ROLES, {
  description:
    '`owner` and `admin` manage keys, webhooks, operators and agent settings (only an owner makes, changes or removes an owner); `member` does everything else',
});
const Transcripts = Type.Boolean({
  description: 'may read conversations and visitor questions verbatim (the conversations:transcripts scope)',
});
const Name = Nullable(Type.String({ maxLength: 200 }));

const operatorFields = {
  id: Uuid,
  workspaceId: Type.String(),
  email: Type.String({ description: 'lower-cased' }),
  name: Nullable(Type.String()),
  role: Role,
  transcripts: Transcripts,
  hasPassword: Type.Boolean({ description: 'false until the operator signs in with a link and sets a password' }),
  createdAt: DateTime,
  updatedAt: DateTime,
};

export const Operator = Type.Object(operatorFields, { $id: 'Operator', title: 'Operator' });

export const CreatedOperator = Type.Object(
  {
    ...operatorFields,
    signInUrl: Nullable(
      Type.String({
        description:
          'a one-time sign-in link (`<base URL>/app/sign-in#token=…`, valid 24 hours) when no password was given; shown only here',
      }),
    ),
    signInUrlExpiresAt: Nullable(DateTime),
    emailed: Type.Boolean({
      description:
        'true when the sign-in link is being emailed to them (the server has a mailbox); `signInUrl` is then null',
    }),
  },
  { $id: 'CreatedOperator', title: 'CreatedOperator' },
);

export const OperatorList = Type.Object({ items: Type.Array(Type.Ref(Operator)) });

export const CreateOperatorBody = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 254 }),
  name: Type.Optional(Name),
  role: Type.Optional(Object.assign({}, Role, { description: 'default member' })),
  transcripts: Type.Optional(Object.assign({}, Transcripts, { description: 'default false' })),
  password: Type.Optional(
    Type.String({
      minLength: 12,
      maxLength: PASSWORD_MAX,
      description: 'at least 12 characters; without it the answer carries a one-time `signInUrl`',
    }),
  ),
});

export const UpdateOperatorBody = Type.Object({
  name: Type.Optional(Name),
  role: Type.Optional(Role),
  transcripts: Type.Optional(Transcripts),
});
