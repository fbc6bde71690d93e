"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.reviewRules = void 0;
exports.authorizeSubmit = authorizeSubmit;
exports.reviewRefusal = reviewRefusal;
const shared_1 = require("@quire/shared");
const policy_1 = require("../access/policy");
const policy_2 = require("../spaces/policy");
/** The level each review action needs on the change request's space. */
exports.reviewRules = {
    view: policy_2.spaceRules.view,
    submit: policy_2.spaceRules.review,
};
/**
 * Guards submitting a review: the `review` level on the space, and not the change request's
 * author (an author approving their own change would defeat review merge rules; they can ask
 * others with requested reviewers instead).
 */
function authorizeSubmit(access, { reviewerId, authorId }) {
    (0, policy_1.authorize)(access, exports.reviewRules.submit, 'Space');
    if (reviewerId === authorId)
        throw (0, shared_1.permissionDenied)('The author of a change request cannot review it');
}
/** Why a change request takes no review (merged or archived), or undefined. */
function reviewRefusal(status) {
    if (status === 'merged')
        return 'The change request is merged and cannot be reviewed';
    if (status === 'archived')
        return 'The change request is archived: reopen it before reviewing it';
    return undefined;
}
//# sourceMappingURL=policy.js.map