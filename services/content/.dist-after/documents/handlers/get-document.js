"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getDocument = getDocument;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const validation_1 = require("../../lib/validation");
const presenter_1 = require("../../pages/presenter");
const queries_1 = require("../../pages/queries");
const store_1 = require("../../revision-store/store");
const load_1 = require("../../spaces/load");
const policy_2 = require("../policy");
const queries_2 = require("../queries");
const ZGetDocumentRequest = zod_1.z.object({
    spaceId: validation_1.ZId,
    documentId: validation_1.ZId,
    // GitBook's document schema versions: Quire's documents have one, which both name.
    schema: zod_1.z.enum(['current', 'next']).optional(),
});
/**
 * A document of the space (the `documentId` of a document page of any of its revisions) as
 * GitBook's "JSONDocument", built from the body as the page reads build it. NOT_FOUND for an id
 * no revision of the space has. A published site's token reads only what its site shows: the
 * documents of the main revision, and so does an integration's installation token.
 */
async function getDocument(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZGetDocumentRequest, request);
    const loaded = await (0, load_1.loadSpace)(ctx, principal, input.spaceId, { publishedRead: true });
    (0, policy_1.authorize)(loaded.access, policy_2.documentRules.view, 'Space');
    const known = principal.kind === 'site-reader' || principal.kind === 'installation'
        ? (0, presenter_1.bodyHashesOf)(await (0, queries_1.loadOutline)(ctx.db, await (0, store_1.loadStoredRevision)(ctx.db, loaded.space.revisionId))).includes(input.documentId)
        : await (0, queries_2.spaceHasDocument)(ctx.db, loaded.space.id, input.documentId);
    const document = known ? await (0, queries_2.documentOfBody)(ctx.db, input.documentId) : undefined;
    if (!document)
        throw (0, shared_1.notFound)('Document not found');
    return { document };
}
//# sourceMappingURL=get-document.js.map