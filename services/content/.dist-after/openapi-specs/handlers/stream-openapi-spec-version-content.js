"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.CONTENT_CHUNK_BYTES = void 0;
exports.streamOpenAPISpecVersionContent = streamOpenAPISpecVersionContent;
const node_crypto_1 = require("node:crypto");
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const http_conditions_1 = require("../../lib/http-conditions");
const validation_1 = require("../../lib/validation");
const load_1 = require("../load");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const validation_2 = require("../validation");
/** Header values as the gateway passes them on (HTTP keeps a header line under some kilobytes). */
const ZHeaderValue = zod_1.z.string().max(8192);
const ZStreamOpenAPISpecVersionContentRequest = zod_1.z.object({
    organizationId: validation_1.ZId,
    specSlug: validation_2.ZSpecSlug,
    versionId: validation_1.ZId.optional(),
    ifNoneMatch: ZHeaderValue.optional(),
    acceptEncoding: ZHeaderValue.optional(),
});
/** Bumped whenever presentVersionContent's output changes, so that older ETags stop matching. */
const CONTENT_FORMAT = 1;
/** Bytes a message carries: a document is at most 16 MiB, sent in 1 MiB pieces. */
exports.CONTENT_CHUNK_BYTES = 1024 * 1024;
/**
 * The ETag of a version's content: a version never changes, so its id (and the URL written
 * into the body, which for a text source depends on QUIRE_PUBLIC_URL) names the bytes; a 304
 * needs no read of the document.
 */
function contentEtag(versionId, url) {
    return `W/"openapi-${(0, node_crypto_1.hash)('sha1', `${versionId}\n${url}\n${CONTENT_FORMAT}`, 'base64url').slice(0, 22)}"`;
}
/**
 * getLatestOpenAPISpecVersionContent and getOpenAPISpecVersionContentById as the gateway
 * serves them (route rows' `jsonStream`): GitBook "OpenAPISpecContent" built around the stored
 * document, sent in chunks. Access and the version are checked before anything is sent, a 304
 * included.
 */
async function* streamOpenAPISpecVersionContent(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZStreamOpenAPISpecVersionContentRequest, request);
    const { spec, version } = await (0, load_1.loadSpecVersion)(ctx, principal, input);
    const url = (0, presenter_1.versionUrl)(ctx.urls, spec, version);
    const etag = contentEtag(version.id, url);
    if ((0, http_conditions_1.etagMatches)(input.ifNoneMatch, etag)) {
        yield { etag, notModified: true, chunk: Buffer.alloc(0) };
        return;
    }
    const document = await (0, queries_1.findVersionDocument)(ctx.db, version.id);
    // Deleted with its spec since it was found.
    if (document === null)
        throw (0, load_1.versionNotFound)();
    const body = (0, presenter_1.presentVersionContent)(document, url);
    for (let offset = 0; offset < body.length; offset += exports.CONTENT_CHUNK_BYTES) {
        const chunk = body.subarray(offset, offset + exports.CONTENT_CHUNK_BYTES);
        yield offset === 0 ? { etag, contentLength: body.length, chunk } : { chunk };
    }
}
//# sourceMappingURL=stream-openapi-spec-version-content.js.map