"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.embedService = embedService;
const get_embed_by_url_1 = require("./handlers/get-embed-by-url");
/** EmbedService (proto/quire/content/v1/embed.proto): GET /spaces/{spaceId}/embed. */
function embedService(ctx) {
    return {
        getEmbedByUrl: (request, callContext) => (0, get_embed_by_url_1.getEmbedByUrl)(ctx, request, callContext),
    };
}
//# sourceMappingURL=index.js.map