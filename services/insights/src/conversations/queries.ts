import { decodeCursor, keysetAfter, keysetPage, type Page, toDate } from '@quire/shared';
import { z } from 'zod';
import type { Db } from '../db';

export const CONVERSATION_NOT_FOUND = 'Conversation not found';

/** What presenting a conversation needs (parts and metadata are read by getConversationById only). */
export const conversationSummarySelect = {
  id: true,
  organizationId: true,
  source: true,
  subject: true,
  metadata: true,
  createdAt: true,
  processedAt: true,
} as const;

export type ConversationSummaryRow = {
  id: string;
  organizationId: string;
  source: string;
  subject: string | null;
  metadata: unknown;
  createdAt: Date;
  processedAt: Date | null;
};

const ZConversationCursor = z.object({ createdAt: z.string().datetime(), id: z.string() });

/**
 * An organization's conversations, newest first (by when they happened, then id), optionally
 * of one source: keyset pages on (organization_id[, source], created_at, id).
 */
export async function listConversationsPage(
  db: Db,
  organizationId: string,
  filters: { source?: string },
  page: string | undefined,
  limit: number,
): Promise<Page<ConversationSummaryRow>> {
  const after = decodeCursor(page, ZConversationCursor);
  const where = { organizationId, ...(filters.source !== undefined && { source: filters.source }) };
  const [rows, count] = await Promise.all([
    db.conversation.findMany({
      where: {
        ...where,
        ...keysetAfter(after, [['createdAt', 'desc', toDate], ['id', 'desc']]),
      },
      select: conversationSummarySelect,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit + 1,
    }),
    db.conversation.count({ where }),
  ]);
  return keysetPage(rows, limit, (row) => ({ createdAt: row.createdAt.toISOString(), id: row.id }), count);
}

export function findConversation(db: Db, organizationId: string, conversationId: string) {
  return db.conversation.findFirst({
    where: { id: conversationId, organizationId },
    select: { ...conversationSummarySelect, parts: true },
  });
}

/** Conversations by id, in one query (the conversations a page of issues embeds). */
export async function conversationsByIds(db: Db, organizationId: string, ids: string[]): Promise<Map<string, ConversationSummaryRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.conversation.findMany({ where: { organizationId, id: { in: [...new Set(ids)] } }, select: conversationSummarySelect });
  return new Map(rows.map((row) => [row.id, row]));
}
