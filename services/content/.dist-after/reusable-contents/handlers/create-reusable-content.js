"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.createReusableContent = createReusableContent;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const load_1 = require("../../change-requests/load");
const validation_1 = require("../../lib/validation");
const schemas_1 = require("../../pages/schemas");
const reusable_content_writer_1 = require("../commands/reusable-content-writer");
const presenter_1 = require("../presenter");
const schemas_2 = require("../schemas");
const ZCreateReusableContentRequest = zod_1.z.object({ spaceId: validation_1.ZId, changeRequestId: validation_1.ZId, title: schemas_2.ZReusableContentTitle, content: schemas_1.ZPageContent });
/**
 * Adds a reusable content to a change request (Quire extension): a title and a body given as
 * a page's is (`{markdown}` or `{document}`, checked as page writes are). Answers it as
 * GitBook's "RevisionReusableContent".
 */
async function createReusableContent(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZCreateReusableContentRequest, request);
    const markdown = input.content === undefined ? undefined : (0, schemas_1.markdownOfContent)(input.content);
    const target = await (0, load_1.loadWritableContent)(ctx, principal, input.spaceId, input.changeRequestId);
    if (input.content !== undefined && markdown !== undefined)
        await (0, schemas_1.checkContentMarkdown)(input.content, markdown);
    const entry = await (0, reusable_content_writer_1.reusableContentCreator)(ctx.db, { changeRequestId: target.changeRequest.id, actorId: principal.userId, title: input.title, markdown });
    return { reusableContent: (0, presenter_1.presentReusableContent)(entry) };
}
//# sourceMappingURL=create-reusable-content.js.map