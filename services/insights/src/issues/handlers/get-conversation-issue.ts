import type { insightsV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorizeRead } from '../../access/policy';
import type { InsightsContext } from '../../context';
import { presentConversation } from '../../conversations/presenter';
import { conversationsByIds } from '../../conversations/queries';
import { ZId } from '../../lib/validation';
import { presentIssue } from '../presenter';
import { findIssue, ISSUE_NOT_FOUND } from '../queries';

const ZGetConversationIssueRequest = z.object({ organizationId: ZId, issueId: z.string().min(1).max(64) });

export async function getConversationIssue(
  ctx: InsightsContext,
  request: insightsV1.GetConversationIssueRequest,
  callContext: CallContext,
): Promise<insightsV1.GetConversationIssueResponse> {
  const input = parseRequest(ZGetConversationIssueRequest, request);
  authorizeRead(getPrincipal(callContext), input.organizationId, ISSUE_NOT_FOUND);
  const issue = await findIssue(ctx.db, input.organizationId, input.issueId);
  if (!issue) throw notFound(ISSUE_NOT_FOUND);
  const conversation = (await conversationsByIds(ctx.db, input.organizationId, [issue.conversationId])).get(issue.conversationId);
  if (!conversation) throw notFound(ISSUE_NOT_FOUND);
  return { issue: presentIssue(ctx.urls, issue), conversation: presentConversation(ctx.urls, conversation) };
}
