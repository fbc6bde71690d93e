"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.changeRequestUrls = void 0;
exports.isOutdated = isOutdated;
exports.presentChangeRequest = presentChangeRequest;
exports.presentChangeRequests = presentChangeRequests;
exports.presentOneChangeRequest = presentOneChangeRequest;
exports.presentRequestedReviewer = presentRequestedReviewer;
exports.presentRequestedReviewers = presentRequestedReviewers;
exports.presentContributors = presentContributors;
const proto_1 = require("@quire/proto");
const embedded_users_1 = require("../lib/embedded-users");
const queries_1 = require("./queries");
const status_1 = require("./status");
/**
 * Whether a change request is behind its space's main content: its base (the main revision last
 * pulled in, else the one it started from) is no longer the space's revision. Only draft and
 * open change requests can be behind; merged and archived ones are settled.
 */
function isOutdated(row, spaceRevisionId) {
    if (row.status !== 'draft' && row.status !== 'open')
        return false;
    return (0, queries_1.baseOf)(row) !== spaceRevisionId;
}
const changeRequestUrls = (urls, row) => ({
    app: `${urls.appUrl}/s/${row.spaceId}/~/changes/${row.number}`,
    location: `${urls.publicUrl}/v1/spaces/${row.spaceId}/change-requests/${row.id}`,
});
exports.changeRequestUrls = changeRequestUrls;
/** A change request as GitBook's "ChangeRequest". */
function presentChangeRequest(row, { createdBy, spaceRevisionId, comments }, urls) {
    return {
        object: 'change-request',
        id: row.id,
        number: row.number,
        status: (0, status_1.presentStatus)(row.status),
        subject: row.subject,
        createdBy,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
        space: row.spaceId,
        revision: row.revisionId,
        revisionInitial: row.revisionInitialId,
        revisionMergedAncestor: row.revisionMergedAncestorId ?? undefined,
        revisionMerged: row.revisionMergedId ?? undefined,
        comments,
        outdated: isOutdated(row, spaceRevisionId),
        urls: (0, exports.changeRequestUrls)(urls, row),
        description: row.description ?? undefined,
        conversationsIssuesCluster: row.conversationsIssuesCluster ?? undefined,
    };
}
/**
 * Presents change requests with their authors and comment counts: one identity call for all
 * the authors of the page (whatever their number) and one comment count query.
 */
async function presentChangeRequests(ctx, items, metadata) {
    if (items.length === 0)
        return [];
    const [{ users }, comments] = await Promise.all([
        ctx.identity.users(items.map((item) => item.row.createdById), undefined, metadata),
        (0, queries_1.countOpenComments)(ctx.db, items.map((item) => item.row.id)),
    ]);
    return items.map(({ row, spaceRevisionId }) => presentChangeRequest(row, { createdBy: (0, embedded_users_1.embeddedUser)(users, row.createdById, ctx.urls), spaceRevisionId, comments: comments.get(row.id) ?? 0 }, ctx.urls));
}
/** Presents one change request (its author from identity, its comment count). */
async function presentOneChangeRequest(ctx, row, spaceRevisionId, metadata) {
    const [changeRequest] = await presentChangeRequests(ctx, [{ row, spaceRevisionId }], metadata);
    return changeRequest;
}
/** A requested reviewer as GitBook's "ChangeRequestRequestedReviewer" (Quire requests users only). */
function presentRequestedReviewer(row, users, urls) {
    return {
        object: 'change-request-requested-reviewer',
        kind: 'user',
        user: (0, embedded_users_1.embeddedUser)(users, row.userId, urls),
        requestedBy: (0, embedded_users_1.embeddedUser)(users, row.requestedById, urls),
        revision: row.revisionId,
        createdAt: row.createdAt,
    };
}
/** Presents requested reviewers with one identity call for every user they name. */
async function presentRequestedReviewers(ctx, rows, metadata) {
    if (rows.length === 0)
        return [];
    const { users } = await ctx.identity.users(rows.flatMap((row) => [row.userId, row.requestedById]), undefined, metadata);
    return rows.map((row) => presentRequestedReviewer(row, users, ctx.urls));
}
const CONTRIBUTION_KINDS = {
    edit: proto_1.contentV1.ContributionKind.CONTRIBUTION_KIND_EDIT,
    comment: proto_1.contentV1.ContributionKind.CONTRIBUTION_KIND_COMMENT,
};
/** GitBook "ChangeRequestUserContributor"s, their users from one batch GetUsers call. */
async function presentContributors(ctx, rows, metadata) {
    if (rows.length === 0)
        return [];
    const { users } = await ctx.identity.users(rows.map((row) => row.userId), undefined, metadata);
    return rows.map((row) => ({
        updatedAt: row.updatedAt,
        count: row.count,
        user: (0, embedded_users_1.embeddedUser)(users, row.userId, ctx.urls),
        actionType: CONTRIBUTION_KINDS[row.kind],
    }));
}
//# sourceMappingURL=presenter.js.map