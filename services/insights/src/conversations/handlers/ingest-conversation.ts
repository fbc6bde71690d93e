import type { insightsV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorizeIngestion } from '../../access/policy';
import type { InsightsContext } from '../../context';
import {
  MAX_ATTRIBUTE_KEY_LENGTH,
  MAX_ATTRIBUTE_VALUE_LENGTH,
  MAX_ATTRIBUTES,
  MAX_CONVERSATION_ID_LENGTH,
  MAX_CONVERSATION_PARTS,
  MAX_INGEST_CONVERSATIONS,
  MAX_METADATA_URL_LENGTH,
  MAX_PART_BODY_LENGTH,
  MAX_SUBJECT_LENGTH,
  ZId,
} from '../../lib/validation';
import { conversationIngester, type ConversationToIngest } from '../commands/conversation-ingester';
import { partRoles } from '../parts';

const ZPart = z.object({
  type: z.literal('message', { error: 'must be "message"' }),
  role: z.number().refine((role) => role in partRoles.fromProto, 'must be one of "user", "assistant", "team-member"'),
  body: z.string().max(MAX_PART_BODY_LENGTH),
});

const ZMetadata = z.object({
  url: z.string().max(MAX_METADATA_URL_LENGTH).optional(),
  attributes: z
    .record(z.string().max(MAX_ATTRIBUTE_KEY_LENGTH), z.string().max(MAX_ATTRIBUTE_VALUE_LENGTH))
    .refine((attributes) => Object.keys(attributes).length <= MAX_ATTRIBUTES, `must have at most ${MAX_ATTRIBUTES} entries`),
  createdAt: z.date().optional(),
});

const ZConversationInput = z.object({
  id: z.string().min(1).max(MAX_CONVERSATION_ID_LENGTH),
  metadata: ZMetadata.optional(),
  subject: z.string().max(MAX_SUBJECT_LENGTH).optional(),
  parts: z.array(ZPart).max(MAX_CONVERSATION_PARTS),
});

const ZIngestConversationRequest = z.object({
  organizationId: ZId,
  conversations: z.array(ZConversationInput).min(1).max(MAX_INGEST_CONVERSATIONS),
});

function toIngest(input: z.output<typeof ZConversationInput>): ConversationToIngest {
  const metadata = input.metadata;
  return {
    externalId: input.id,
    subject: input.subject,
    metadata: {
      ...(metadata?.url !== undefined && { url: metadata.url }),
      ...(metadata && Object.keys(metadata.attributes).length > 0 && { attributes: metadata.attributes }),
      ...(metadata?.createdAt && { createdAt: metadata.createdAt.toISOString() }),
    },
    parts: input.parts.map((part) => ({ type: 'message', role: partRoles.fromProto[part.role], body: part.body })),
  };
}

/**
 * ingestConversation: stores the conversations, queues the analysis of those stored or
 * changed, and answers; the analysis runs from the work queue (docs/insights.md "Analysis").
 */
export async function ingestConversation(
  ctx: InsightsContext,
  request: insightsV1.IngestConversationRequest,
  callContext: CallContext,
): Promise<Record<string, never>> {
  const input = parseRequest(ZIngestConversationRequest, request);
  const source = authorizeIngestion(getPrincipal(callContext), input.organizationId);
  const { changedIds } = await conversationIngester(ctx.db, { organizationId: input.organizationId, source, conversations: input.conversations.map(toIngest) });
  if (changedIds.length > 0) await ctx.analysis.enqueue({ organizationId: input.organizationId, conversationIds: changedIds });
  return {};
}
