import type { insightsV1 } from '@quire/proto';
import type { InsightsUrlBases } from '../context';
import { conversationApiUrl, sourceUrl } from '../lib/urls';
import { partRoles, type StoredMetadata, type StoredPart } from './parts';
import type { ConversationSummaryRow } from './queries';

const metadataOf = (row: { metadata: unknown }): StoredMetadata => (row.metadata ?? {}) as StoredMetadata;

/** GitBook "Conversation". */
export function presentConversation(bases: InsightsUrlBases, row: ConversationSummaryRow): insightsV1.Conversation {
  return {
    object: 'conversation',
    id: row.id,
    subject: row.subject ?? undefined,
    createdAt: row.createdAt,
    processedAt: row.processedAt ?? undefined,
    source: row.source,
    urls: { location: conversationApiUrl(bases, row.organizationId, row.id), source: sourceUrl(metadataOf(row).url) },
  };
}

/** GitBook "ConversationMetadata" as ingested (`{}` when none was given). */
export function presentMetadata(row: { metadata: unknown }): insightsV1.ConversationMetadata {
  const metadata = metadataOf(row);
  return {
    url: metadata.url,
    attributes: metadata.attributes ?? {},
    createdAt: metadata.createdAt ? new Date(metadata.createdAt) : undefined,
  };
}

export function presentParts(parts: unknown): insightsV1.ConversationPart[] {
  return ((parts ?? []) as StoredPart[]).map((part) => ({ type: 'message', role: partRoles.toProto[part.role], body: part.body }));
}
