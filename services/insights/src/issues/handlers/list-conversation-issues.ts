import type { insightsV1 } from '@quire/proto';
import { getPrincipal, pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorizeRead } from '../../access/policy';
import type { InsightsContext } from '../../context';
import { presentConversation } from '../../conversations/presenter';
import { conversationsByIds } from '../../conversations/queries';
import { ZId, ZLimit, ZOptionalId, ZPage } from '../../lib/validation';
import { presentIssue } from '../presenter';
import { listIssuesPage } from '../queries';

const ZListConversationIssuesRequest = z.object({
  organizationId: ZId,
  page: ZPage,
  limit: ZLimit,
  cluster: ZOptionalId,
  conversation: ZOptionalId,
});

/** Each issue with its conversation: the page's conversations are read in one query. */
export async function listConversationIssues(
  ctx: InsightsContext,
  request: insightsV1.ListConversationIssuesRequest,
  callContext: CallContext,
): Promise<insightsV1.ListConversationIssuesResponse> {
  const input = parseRequest(ZListConversationIssuesRequest, request);
  const limit = pageLimit(input.limit);
  authorizeRead(getPrincipal(callContext), input.organizationId);
  const page = await listIssuesPage(ctx.db, input.organizationId, { clusterId: input.cluster, conversationId: input.conversation }, input.page, limit);
  const conversations = await conversationsByIds(ctx.db, input.organizationId, page.items.map((issue) => issue.conversationId));
  return {
    // An issue is deleted with its conversation (cascade), so every issue has one.
    items: page.items.map((issue) => ({ issue: presentIssue(ctx.urls, issue), conversation: presentConversation(ctx.urls, conversations.get(issue.conversationId)!) })),
    next: page.next,
    count: page.count,
  };
}
