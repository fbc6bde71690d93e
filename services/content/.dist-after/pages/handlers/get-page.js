"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.formatOf = formatOf;
exports.getPage = getPage;
const proto_1 = require("@quire/proto");
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const markdown_parse_1 = require("../../lib/markdown-parse");
const validation_1 = require("../../lib/validation");
const policy_2 = require("../policy");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const load_1 = require("../../change-requests/load");
const ZGetPageRequest = zod_1.z.object({
    spaceId: validation_1.ZId,
    changeRequestId: validation_1.ZId.optional(),
    revisionId: validation_1.ZId.optional(),
    pageId: validation_1.ZId,
    format: validation_1.ZEnumValue,
    metadata: zod_1.z.boolean().optional(),
    computed: zod_1.z.boolean().optional(),
    // Accepted and ignored: Quire's documents have no expressions to evaluate.
    evaluated: zod_1.z.enum(['true', 'false', 'deterministic-only']).optional(),
});
function formatOf(value) {
    switch (value) {
        case proto_1.contentV1.PageFormat.PAGE_FORMAT_UNSPECIFIED:
        case proto_1.contentV1.PageFormat.PAGE_FORMAT_MARKDOWN:
            return 'markdown';
        case proto_1.contentV1.PageFormat.PAGE_FORMAT_DOCUMENT:
            return 'document';
        default:
            throw (0, shared_1.invalidArgument)('format: must be "markdown" or "document"');
    }
}
/**
 * One page (any kind) with its children, from the space's main content, a change request or any revision.
 * `format=document` gives document pages a GitBook "JSONDocument" instead of `markdown`.
 */
async function getPage(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZGetPageRequest, request);
    const format = formatOf(input.format);
    const target = await (0, load_1.loadContentTarget)(ctx, principal, input.spaceId, input.changeRequestId, input.revisionId);
    (0, policy_1.authorize)(target.access, policy_2.pageRules.view, 'Space');
    // Slugs are de-duplicated among siblings and paths come from the ancestors: the page is
    // presented from the whole table of contents.
    const node = (0, queries_1.findNode)(await (0, queries_1.loadOutline)(ctx.db, target.revision), input.pageId);
    if (!node || !(0, presenter_1.isPresentable)(node, input))
        throw (0, shared_1.notFound)('Page not found');
    const bodies = await (0, queries_1.bodiesOf)(ctx.db, [node]);
    const scope = { spaceId: target.space.id, changeRequestNumber: target.changeRequest?.number ?? null };
    const documents = format === 'document' ? await (0, markdown_parse_1.documentsForReading)(bodies) : undefined;
    return { page: (0, presenter_1.presentPage)(node, { urls: ctx.urls, scope, bodies, format, documents, metadata: input.metadata, computed: input.computed }) };
}
//# sourceMappingURL=get-page.js.map