import { z } from 'zod';
import { decodeCursor, keysetAfter, keysetPage, type Page, toDate } from '@quire/shared';
import type { Db, Prisma } from '../db';
import type { ChangeRequestStatus } from '../generated/prisma/enums';

export const changeRequestSelect = {
  id: true,
  spaceId: true,
  organizationId: true,
  number: true,
  status: true,
  subject: true,
  description: true,
  createdById: true,
  revisionId: true,
  revisionInitialId: true,
  revisionMergedAncestorId: true,
  revisionMergedId: true,
  conversationsIssuesCluster: true,
  createdAt: true,
  updatedAt: true,
} as const satisfies Prisma.ChangeRequestSelect;

export type ChangeRequestRow = Prisma.ChangeRequestGetPayload<{ select: typeof changeRequestSelect }>;

/** The main revision a change request is based on: the one it last pulled in, else the one it started from. */
export const baseOf = (changeRequest: Pick<ChangeRequestRow, 'revisionMergedAncestorId' | 'revisionInitialId'>): string =>
  changeRequest.revisionMergedAncestorId ?? changeRequest.revisionInitialId;

const NUMBER = /^[1-9][0-9]{0,8}$/;

/**
 * A change request of the space by id or by its number in the space (GitBook accepts both in
 * the same path segment); null when there is none.
 */
export function findChangeRequest(db: Db, spaceId: string, idOrNumber: string): Promise<ChangeRequestRow | null> {
  const where: Prisma.ChangeRequestWhereInput = NUMBER.test(idOrNumber)
    ? { spaceId, OR: [{ number: Number(idOrNumber) }, { id: idOrNumber }] }
    : { spaceId, id: idOrNumber };
  return db.changeRequest.findFirst({ where, select: changeRequestSelect, orderBy: { number: 'asc' } });
}

/**
 * The change request row locked for the rest of the transaction, read by the same statement
 * (writes to one change request are serialized). Step 4 of the lock order (lib/space-lock.ts):
 * after the space row. FOR NO KEY UPDATE, not FOR UPDATE: rows inserted pointing at the change
 * request (reviews, comments, revisions) take FOR KEY SHARE on it, and need not wait.
 */
export async function lockChangeRequest(db: Db, changeRequestId: string): Promise<ChangeRequestRow | null> {
  const [row] = await db.$queryRaw<ChangeRequestRow[]>`
    SELECT id, space_id AS "spaceId", organization_id AS "organizationId", number, status::text AS status, subject, description,
           created_by_id AS "createdById", revision_id AS "revisionId", revision_initial_id AS "revisionInitialId",
           revision_merged_ancestor_id AS "revisionMergedAncestorId", revision_merged_id AS "revisionMergedId",
           conversations_issues_cluster AS "conversationsIssuesCluster", created_at AS "createdAt", updated_at AS "updatedAt"
      FROM change_requests WHERE id = ${changeRequestId} FOR NO KEY UPDATE`;
  return row ?? null;
}

// --- Reads of the change requests area (lists, reviewers) ---

/** A change request with its space's current revision, what `outdated` is computed from. */
export type ListedChangeRequest = ChangeRequestRow & { space: { revisionId: string } };

const listedChangeRequestSelect = { ...changeRequestSelect, space: { select: { revisionId: true } } } as const satisfies Prisma.ChangeRequestSelect;

export type ChangeRequestFilters = {
  status: ChangeRequestStatus;
  creator?: string;
  contributor?: string;
  requestedReviewer?: string;
  conversationsIssuesCluster?: string;
};

/** The list filters as a where clause (contributors and requested reviewers through their tables). */
export function changeRequestFiltersWhere(filters: ChangeRequestFilters): Prisma.ChangeRequestWhereInput {
  return {
    status: filters.status,
    ...(filters.creator !== undefined && { createdById: filters.creator }),
    ...(filters.contributor !== undefined && { contributors: { some: { userId: filters.contributor } } }),
    ...(filters.requestedReviewer !== undefined && { reviewers: { some: { userId: filters.requestedReviewer } } }),
    ...(filters.conversationsIssuesCluster !== undefined && { conversationsIssuesCluster: filters.conversationsIssuesCluster }),
  };
}

const ZCreatedKey = z.object({ createdAt: z.iso.datetime(), id: z.string() });

/**
 * One keyset page of change requests matching `where`, newest first on (created_at, id), served
 * by the (space_id | organization_id, status, created_at, id) indexes; `count` is the total.
 * The cursor condition repeats `created_at <= ...` as a plain bound: PostgreSQL derives no index
 * range from the OR, and without the bound a deep page read every row before the cursor.
 */
export async function listChangeRequestsPage(
  db: Db,
  { where, page, limit }: { where: Prisma.ChangeRequestWhereInput; page?: string; limit: number },
): Promise<Page<ListedChangeRequest>> {
  const after = decodeCursor(page, ZCreatedKey);
  const [rows, count] = await Promise.all([
    db.changeRequest.findMany({
      where: after
        ? {
            AND: [
              where,
              keysetAfter(after, [['createdAt', 'desc', toDate], ['id', 'desc']]),
            ],
          }
        : where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit + 1,
      select: listedChangeRequestSelect,
    }),
    db.changeRequest.count({ where }),
  ]);
  return keysetPage(rows, limit, (row) => ({ createdAt: row.createdAt.toISOString(), id: row.id }), count);
}

/**
 * Open comments per change request (`ChangeRequest.comments`): one grouped query for a page of
 * change requests, on the (change_request_id, status) index; 0 for those without any.
 */
export async function countOpenComments(db: Db, changeRequestIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map(changeRequestIds.map((id) => [id, 0]));
  if (changeRequestIds.length === 0) return counts;
  const groups = await db.comment.groupBy({
    by: ['changeRequestId'],
    where: { changeRequestId: { in: [...changeRequestIds] }, status: 'open' },
    _count: { _all: true },
  });
  for (const group of groups) if (group.changeRequestId !== null) counts.set(group.changeRequestId, group._count._all);
  return counts;
}

export const reviewerSelect = {
  changeRequestId: true,
  userId: true,
  requestedById: true,
  revisionId: true,
  createdAt: true,
} as const satisfies Prisma.ChangeRequestReviewerSelect;

export type ReviewerRow = Prisma.ChangeRequestReviewerGetPayload<{ select: typeof reviewerSelect }>;

const ZReviewerKey = z.object({ createdAt: z.iso.datetime(), userId: z.string() });

/** One keyset page of a change request's requested reviewers, oldest request first on (created_at, user_id). */
export async function listReviewersPage(
  db: Db,
  { changeRequestId, page, limit }: { changeRequestId: string; page?: string; limit: number },
): Promise<Page<ReviewerRow>> {
  const after = decodeCursor(page, ZReviewerKey);
  const where: Prisma.ChangeRequestReviewerWhereInput = { changeRequestId };
  const [rows, count] = await Promise.all([
    db.changeRequestReviewer.findMany({
      where: after
        ? {
            ...where,
            ...keysetAfter(after, [['createdAt', 'asc', toDate], ['userId', 'asc']]),
          }
        : where,
      orderBy: [{ createdAt: 'asc' }, { userId: 'asc' }],
      take: limit + 1,
      select: reviewerSelect,
    }),
    db.changeRequestReviewer.count({ where }),
  ]);
  return keysetPage(rows, limit, (row) => ({ createdAt: row.createdAt.toISOString(), userId: row.userId }), count);
}

/** One person's contributions of one kind to a change request. */
export type ContributionRow = { userId: string; kind: 'edit' | 'comment'; count: number; updatedAt: Date };

/**
 * Who contributed to a change request, in two reads: its writers (`change_request_contributors`,
 * by primary key, with their number of writes and the last), and its commenters (comments and
 * replies of the change request, each counted, the last posted or edited; the comments index
 * by (space_id, change_request_id, posted_by_id, ...) and the replies' by comment). Someone who
 * did both appears once per kind. Newest contribution first.
 */
export async function loadContributions(db: Db, spaceId: string, changeRequestId: string): Promise<ContributionRow[]> {
  const [edits, comments] = await Promise.all([
    db.changeRequestContributor.findMany({ where: { changeRequestId }, select: { userId: true, edits: true, lastAt: true } }),
    db.$queryRaw<{ user_id: string; count: number; updated_at: Date }[]>`
      SELECT user_id, count(*)::int AS count, max(at) AS updated_at FROM (
        SELECT c.posted_by_id AS user_id, coalesce(c.edited_at, c.created_at) AS at FROM comments c
         WHERE c.space_id = ${spaceId} AND c.change_request_id = ${changeRequestId}
        UNION ALL
        SELECT r.posted_by_id, coalesce(r.edited_at, r.created_at) FROM comments c JOIN comment_replies r ON r.comment_id = c.id
         WHERE c.space_id = ${spaceId} AND c.change_request_id = ${changeRequestId}
      ) contributions
      GROUP BY user_id`,
  ]);
  const rows: ContributionRow[] = [
    ...edits.map((row) => ({ userId: row.userId, kind: 'edit' as const, count: row.edits, updatedAt: row.lastAt })),
    ...comments.map((row) => ({ userId: row.user_id, kind: 'comment' as const, count: row.count, updatedAt: row.updated_at })),
  ];
  return rows.sort(
    (a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || a.kind.localeCompare(b.kind) || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0),
  );
}
