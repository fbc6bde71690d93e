"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pageInternalService = pageInternalService;
const find_pages_by_path_1 = require("./handlers/find-pages-by-path");
/**
 * PageInternalService (proto/quire/content/v1/page_internal.proto): page lookups for other
 * services (insights links conversation issues to the docs page they were asked on). Needs
 * no principal: it answers page ids only.
 */
function pageInternalService(ctx) {
    return {
        findPagesByPath: (request) => (0, find_pages_by_path_1.findPagesByPath)(ctx, request),
    };
}
//# sourceMappingURL=index.js.map