"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.updateReusableContent = updateReusableContent;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const load_1 = require("../../change-requests/load");
const validation_1 = require("../../lib/validation");
const schemas_1 = require("../../pages/schemas");
const reusable_content_writer_1 = require("../commands/reusable-content-writer");
const presenter_1 = require("../presenter");
const schemas_2 = require("../schemas");
const ZUpdateReusableContentRequest = zod_1.z.object({
    spaceId: validation_1.ZId,
    changeRequestId: validation_1.ZId,
    reusableContentId: validation_1.ZId,
    title: schemas_2.ZReusableContentTitle.optional(),
    content: schemas_1.ZPageContent,
});
/** Changes the title and/or body of a reusable content of a change request (Quire extension). */
async function updateReusableContent(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZUpdateReusableContentRequest, request);
    const markdown = input.content === undefined ? undefined : (0, schemas_1.markdownOfContent)(input.content);
    const target = await (0, load_1.loadWritableContent)(ctx, principal, input.spaceId, input.changeRequestId);
    if (input.content !== undefined && markdown !== undefined)
        await (0, schemas_1.checkContentMarkdown)(input.content, markdown);
    const entry = await (0, reusable_content_writer_1.reusableContentUpdater)(ctx.db, {
        changeRequestId: target.changeRequest.id,
        actorId: principal.userId,
        reusableContentId: input.reusableContentId,
        title: input.title,
        markdown,
    });
    return { reusableContent: (0, presenter_1.presentReusableContent)(entry) };
}
//# sourceMappingURL=update-reusable-content.js.map