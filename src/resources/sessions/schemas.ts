import { Type } from '@sinclair/typebox';
import { DateTime, Nullable, StringEnum, Uuid } from '../../contract/schemas.js';
import { OPERATOR_ROLES } from '../../platform/keys/scopes.js';
import { PASSWORD_MAX } from '../../platform/operators/secrets.js';

export const Session = Type.Object(
  {
    operator: Type.Object({
      id: Uuid,
      email: Type.String(),
      name: Nullable(Type.String()),
      role: StringEnum(OPERATOR_ROLES),
      transcripts: Type.Boolean({ description: 'may read conversations and visitor questions verbatim' }),
      workspaceId: Type.String(),
    }),
    csrfToken: Type.String({
      description: 'send as the `X-CSRF-Token` header on every write (anything but GET and HEAD) made with the cookie',
    }),
    expiresAt: Object.assign({}, DateTime, {
      description: 'when the session ends if it is not used; every use moves it to 12 hours later',
    }),
  },
  { $id: 'Session', title: 'Session' },
);

export const SignInBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: PASSWORD_MAX }),
  workspaceId: Type.Optional(
    Type.String({
      maxLength: 40,
      description: 'the workspace to sign in to, when the same email is an operator of several (default: the oldest)',
    }),
  ),
});

export const LinkSignInBody = Type.Object({
  token: Type.String({
    minLength: 1,
    maxLength: 100,
    description: 'the token of a one-time sign-in link (`/app/sign-in#token=…`)',
  }),
});
