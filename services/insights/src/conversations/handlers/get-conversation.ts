import type { insightsV1 } from '@quire/proto';
import { getPrincipal, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorizeRead } from '../../access/policy';
import type { InsightsContext } from '../../context';
import { ZId } from '../../lib/validation';
import { presentConversation, presentMetadata, presentParts } from '../presenter';
import { CONVERSATION_NOT_FOUND, findConversation } from '../queries';

const ZGetConversationRequest = z.object({ organizationId: ZId, conversationId: z.string().min(1).max(64) });

export async function getConversation(
  ctx: InsightsContext,
  request: insightsV1.GetConversationRequest,
  callContext: CallContext,
): Promise<insightsV1.GetConversationResponse> {
  const input = parseRequest(ZGetConversationRequest, request);
  authorizeRead(getPrincipal(callContext), input.organizationId, CONVERSATION_NOT_FOUND);
  const row = await findConversation(ctx.db, input.organizationId, input.conversationId);
  if (!row) throw notFound(CONVERSATION_NOT_FOUND);
  return { conversation: presentConversation(ctx.urls, row), parts: presentParts(row.parts), metadata: presentMetadata(row) };
}
