"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.getPageByPath = getPageByPath;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const outline_1 = require("../../content-tree/outline");
const markdown_parse_1 = require("../../lib/markdown-parse");
const validation_1 = require("../../lib/validation");
const redirects_1 = require("../../revision-store/redirects");
const policy_2 = require("../policy");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const get_page_1 = require("./get-page");
const load_1 = require("../../change-requests/load");
const ZGetPageByPathRequest = zod_1.z.object({
    spaceId: validation_1.ZId,
    changeRequestId: validation_1.ZId.optional(),
    revisionId: validation_1.ZId.optional(),
    pagePath: zod_1.z.string().min(1).max(2048),
    format: validation_1.ZEnumValue,
    metadata: zod_1.z.boolean().optional(),
    computed: zod_1.z.boolean().optional(),
    evaluated: zod_1.z.enum(['true', 'false', 'deterministic-only']).optional(),
});
/**
 * The page at a path of the space's main content, a change request or any revision. When no page has the
 * path, a redirect of the revision (Git Sync's `.gitbook.yaml` `redirects`) whose source is
 * the path (without slashes around it, `.md` or a final `/README`) answers its page, as
 * GitBook serves old URLs. A redirect to a page the revision no longer has leads nowhere.
 */
async function getPageByPath(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZGetPageByPathRequest, request);
    const format = (0, get_page_1.formatOf)(input.format);
    const target = await (0, load_1.loadContentTarget)(ctx, principal, input.spaceId, input.changeRequestId, input.revisionId);
    (0, policy_1.authorize)(target.access, policy_2.pageRules.view, 'Space');
    const outline = await (0, queries_1.loadOutline)(ctx.db, target.revision);
    let node = (0, outline_1.nodeByPath)(outline, input.pagePath);
    if (!node) {
        const pageId = (0, redirects_1.redirectedPageId)(target.revision.redirects, input.pagePath);
        const redirected = pageId !== undefined ? (0, queries_1.findNode)(outline, pageId) : undefined;
        if (redirected && redirected.entry.kind !== 'link')
            node = redirected;
    }
    // The answer is a document or group page: a computed page is only its source (getPage answers
    // it), and the pages it generated are not content when `computed` is false.
    if (!node || node.entry.computed || !(0, presenter_1.isPresentable)(node, input))
        throw (0, shared_1.notFound)('Page not found');
    const bodies = await (0, queries_1.bodiesOf)(ctx.db, [node]);
    const scope = { spaceId: target.space.id, changeRequestNumber: target.changeRequest?.number ?? null };
    const documents = format === 'document' ? await (0, markdown_parse_1.documentsForReading)(bodies) : undefined;
    return { page: (0, presenter_1.presentPage)(node, { urls: ctx.urls, scope, bodies, format, documents, metadata: input.metadata, computed: input.computed }) };
}
//# sourceMappingURL=get-page-by-path.js.map