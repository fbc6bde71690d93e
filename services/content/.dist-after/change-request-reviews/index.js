"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.changeRequestReviewService = changeRequestReviewService;
const get_review_1 = require("./handlers/get-review");
const list_reviews_1 = require("./handlers/list-reviews");
const submit_review_1 = require("./handlers/submit-review");
/** ChangeRequestReviewService (proto/quire/content/v1/change_request_review.proto). */
function changeRequestReviewService(ctx) {
    return {
        listReviews: (request, callContext) => (0, list_reviews_1.listReviews)(ctx, request, callContext),
        submitReview: (request, callContext) => (0, submit_review_1.submitReview)(ctx, request, callContext),
        getReview: (request, callContext) => (0, get_review_1.getReview)(ctx, request, callContext),
    };
}
//# sourceMappingURL=index.js.map