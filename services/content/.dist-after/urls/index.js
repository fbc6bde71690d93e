"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.urlService = urlService;
const get_content_by_url_1 = require("./handlers/get-content-by-url");
/** UrlService (proto/quire/content/v1/url.proto): GET /urls/content. */
function urlService(ctx) {
    return {
        getContentByUrl: (request, callContext) => (0, get_content_by_url_1.getContentByUrl)(ctx, request, callContext),
    };
}
//# sourceMappingURL=index.js.map