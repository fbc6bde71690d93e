import { z } from 'zod';
import { decodeCursor, keysetPage, type Page } from '@quire/shared';
import { Prisma, type Db } from '../db';
import type { ReviewStatus } from '../generated/prisma/enums';

export type ReviewRow = {
  id: string;
  changeRequestId: string;
  reviewerId: string;
  requestedById: string | null;
  status: ReviewStatus;
  revisionId: string;
  createdAt: Date;
  updatedAt: Date;
  outdated: boolean;
};

type ReviewSqlRow = {
  id: string;
  change_request_id: string;
  reviewer_id: string;
  requested_by_id: string | null;
  status: string;
  revision_id: string;
  created_at: Date;
  updated_at: Date;
  outdated: boolean;
};

// Raw SQL sees the database label of the enum; Prisma names it changes_requested.
const STATUS_OF_LABEL: Record<string, ReviewStatus> = { approved: 'approved', 'changes-requested': 'changes_requested' };

const rowOf = (row: ReviewSqlRow): ReviewRow => ({
  id: row.id,
  changeRequestId: row.change_request_id,
  reviewerId: row.reviewer_id,
  requestedById: row.requested_by_id,
  status: STATUS_OF_LABEL[row.status],
  revisionId: row.revision_id,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  outdated: row.outdated,
});

/**
 * The reviews of a change request with `outdated`: a review is outdated once it is superseded,
 * by a newer review from the same reviewer or by a newer request for that reviewer to review
 * (re-requesting someone who has reviewed asks for a new review). Both tests are index lookups
 * ((change_request_id, reviewer_id, created_at) and the reviewers' primary key).
 */
const reviewsOf = (changeRequestId: string) => Prisma.sql`
  WITH reviews AS (
    SELECT r.id, r.change_request_id, r.reviewer_id, r.requested_by_id, r.status::text AS status, r.revision_id,
           r.created_at, r.updated_at,
           (EXISTS (SELECT 1 FROM change_request_reviews newer
                     WHERE newer.change_request_id = r.change_request_id
                       AND newer.reviewer_id = r.reviewer_id
                       AND (newer.created_at, newer.id) > (r.created_at, r.id))
            OR EXISTS (SELECT 1 FROM change_request_reviewers request
                        WHERE request.change_request_id = r.change_request_id
                          AND request.user_id = r.reviewer_id
                          AND request.created_at > r.created_at)) AS outdated
      FROM change_request_reviews r
     WHERE r.change_request_id = ${changeRequestId}
  )`;

const ZReviewKey = z.object({ createdAt: z.iso.datetime(), id: z.string() });

/** One keyset page of a change request's reviews, newest first on (created_at, id); `outdated` filters when given. */
export async function listReviewsPage(
  db: Db,
  { changeRequestId, outdated, page, limit }: { changeRequestId: string; outdated?: boolean; page?: string; limit: number },
): Promise<Page<ReviewRow>> {
  const after = decodeCursor(page, ZReviewKey);
  const filter = outdated === undefined ? Prisma.sql`TRUE` : Prisma.sql`outdated = ${outdated}`;
  const before = after ? Prisma.sql`AND (created_at, id) < (${new Date(after.createdAt)}, ${after.id})` : Prisma.empty;
  const [rows, counted] = await Promise.all([
    db.$queryRaw<ReviewSqlRow[]>(Prisma.sql`
      ${reviewsOf(changeRequestId)}
      SELECT * FROM reviews WHERE ${filter} ${before}
       ORDER BY created_at DESC, id DESC
       LIMIT ${limit + 1}`),
    db.$queryRaw<{ count: number }[]>(Prisma.sql`
      ${reviewsOf(changeRequestId)}
      SELECT count(*)::int AS count FROM reviews WHERE ${filter}`),
  ]);
  return keysetPage(rows.map(rowOf), limit, (row) => ({ createdAt: row.createdAt.toISOString(), id: row.id }), counted[0]?.count ?? 0);
}

/** A review of the change request, with `outdated`; null when there is none. */
export async function findReview(db: Db, changeRequestId: string, reviewId: string): Promise<ReviewRow | null> {
  const rows = await db.$queryRaw<ReviewSqlRow[]>(Prisma.sql`
    ${reviewsOf(changeRequestId)}
    SELECT * FROM reviews WHERE id = ${reviewId}`);
  return rows[0] ? rowOf(rows[0]) : null;
}
