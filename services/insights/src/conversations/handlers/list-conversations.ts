import type { insightsV1 } from '@quire/proto';
import { getPrincipal, pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorizeRead } from '../../access/policy';
import type { InsightsContext } from '../../context';
import { ZConversationSource, ZId, ZLimit, ZPage } from '../../lib/validation';
import { presentConversation } from '../presenter';
import { listConversationsPage } from '../queries';

const ZListConversationsRequest = z.object({ organizationId: ZId, page: ZPage, limit: ZLimit, source: ZConversationSource.optional() });

export async function listConversations(
  ctx: InsightsContext,
  request: insightsV1.ListConversationsRequest,
  callContext: CallContext,
): Promise<insightsV1.ListConversationsResponse> {
  const input = parseRequest(ZListConversationsRequest, request);
  const limit = pageLimit(input.limit);
  authorizeRead(getPrincipal(callContext), input.organizationId);
  const page = await listConversationsPage(ctx.db, input.organizationId, { source: input.source }, input.page, limit);
  return { items: page.items.map((row) => presentConversation(ctx.urls, row)), next: page.next, count: page.count };
}
