"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.downloadExpiry = downloadExpiry;
exports.fileDownloadUrl = fileDownloadUrl;
exports.presentFile = presentFile;
const signed_urls_1 = require("../lib/signed-urls");
/**
 * When a download URL issued now expires: at the end of the next whole TTL window, so it is
 * valid for at least one TTL and at most two, and every presentation of a file within one
 * window gives the same URL (responses stay cacheable, ETags stable).
 */
function downloadExpiry(nowMs = Date.now()) {
    const window = Math.floor(nowMs / 1000 / signed_urls_1.DOWNLOAD_TTL_SECONDS);
    return (window + 2) * signed_urls_1.DOWNLOAD_TTL_SECONDS;
}
/** The signed, token-free URL of a file's bytes (`GET /v1/downloads/{token}`). */
function fileDownloadUrl(ctx, file, nowMs) {
    const token = ctx.signer.sign({ kind: 'blob', hash: file.blobHash, contentType: file.contentType, name: file.name, exp: downloadExpiry(nowMs) });
    return `${ctx.urls.publicUrl}/v1/downloads/${token}`;
}
/** A file of a revision as GitBook's "RevisionFile"; `metadata: false` leaves out `git`. */
function presentFile(ctx, file, { metadata = true } = {}) {
    return {
        id: file.id,
        name: file.name,
        contentType: file.contentType,
        downloadUrl: fileDownloadUrl(ctx, file),
        size: file.size,
        dimensions: file.width !== undefined && file.height !== undefined ? { width: file.width, height: file.height } : undefined,
        git: metadata && file.git ? { oid: file.git.oid, path: file.git.path } : undefined,
    };
}
//# sourceMappingURL=presenter.js.map