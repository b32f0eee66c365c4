import type { ResourceModule } from '../../modules.js';
import { Conversation, ConversationDetail, Message } from './schemas.js';
import { listConversationsRoute } from './list-conversations.js';
import { getConversationRoute } from './get-conversation.js';

export const conversationsModule: ResourceModule = {
  name: 'conversations',
  tags: [
    {
      name: 'conversations',
      description: 'What visitors and agents said, masked unless the key holds conversations:transcripts.',
    },
  ],
  schemas: [Conversation, Message, ConversationDetail],
  routes: [listConversationsRoute, getConversationRoute],
};
