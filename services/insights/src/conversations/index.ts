import type { insightsV1 } from '@quire/proto';
import type { InsightsContext } from '../context';
import { getConversation } from './handlers/get-conversation';
import { ingestConversation } from './handlers/ingest-conversation';
import { listConversations } from './handlers/list-conversations';

export function conversationService(ctx: InsightsContext): insightsV1.ConversationServiceImplementation {
  return {
    ingestConversation: (request, callContext) => ingestConversation(ctx, request, callContext),
    listConversations: (request, callContext) => listConversations(ctx, request, callContext),
    getConversation: (request, callContext) => getConversation(ctx, request, callContext),
  };
}
