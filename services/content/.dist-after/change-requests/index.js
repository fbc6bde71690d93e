"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.changeRequestService = changeRequestService;
const create_change_request_1 = require("./handlers/create-change-request");
const get_change_request_1 = require("./handlers/get-change-request");
const list_change_requests_1 = require("./handlers/list-change-requests");
const list_change_request_contributors_1 = require("./handlers/list-change-request-contributors");
const list_requested_reviewers_1 = require("./handlers/list-requested-reviewers");
const merge_change_request_1 = require("./handlers/merge-change-request");
const remove_requested_reviewer_1 = require("./handlers/remove-requested-reviewer");
const request_reviewers_1 = require("./handlers/request-reviewers");
const update_change_request_1 = require("./handlers/update-change-request");
const update_change_request_from_main_1 = require("./handlers/update-change-request-from-main");
/** ChangeRequestService (proto/quire/content/v1/change_request.proto). */
function changeRequestService(ctx) {
    return {
        mergeChangeRequest: (request, callContext) => (0, merge_change_request_1.mergeChangeRequest)(ctx, request, callContext),
        updateChangeRequestFromMain: (request, callContext) => (0, update_change_request_from_main_1.updateChangeRequestFromMain)(ctx, request, callContext),
        listChangeRequests: (request, callContext) => (0, list_change_requests_1.listChangeRequests)(ctx, request, callContext),
        createChangeRequest: (request, callContext) => (0, create_change_request_1.createChangeRequest)(ctx, request, callContext),
        getChangeRequest: (request, callContext) => (0, get_change_request_1.getChangeRequest)(ctx, request, callContext),
        updateChangeRequest: (request, callContext) => (0, update_change_request_1.updateChangeRequest)(ctx, request, callContext),
        listRequestedReviewers: (request, callContext) => (0, list_requested_reviewers_1.listRequestedReviewers)(ctx, request, callContext),
        requestReviewers: (request, callContext) => (0, request_reviewers_1.requestReviewers)(ctx, request, callContext),
        removeRequestedReviewer: (request, callContext) => (0, remove_requested_reviewer_1.removeRequestedReviewer)(ctx, request, callContext),
        listChangeRequestContributors: (request, callContext) => (0, list_change_request_contributors_1.listChangeRequestContributors)(ctx, request, callContext),
    };
}
//# sourceMappingURL=index.js.map