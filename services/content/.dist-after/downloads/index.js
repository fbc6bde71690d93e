"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.downloadService = downloadService;
const download_1 = require("./handlers/download");
/** DownloadService (proto/quire/content/v1/download.proto). */
function downloadService(ctx) {
    return { download: (request, callContext) => (0, download_1.download)(ctx, request, callContext) };
}
//# sourceMappingURL=index.js.map