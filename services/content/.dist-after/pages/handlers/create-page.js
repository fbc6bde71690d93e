"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.createPage = createPage;
const proto_1 = require("@quire/proto");
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const page_creator_1 = require("../commands/page-creator");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const schemas_1 = require("../schemas");
const load_1 = require("../../change-requests/load");
const create_computed_page_1 = require("../../computed-content/handlers/create-computed-page");
const ZCreatePageRequest = schemas_1.ZNewPageFields.extend({
    spaceId: validation_1.ZId,
    changeRequestId: validation_1.ZId,
    position: schemas_1.ZPagePosition,
    computed: zod_1.z.record(zod_1.z.string(), zod_1.z.unknown()).optional(),
});
/**
 * Adds a page to a change request (Quire extension): a document page (default) with
 * `content` ({ markdown } or { document }), a top-level group, or a link page with a
 * `target` ContentRef, or a top-level computed page with its `computed` source (its pages
 * generated from an OpenAPI spec, ../../computed-content). Answers the page as GitBook's "RevisionPage".
 */
async function createPage(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZCreatePageRequest, request);
    if (input.type === proto_1.contentV1.PageType.PAGE_TYPE_COMPUTED) {
        if (input.content !== undefined)
            throw (0, shared_1.invalidArgument)('content: a computed page has no content: its pages are generated from "computed"');
        if (input.description !== undefined)
            throw (0, shared_1.invalidArgument)('description: a computed page has no description');
        if (input.target !== undefined)
            throw (0, shared_1.invalidArgument)('target: only link pages have a target');
        if (input.hidden !== undefined)
            throw (0, shared_1.invalidArgument)('hidden: a computed page cannot be hidden');
        if (input.parent !== undefined)
            throw (0, shared_1.invalidArgument)('parent: a computed page can only be at the top level');
        if (input.computed === undefined)
            throw (0, shared_1.invalidArgument)('computed: is required for a computed page (a "builtin:openapi" source)');
        return (0, create_computed_page_1.createComputedPage)(ctx, principal, { ...input, computed: input.computed });
    }
    if (input.computed !== undefined)
        throw (0, shared_1.invalidArgument)('computed: only computed pages have a source');
    const kind = (0, schemas_1.checkedPageKind)(input, '', '"document", "group", "link" or "computed"');
    const markdown = input.content === undefined ? undefined : (0, schemas_1.markdownOfContent)(input.content);
    const target = await (0, load_1.loadWritableContent)(ctx, principal, input.spaceId, input.changeRequestId);
    if (input.content !== undefined && markdown !== undefined)
        await (0, schemas_1.checkContentMarkdown)(input.content, markdown);
    const written = await (0, page_creator_1.pageCreator)(ctx.db, {
        changeRequestId: target.changeRequest.id,
        actorId: principal.userId,
        kind,
        title: input.title,
        slug: input.slug,
        emoji: input.emoji,
        icon: input.icon,
        description: input.description,
        hidden: input.hidden,
        parentId: input.parent ?? null,
        position: input.position,
        markdown,
        target: input.target && (0, schemas_1.contentRefOf)(input.target),
    });
    const node = (0, queries_1.findNode)((0, queries_1.outlineOfPages)(written.pages), written.pageId);
    const scope = { spaceId: target.space.id, changeRequestNumber: target.changeRequest.number };
    return { page: (0, presenter_1.presentWrittenPage)(node, { urls: ctx.urls, scope, bodies: node ? await (0, queries_1.bodiesOf)(ctx.db, [node]) : new Map() }) };
}
//# sourceMappingURL=create-page.js.map