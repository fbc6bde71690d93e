"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.download = download;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const pdf_download_1 = require("../../exports/pdf-download");
const ZDownloadRequest = zod_1.z.object({ token: zod_1.z.string().min(1).max(2048) });
/** One answer for every refusal, so a client learns nothing about why (bad, expired or unknown). */
const NOT_FOUND_MESSAGE = 'Download not found or expired';
/**
 * The bytes behind a signed download URL (`GET /v1/downloads/{token}`, no bearer token: the
 * signature is the authorization). A file's token names its blob, content type and name; a
 * PDF token names a revision (and page) to render.
 */
async function download(ctx, request, _callContext) {
    // The token is a credential: a malformed one is refused like a forged one (404), not with 400.
    const parsed = ZDownloadRequest.safeParse(request);
    const payload = parsed.success ? ctx.signer.verify(parsed.data.token) : undefined;
    if (!payload)
        throw (0, shared_1.notFound)(NOT_FOUND_MESSAGE);
    if (payload.kind === 'pdf')
        return (0, pdf_download_1.renderPdfDownload)(ctx, payload);
    if (payload.kind !== 'blob')
        throw (0, shared_1.notFound)(NOT_FOUND_MESSAGE);
    const data = await ctx.blobs.get(payload.hash);
    if (!data)
        throw (0, shared_1.notFound)(NOT_FOUND_MESSAGE);
    return { data, contentType: payload.contentType, fileName: payload.name };
}
//# sourceMappingURL=download.js.map