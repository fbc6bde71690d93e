"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.presentReviewStatus = void 0;
exports.presentReview = presentReview;
exports.presentReviews = presentReviews;
const proto_1 = require("@quire/proto");
const embedded_users_1 = require("../lib/embedded-users");
const { ReviewStatus: ProtoStatus } = proto_1.contentV1;
const STATUS_TO_PROTO = {
    approved: ProtoStatus.REVIEW_STATUS_APPROVED,
    changes_requested: ProtoStatus.REVIEW_STATUS_CHANGES_REQUESTED,
};
const presentReviewStatus = (status) => STATUS_TO_PROTO[status];
exports.presentReviewStatus = presentReviewStatus;
/** A review as GitBook's "ChangeRequestReview" (no `comment`: review comments are not stored yet). */
function presentReview(row, changeRequest, users, urls) {
    return {
        object: 'change-request-review',
        id: row.id,
        revision: row.revisionId,
        reviewer: (0, embedded_users_1.embeddedUser)(users, row.reviewerId, urls),
        requestedBy: row.requestedById === null ? undefined : (0, embedded_users_1.embeddedUser)(users, row.requestedById, urls),
        status: (0, exports.presentReviewStatus)(row.status),
        outdated: row.outdated,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
        urls: {
            app: `${urls.appUrl}/s/${changeRequest.spaceId}/~/changes/${changeRequest.number}`,
            location: `${urls.publicUrl}/v1/spaces/${changeRequest.spaceId}/change-requests/${changeRequest.id}/reviews/${row.id}`,
        },
    };
}
/** Presents reviews with one identity call for every reviewer and requester they name. */
async function presentReviews(ctx, rows, changeRequest, metadata) {
    if (rows.length === 0)
        return [];
    const { users } = await ctx.identity.users(rows.flatMap((row) => (row.requestedById === null ? [row.reviewerId] : [row.reviewerId, row.requestedById])), undefined, metadata);
    return rows.map((row) => presentReview(row, changeRequest, users, ctx.urls));
}
//# sourceMappingURL=presenter.js.map