"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.contentInternalService = contentInternalService;
const count_member_spaces_1 = require("./handlers/count-member-spaces");
const count_team_spaces_1 = require("./handlers/count-team-spaces");
const get_collections_1 = require("./handlers/get-collections");
const get_page_paths_1 = require("./handlers/get-page-paths");
const get_spaces_1 = require("./handlers/get-spaces");
/**
 * ContentInternalService (proto/quire/content/v1/internal.proto): for other services. The
 * counts and getPagePaths (for sites' redirects) need no principal; getSpaces (for sites) and
 * getCollections (for identity's invite links) read the forwarded caller's principal.
 */
function contentInternalService(ctx) {
    return {
        countTeamSpaces: (request, callContext) => (0, count_team_spaces_1.countTeamSpaces)(ctx, request, callContext),
        countMemberSpaces: (request, callContext) => (0, count_member_spaces_1.countMemberSpaces)(ctx, request, callContext),
        getSpaces: (request, callContext) => (0, get_spaces_1.getSpaces)(ctx, request, callContext),
        getPagePaths: (request, callContext) => (0, get_page_paths_1.getPagePaths)(ctx, request, callContext),
        getCollections: (request, callContext) => (0, get_collections_1.getCollections)(ctx, request, callContext),
    };
}
//# sourceMappingURL=index.js.map