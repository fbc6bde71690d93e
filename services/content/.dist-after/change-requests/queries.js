"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.reviewerSelect = exports.baseOf = exports.changeRequestSelect = void 0;
exports.findChangeRequest = findChangeRequest;
exports.lockChangeRequest = lockChangeRequest;
exports.changeRequestFiltersWhere = changeRequestFiltersWhere;
exports.listChangeRequestsPage = listChangeRequestsPage;
exports.countOpenComments = countOpenComments;
exports.listReviewersPage = listReviewersPage;
exports.loadContributions = loadContributions;
const zod_1 = require("zod");
const shared_1 = require("@quire/shared");
exports.changeRequestSelect = {
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
};
/** The main revision a change request is based on: the one it last pulled in, else the one it started from. */
const baseOf = (changeRequest) => changeRequest.revisionMergedAncestorId ?? changeRequest.revisionInitialId;
exports.baseOf = baseOf;
const NUMBER = /^[1-9][0-9]{0,8}$/;
/**
 * A change request of the space by id or by its number in the space (GitBook accepts both in
 * the same path segment); null when there is none.
 */
function findChangeRequest(db, spaceId, idOrNumber) {
    const where = NUMBER.test(idOrNumber)
        ? { spaceId, OR: [{ number: Number(idOrNumber) }, { id: idOrNumber }] }
        : { spaceId, id: idOrNumber };
    return db.changeRequest.findFirst({ where, select: exports.changeRequestSelect, orderBy: { number: 'asc' } });
}
/**
 * The change request row locked for the rest of the transaction, read by the same statement
 * (writes to one change request are serialized). Step 4 of the lock order (lib/space-lock.ts):
 * after the space row. FOR NO KEY UPDATE, not FOR UPDATE: rows inserted pointing at the change
 * request (reviews, comments, revisions) take FOR KEY SHARE on it, and need not wait.
 */
async function lockChangeRequest(db, changeRequestId) {
    const [row] = await db.$queryRaw `
    SELECT id, space_id AS "spaceId", organization_id AS "organizationId", number, status::text AS status, subject, description,
           created_by_id AS "createdById", revision_id AS "revisionId", revision_initial_id AS "revisionInitialId",
           revision_merged_ancestor_id AS "revisionMergedAncestorId", revision_merged_id AS "revisionMergedId",
           conversations_issues_cluster AS "conversationsIssuesCluster", created_at AS "createdAt", updated_at AS "updatedAt"
      FROM change_requests WHERE id = ${changeRequestId} FOR NO KEY UPDATE`;
    return row ?? null;
}
const listedChangeRequestSelect = { ...exports.changeRequestSelect, space: { select: { revisionId: true } } };
/** The list filters as a where clause (contributors and requested reviewers through their tables). */
function changeRequestFiltersWhere(filters) {
    return {
        status: filters.status,
        ...(filters.creator !== undefined && { createdById: filters.creator }),
        ...(filters.contributor !== undefined && { contributors: { some: { userId: filters.contributor } } }),
        ...(filters.requestedReviewer !== undefined && { reviewers: { some: { userId: filters.requestedReviewer } } }),
        ...(filters.conversationsIssuesCluster !== undefined && { conversationsIssuesCluster: filters.conversationsIssuesCluster }),
    };
}
const ZCreatedKey = zod_1.z.object({ createdAt: zod_1.z.iso.datetime(), id: zod_1.z.string() });
/**
 * One keyset page of change requests matching `where`, newest first on (created_at, id), served
 * by the (space_id | organization_id, status, created_at, id) indexes; `count` is the total.
 * The cursor condition repeats `created_at <= ...` as a plain bound: PostgreSQL derives no index
 * range from the OR, and without the bound a deep page read every row before the cursor.
 */
async function listChangeRequestsPage(db, { where, page, limit }) {
    const after = (0, shared_1.decodeCursor)(page, ZCreatedKey);
    const [rows, count] = await Promise.all([
        db.changeRequest.findMany({
            where: after
                ? {
                    AND: [
                        where,
                        (0, shared_1.keysetAfter)(after, [['createdAt', 'desc', shared_1.toDate], ['id', 'desc']]),
                    ],
                }
                : where,
            orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
            take: limit + 1,
            select: listedChangeRequestSelect,
        }),
        db.changeRequest.count({ where }),
    ]);
    return (0, shared_1.keysetPage)(rows, limit, (row) => ({ createdAt: row.createdAt.toISOString(), id: row.id }), count);
}
/**
 * Open comments per change request (`ChangeRequest.comments`): one grouped query for a page of
 * change requests, on the (change_request_id, status) index; 0 for those without any.
 */
async function countOpenComments(db, changeRequestIds) {
    const counts = new Map(changeRequestIds.map((id) => [id, 0]));
    if (changeRequestIds.length === 0)
        return counts;
    const groups = await db.comment.groupBy({
        by: ['changeRequestId'],
        where: { changeRequestId: { in: [...changeRequestIds] }, status: 'open' },
        _count: { _all: true },
    });
    for (const group of groups)
        if (group.changeRequestId !== null)
            counts.set(group.changeRequestId, group._count._all);
    return counts;
}
exports.reviewerSelect = {
    changeRequestId: true,
    userId: true,
    requestedById: true,
    revisionId: true,
    createdAt: true,
};
const ZReviewerKey = zod_1.z.object({ createdAt: zod_1.z.iso.datetime(), userId: zod_1.z.string() });
/** One keyset page of a change request's requested reviewers, oldest request first on (created_at, user_id). */
async function listReviewersPage(db, { changeRequestId, page, limit }) {
    const after = (0, shared_1.decodeCursor)(page, ZReviewerKey);
    const where = { changeRequestId };
    const [rows, count] = await Promise.all([
        db.changeRequestReviewer.findMany({
            where: after
                ? {
                    ...where,
                    ...(0, shared_1.keysetAfter)(after, [['createdAt', 'asc', shared_1.toDate], ['userId', 'asc']]),
                }
                : where,
            orderBy: [{ createdAt: 'asc' }, { userId: 'asc' }],
            take: limit + 1,
            select: exports.reviewerSelect,
        }),
        db.changeRequestReviewer.count({ where }),
    ]);
    return (0, shared_1.keysetPage)(rows, limit, (row) => ({ createdAt: row.createdAt.toISOString(), userId: row.userId }), count);
}
/**
 * Who contributed to a change request, in two reads: its writers (`change_request_contributors`,
 * by primary key, with their number of writes and the last), and its commenters (comments and
 * replies of the change request, each counted, the last posted or edited; the comments index
 * by (space_id, change_request_id, posted_by_id, ...) and the replies' by comment). Someone who
 * did both appears once per kind. Newest contribution first.
 */
async function loadContributions(db, spaceId, changeRequestId) {
    const [edits, comments] = await Promise.all([
        db.changeRequestContributor.findMany({ where: { changeRequestId }, select: { userId: true, edits: true, lastAt: true } }),
        db.$queryRaw `
      SELECT user_id, count(*)::int AS count, max(at) AS updated_at FROM (
        SELECT c.posted_by_id AS user_id, coalesce(c.edited_at, c.created_at) AS at FROM comments c
         WHERE c.space_id = ${spaceId} AND c.change_request_id = ${changeRequestId}
        UNION ALL
        SELECT r.posted_by_id, coalesce(r.edited_at, r.created_at) FROM comments c JOIN comment_replies r ON r.comment_id = c.id
         WHERE c.space_id = ${spaceId} AND c.change_request_id = ${changeRequestId}
      ) contributions
      GROUP BY user_id`,
    ]);
    const rows = [
        ...edits.map((row) => ({ userId: row.userId, kind: 'edit', count: row.edits, updatedAt: row.lastAt })),
        ...comments.map((row) => ({ userId: row.user_id, kind: 'comment', count: row.count, updatedAt: row.updated_at })),
    ];
    return rows.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || a.kind.localeCompare(b.kind) || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
}
//# sourceMappingURL=queries.js.map