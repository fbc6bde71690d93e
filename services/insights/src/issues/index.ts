import type { insightsV1 } from '@quire/proto';
import type { InsightsContext } from '../context';
import { getConversationIssue } from './handlers/get-conversation-issue';
import { listConversationIssues } from './handlers/list-conversation-issues';

export function conversationIssueService(ctx: InsightsContext): insightsV1.ConversationIssueServiceImplementation {
  return {
    listConversationIssues: (request, callContext) => listConversationIssues(ctx, request, callContext),
    getConversationIssue: (request, callContext) => getConversationIssue(ctx, request, callContext),
  };
}
