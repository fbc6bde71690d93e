import { decodeCursor, keysetAfter, keysetPage, type Page, toDate } from '@quire/shared';
import { z } from 'zod';
import type { Db } from '../db';

export const ISSUE_NOT_FOUND = 'Conversation issue not found';

export const issueSelect = {
  id: true,
  organizationId: true,
  conversationId: true,
  title: true,
  summary: true,
  createdAt: true,
  ingestedAt: true,
  clusterId: true,
  docsUrl: true,
  docsSiteId: true,
  docsSiteSectionId: true,
  docsSiteSpaceId: true,
  docsSpaceId: true,
  docsPath: true,
  docsPageId: true,
} as const;

export type IssueRow = {
  id: string;
  organizationId: string;
  conversationId: string;
  title: string;
  summary: string;
  createdAt: Date;
  ingestedAt: Date;
  clusterId: string | null;
  docsUrl: string | null;
  docsSiteId: string | null;
  docsSiteSectionId: string | null;
  docsSiteSpaceId: string | null;
  docsSpaceId: string | null;
  docsPath: string | null;
  docsPageId: string | null;
};

const ZIssueCursor = z.object({ createdAt: z.string().datetime(), id: z.string() });

/**
 * An organization's issues, newest first (by when their conversation happened, then id),
 * optionally of one cluster and/or one conversation: keyset pages on (organization_id |
 * cluster_id | conversation_id, created_at, id).
 */
export async function listIssuesPage(
  db: Db,
  organizationId: string,
  filters: { clusterId?: string; conversationId?: string },
  page: string | undefined,
  limit: number,
): Promise<Page<IssueRow>> {
  const after = decodeCursor(page, ZIssueCursor);
  const where = {
    organizationId,
    ...(filters.clusterId !== undefined && { clusterId: filters.clusterId }),
    ...(filters.conversationId !== undefined && { conversationId: filters.conversationId }),
  };
  const [rows, count] = await Promise.all([
    db.conversationIssue.findMany({
      where: {
        ...where,
        ...keysetAfter(after, [['createdAt', 'desc', toDate], ['id', 'desc']]),
      },
      select: issueSelect,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit + 1,
    }),
    db.conversationIssue.count({ where }),
  ]);
  return keysetPage(rows, limit, (row) => ({ createdAt: row.createdAt.toISOString(), id: row.id }), count);
}

export function findIssue(db: Db, organizationId: string, issueId: string): Promise<IssueRow | null> {
  return db.conversationIssue.findFirst({ where: { id: issueId, organizationId }, select: issueSelect });
}
