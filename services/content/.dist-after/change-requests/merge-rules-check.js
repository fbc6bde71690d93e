"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.ORGANIZATION_MERGE_RULES = void 0;
exports.loadMergeFacts = loadMergeFacts;
exports.unmetMergeRules = unmetMergeRules;
const merge_rules_1 = require("../spaces/merge-rules");
const presenter_1 = require("./presenter");
/** Identity keeps no organization merge rules yet: a space that inherits has none. */
exports.ORGANIZATION_MERGE_RULES = { type: 'none' };
/**
 * What the merge rules are checked against, read inside the merge's transaction: the change
 * request and the space as locked there (no second read of either), and the reviews.
 */
async function loadMergeFacts(tx, { changeRequest, space, actorId }) {
    const reviews = await tx.changeRequestReview.findMany({
        where: { changeRequestId: changeRequest.id },
        select: { reviewerId: true, status: true, createdAt: true },
    });
    const description = changeRequest.description;
    return {
        spaceRules: space.mergeRules,
        organizationRules: exports.ORGANIZATION_MERGE_RULES,
        actorId,
        subject: changeRequest.subject,
        hasDescription: Array.isArray(description?.nodes) && description.nodes.length > 0,
        outdated: (0, presenter_1.isOutdated)(changeRequest, space.revisionId),
        reviews,
    };
}
/** Only each reviewer's latest review counts. */
function latestByReviewer(reviews) {
    const latest = new Map();
    for (const review of reviews) {
        const current = latest.get(review.reviewerId);
        if (!current || current.createdAt < review.createdAt)
            latest.set(review.reviewerId, review);
    }
    return latest;
}
/**
 * The merge rules a merge would break, as sentences for the 400 message; empty when it may
 * go ahead. A space that inherits uses the organization's rules; `allow_bypass` lets its users
 * merge regardless. Rules Quire cannot evaluate (agent reviews, custom expressions) are
 * reported unmet rather than silently passed.
 */
function unmetMergeRules(facts) {
    const parsed = merge_rules_1.ZStoredMergeRules.safeParse(facts.spaceRules);
    const spaceRules = parsed.success ? parsed.data : { type: 'inherit' };
    const rules = spaceRules.type === 'inherit' ? facts.organizationRules : spaceRules;
    if (rules.type !== 'rules')
        return [];
    const list = rules.rules ?? [];
    if (list.some((rule) => rule.rule === 'allow_bypass' && (rule.users ?? []).includes(facts.actorId)))
        return [];
    const latest = latestByReviewer(facts.reviews);
    const approvedBy = new Set([...latest.values()].filter((review) => review.status === 'approved').map((review) => review.reviewerId));
    const unmet = [];
    for (const rule of list) {
        switch (rule.rule) {
            case 'require_at_least_one_review':
                if (approvedBy.size === 0)
                    unmet.push('require_at_least_one_review: no approving review');
                break;
            case 'require_all_reviews_approved': {
                const blocking = [...latest.values()].filter((review) => review.status !== 'approved');
                if (latest.size === 0 || blocking.length > 0)
                    unmet.push('require_all_reviews_approved: every review must approve');
                break;
            }
            case 'require_specific_reviewers': {
                const missing = (rule.users ?? []).filter((user) => !approvedBy.has(user));
                if (missing.length > 0)
                    unmet.push(`require_specific_reviewers: waiting for approval from ${missing.join(', ')}`);
                break;
            }
            case 'require_one_of_specific_reviewers':
                if (!(rule.users ?? []).some((user) => approvedBy.has(user)))
                    unmet.push('require_one_of_specific_reviewers: none of the reviewers approved');
                break;
            case 'require_up_to_date_change_request':
                if (facts.outdated)
                    unmet.push('require_up_to_date_change_request: update the change request from main first');
                break;
            case 'require_change_request_subject':
                if (facts.subject.trim() === '')
                    unmet.push('require_change_request_subject: the change request has no subject');
                break;
            case 'require_change_request_description':
                if (!facts.hasDescription)
                    unmet.push('require_change_request_description: the change request has no description');
                break;
            case 'require_agent_review':
                unmet.push('require_agent_review: Quire has no review agent');
                break;
            case 'custom':
                unmet.push('custom: Quire does not evaluate custom merge rule expressions');
                break;
            default:
                break;
        }
    }
    return unmet;
}
//# sourceMappingURL=merge-rules-check.js.map