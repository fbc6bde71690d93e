"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.updatePage = updatePage;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const content_refs_1 = require("../../lib/content-refs");
const validation_1 = require("../../lib/validation");
const page_updater_1 = require("../commands/page-updater");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const schemas_1 = require("../schemas");
const load_1 = require("../../change-requests/load");
const ZUpdatePageRequest = zod_1.z.object({
    spaceId: validation_1.ZId,
    changeRequestId: validation_1.ZId,
    pageId: validation_1.ZId,
    title: schemas_1.ZPageTitle.optional(),
    // google.protobuf.Value: a string sets, null removes, absent keeps.
    emoji: zod_1.z.union([zod_1.z.null(), schemas_1.ZPageEmoji]).optional(),
    icon: zod_1.z.union([zod_1.z.null(), schemas_1.ZPageIcon]).optional(),
    description: zod_1.z.union([zod_1.z.null(), schemas_1.ZPageDescription]).optional(),
    hidden: zod_1.z.boolean().optional(),
    // A page id, null for the top level, absent to stay under the same parent.
    parent: validation_1.ZParentValue,
    position: schemas_1.ZPagePosition,
    content: schemas_1.ZPageContent,
    target: content_refs_1.ZContentRef.optional(),
    slug: schemas_1.ZPageSlug.optional(),
});
/**
 * Changes a page of a change request (Quire extension): title, slug, emoji, icon,
 * description, hidden, content (document pages), target (link pages), and its place
 * (`parent` and/or `position`; its children move with it).
 */
async function updatePage(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZUpdatePageRequest, request);
    const changes = {
        title: input.title,
        slug: input.slug,
        emoji: input.emoji,
        icon: input.icon,
        description: input.description,
        hidden: input.hidden,
        parentId: input.parent,
        position: input.position,
        markdown: input.content === undefined ? undefined : (0, schemas_1.markdownOfContent)(input.content),
        target: input.target && (0, schemas_1.contentRefOf)(input.target),
    };
    const target = await (0, load_1.loadWritableContent)(ctx, principal, input.spaceId, input.changeRequestId);
    if (input.content !== undefined && changes.markdown !== undefined)
        await (0, schemas_1.checkContentMarkdown)(input.content, changes.markdown);
    const written = await (0, page_updater_1.pageUpdater)(ctx.db, { changeRequestId: target.changeRequest.id, actorId: principal.userId, pageId: input.pageId, changes });
    const node = (0, queries_1.findNode)((0, queries_1.outlineOfPages)(written.pages), written.pageId);
    const scope = { spaceId: target.space.id, changeRequestNumber: target.changeRequest.number };
    return { page: (0, presenter_1.presentWrittenPage)(node, { urls: ctx.urls, scope, bodies: node ? await (0, queries_1.bodiesOf)(ctx.db, [node]) : new Map() }) };
}
//# sourceMappingURL=update-page.js.map