import { Type, type Static } from '@sinclair/typebox';
import { DateTime, NextCursor, Nullable, Uuid } from '../../http/schemas.js';

export const Agent = Type.Object(
  {
    id: Uuid,
    publicId: Type.String({ description: 'public id used by the page SDK and in links' }),
    name: Type.String(),
    personalBaseId: Nullable(Type.String({ format: 'uuid', description: 'the personal knowledge base' })),
    sharedBaseIds: Type.Array(Uuid, { description: 'shared knowledge bases attached to the agent' }),
    createdAt: DateTime,
    updatedAt: DateTime,
  },
  {
    $id: 'Agent',
    title: 'Agent',
    description:
      'An agent and the knowledge it answers from: its personal base (null until it has one) and the shared bases attached to it. The contract leaves the payload open; these fields are this service\'s choice.',
  },
);
export type AgentBody = Static<typeof Agent>;

export const AgentList = Type.Object({ items: Type.Array(Type.Ref(Agent)), nextCursor: NextCursor });

/** Agents are addressed by UUID or public id; anything else names no agent (404). */
export const AgentRef = Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$', maxLength: 100, description: 'the agent\'s UUID or public id' });
