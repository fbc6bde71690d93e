"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listReviewsPage = listReviewsPage;
exports.findReview = findReview;
const zod_1 = require("zod");
const shared_1 = require("@quire/shared");
const db_1 = require("../db");
// Raw SQL sees the database label of the enum; Prisma names it changes_requested.
const STATUS_OF_LABEL = { approved: 'approved', 'changes-requested': 'changes_requested' };
const rowOf = (row) => ({
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
const reviewsOf = (changeRequestId) => db_1.Prisma.sql `
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
const ZReviewKey = zod_1.z.object({ createdAt: zod_1.z.iso.datetime(), id: zod_1.z.string() });
/** One keyset page of a change request's reviews, newest first on (created_at, id); `outdated` filters when given. */
async function listReviewsPage(db, { changeRequestId, outdated, page, limit }) {
    const after = (0, shared_1.decodeCursor)(page, ZReviewKey);
    const filter = outdated === undefined ? db_1.Prisma.sql `TRUE` : db_1.Prisma.sql `outdated = ${outdated}`;
    const before = after ? db_1.Prisma.sql `AND (created_at, id) < (${new Date(after.createdAt)}, ${after.id})` : db_1.Prisma.empty;
    const [rows, counted] = await Promise.all([
        db.$queryRaw(db_1.Prisma.sql `
      ${reviewsOf(changeRequestId)}
      SELECT * FROM reviews WHERE ${filter} ${before}
       ORDER BY created_at DESC, id DESC
       LIMIT ${limit + 1}`),
        db.$queryRaw(db_1.Prisma.sql `
      ${reviewsOf(changeRequestId)}
      SELECT count(*)::int AS count FROM reviews WHERE ${filter}`),
    ]);
    return (0, shared_1.keysetPage)(rows.map(rowOf), limit, (row) => ({ createdAt: row.createdAt.toISOString(), id: row.id }), counted[0]?.count ?? 0);
}
/** A review of the change request, with `outdated`; null when there is none. */
async function findReview(db, changeRequestId, reviewId) {
    const rows = await db.$queryRaw(db_1.Prisma.sql `
    ${reviewsOf(changeRequestId)}
    SELECT * FROM reviews WHERE id = ${reviewId}`);
    return rows[0] ? rowOf(rows[0]) : null;
}
//# sourceMappingURL=queries.js.map