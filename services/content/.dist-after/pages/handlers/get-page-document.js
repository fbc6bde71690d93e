"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getPageDocument = getPageDocument;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const load_1 = require("../../change-requests/load");
const queries_1 = require("../../documents/queries");
const validation_1 = require("../../lib/validation");
const store_1 = require("../../revision-store/store");
const policy_2 = require("../policy");
const ZGetPageDocumentRequest = zod_1.z.object({
    spaceId: validation_1.ZId,
    revisionId: validation_1.ZId,
    pageId: validation_1.ZId,
    // Accepted and ignored: Quire's documents have no expressions to evaluate.
    evaluated: zod_1.z.enum(['true', 'false', 'deterministic-only']).optional(),
});
/**
 * The body of a document page of any revision as GitBook's "JSONDocument": the `document` that
 * getPage with `format=document` gives the page (read from the page's chunk alone, not the
 * table of contents). Group and link pages have no document: NOT_FOUND, as an unknown page.
 */
async function getPageDocument(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZGetPageDocumentRequest, request);
    const target = await (0, load_1.loadContentTarget)(ctx, principal, input.spaceId, undefined, input.revisionId);
    (0, policy_1.authorize)(target.access, policy_2.pageRules.view, 'Space');
    const entry = await (0, store_1.loadPage)(ctx.db, target.revision, input.pageId);
    if (!entry)
        throw (0, shared_1.notFound)('Page not found');
    if (entry.kind !== 'document')
        throw (0, shared_1.notFound)(`The page is a ${entry.kind} page: it has no document`);
    const document = await (0, queries_1.documentOfBody)(ctx.db, entry.bodyHash);
    if (!document)
        throw new Error(`the body ${entry.bodyHash} of page ${entry.id} is missing`);
    return { document };
}
//# sourceMappingURL=get-page-document.js.map