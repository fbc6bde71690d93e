"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.startImportRun = startImportRun;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const store_1 = require("../../revision-store/store");
const validation_1 = require("../../lib/validation");
const import_run_starter_1 = require("../commands/import-run-starter");
const policy_1 = require("../policy");
const presenter_1 = require("../presenter");
const load_1 = require("../../change-requests/load");
const ZStartImportRunRequest = zod_1.z.object({
    organizationId: validation_1.ZId,
    source: zod_1.z.object({
        type: zod_1.z.string().max(64),
        url: zod_1.z.string().max(2048).optional(),
        // "Key of file": the id of a file of the target.
        files: zod_1.z.array(validation_1.ZId).max(validation_1.MAX_REQUEST_ITEMS),
    }),
    target: zod_1.z.object({ space: validation_1.ZId, changeRequest: validation_1.ZId.optional(), page: validation_1.ZId.optional() }),
});
/**
 * The website URL as stored: an absolute http(s) URL without credentials (a website import
 * never sends any, and a password must not land in the run's record).
 */
function websiteUrlOf(url) {
    if (url === undefined)
        throw (0, shared_1.invalidArgument)('source.url: required for a website source');
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        throw (0, shared_1.invalidArgument)('source.url: must be an absolute URL');
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
        throw (0, shared_1.invalidArgument)('source.url: must be an http or https URL');
    if (parsed.username || parsed.password)
        throw (0, shared_1.invalidArgument)('source.url: must not contain credentials');
    parsed.hash = '';
    return parsed.href;
}
function sourceOf(source) {
    if (source.type === 'website') {
        if (source.files.length > 0)
            throw (0, shared_1.invalidArgument)('source.files: only for a file source');
        return { type: 'website', url: websiteUrlOf(source.url) };
    }
    if (source.type === 'file') {
        if (source.url !== undefined)
            throw (0, shared_1.invalidArgument)('source.url: only for a website source');
        if (source.files.length === 0)
            throw (0, shared_1.invalidArgument)('source.files: must name at least one file');
        const duplicate = source.files.find((id, index) => source.files.indexOf(id) !== index);
        if (duplicate)
            throw (0, shared_1.invalidArgument)(`source.files: "${duplicate}" is listed twice`);
        return { type: 'file', fileIds: source.files };
    }
    throw (0, shared_1.invalidArgument)('source.type: must be "website" or "file"');
}
/**
 * Starts an import into a space's main content, a change request of it, or under one of
 * their pages. The target is checked now (the space is in the organization and the caller
 * may edit it; the change request is of that space and not merged or archived; the page and
 * the files are in the target's revision); the run and the worker's job event are written in
 * one transaction, and the git-worker does the rest (docs/outside-sources.md).
 */
async function startImportRun(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZStartImportRunRequest, request);
    const source = sourceOf(input.source);
    const target = await (0, load_1.loadContentTarget)(ctx, principal, input.target.space, input.target.changeRequest);
    // A space of another organization is not found, whatever the caller's rights there.
    if (target.space.organizationId !== input.organizationId)
        throw (0, shared_1.notFound)('Space not found');
    (0, policy_1.authorizeImportInto)(target);
    if (target.changeRequest && (target.changeRequest.status === 'merged' || target.changeRequest.status === 'archived')) {
        throw (0, shared_1.invalidArgument)(`target.changeRequest: the change request is ${target.changeRequest.status}`);
    }
    if (input.target.page !== undefined) {
        const page = await (0, store_1.loadPage)(ctx.db, target.revision, input.target.page);
        if (!page)
            throw (0, shared_1.notFound)('Page not found');
        if (page.kind === 'link')
            throw (0, shared_1.invalidArgument)('target.page: a link page cannot have child pages');
    }
    if (source.type === 'file') {
        const files = await (0, store_1.loadFiles)(ctx.db, target.revision);
        const missing = source.fileIds.find((id) => !files.has(id));
        if (missing)
            throw (0, shared_1.notFound)(`File not found: "${missing}"`);
    }
    const run = await (0, import_run_starter_1.importRunStarter)(ctx.db, {
        organizationId: input.organizationId,
        spaceId: target.space.id,
        changeRequestId: target.changeRequest?.id ?? null,
        pageId: input.target.page ?? null,
        source,
        actorId: principal.userId,
    });
    return { run: (0, presenter_1.presentImportRun)(run, []) };
}
//# sourceMappingURL=start-import-run.js.map