"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.writeRevision = writeRevision;
const proto_1 = require("@quire/proto");
const shared_1 = require("@quire/shared");
const documents_1 = require("@quire/documents");
const revision_writer_1 = require("../commands/revision-writer");
const schemas_1 = require("../schemas");
/**
 * The redirects as stored (normalized source → imported page key): each must lead to a
 * document or group page of the request (a link page has no page to show), once per source.
 */
function checkRedirects(redirects, pages) {
    const linkKeys = new Set(pages.filter((page) => page.type === proto_1.contentV1.PageType.PAGE_TYPE_LINK).map((page) => page.key));
    const keys = new Set(pages.map((page) => page.key));
    const bySource = new Map();
    redirects.forEach((redirect, index) => {
        if (!keys.has(redirect.targetKey))
            throw (0, shared_1.invalidArgument)(`redirects.${index}.targetKey: names no page of the request`);
        if (linkKeys.has(redirect.targetKey))
            throw (0, shared_1.invalidArgument)(`redirects.${index}.targetKey: names a link page, which has no content to show`);
        const source = (0, documents_1.normalizeRedirectPath)(redirect.source);
        if (bySource.has(source))
            throw (0, shared_1.invalidArgument)(`redirects.${index}.source: another redirect has the same source`);
        bySource.set(source, redirect.targetKey);
    });
    return bySource;
}
/**
 * WriteRevision (git-worker): imported pages and files as one new revision of the main
 * content, of a change request, or standalone. Everything is checked before anything is
 * written (INVALID_ARGUMENT names the field); a space of another organization is NOT_FOUND.
 * Redirects (old path → imported page) replace the revision's in REPLACE and are added in
 * APPEND.
 */
async function writeRevision(ctx, request) {
    const input = (0, shared_1.parseRequest)(schemas_1.ZWriteRevisionRequest, request);
    const target = (0, schemas_1.writeTargetOf)(input.target);
    if (!target)
        throw (0, shared_1.invalidArgument)('target: must be WRITE_TARGET_MAIN, WRITE_TARGET_CHANGE_REQUEST or WRITE_TARGET_STANDALONE');
    const mode = (0, schemas_1.writeModeOf)(input.mode);
    if (!mode)
        throw (0, shared_1.invalidArgument)('mode: must be WRITE_MODE_REPLACE or WRITE_MODE_APPEND');
    if (target === 'change-request' && input.changeRequestId === '')
        throw (0, shared_1.invalidArgument)('changeRequestId: required with WRITE_TARGET_CHANGE_REQUEST');
    if (target !== 'change-request' && input.changeRequestId !== '')
        throw (0, shared_1.invalidArgument)('changeRequestId: only with WRITE_TARGET_CHANGE_REQUEST');
    if (mode === 'replace' && input.parentPageId !== '')
        throw (0, shared_1.invalidArgument)('parentPageId: only with WRITE_MODE_APPEND');
    const redirects = checkRedirects(input.redirects, input.pages);
    const written = await (0, revision_writer_1.revisionWriter)(ctx.db, {
        organizationId: input.organizationId,
        spaceId: input.spaceId,
        idempotencyKey: input.idempotencyKey,
        target,
        changeRequestId: input.changeRequestId || null,
        mode,
        parentPageId: input.parentPageId || null,
        pages: input.pages,
        files: input.files,
        reusableContents: input.reusableContents,
        git: input.git && {
            oid: input.git.oid,
            message: input.git.message,
            createdByGitBook: input.git.createdByGitBook,
            ...(input.git.url !== undefined && { url: input.git.url }),
            ...(input.git.ref !== undefined && { ref: input.git.ref }),
        },
        actingUserId: input.actingUserId || null,
        redirects,
    });
    return written;
}
//# sourceMappingURL=write-revision.js.map