"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.listFiles = listFiles;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const policy_1 = require("../../access/policy");
const validation_1 = require("../../lib/validation");
const policy_2 = require("../policy");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const load_1 = require("../../change-requests/load");
const ZListFilesRequest = zod_1.z.object({
    spaceId: validation_1.ZId,
    changeRequestId: validation_1.ZId.optional(),
    revisionId: validation_1.ZId.optional(),
    page: validation_1.ZPage,
    limit: validation_1.ZLimit,
    metadata: zod_1.z.boolean().optional(),
    computed: zod_1.z.boolean().optional(),
});
const ZFileCursor = zod_1.z.object({ id: zod_1.z.string().max(64) });
/**
 * The files of the space's main content, of a change request or of any revision, in id order, keyset-paginated
 * on the id (the revision's files come from its chunks in one query whatever the page).
 */
async function listFiles(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZListFilesRequest, request);
    const limit = (0, shared_1.pageLimit)(input.limit);
    const after = (0, shared_1.decodeCursor)(input.page, ZFileCursor);
    const target = await (0, load_1.loadContentTarget)(ctx, principal, input.spaceId, input.changeRequestId, input.revisionId);
    (0, policy_1.authorize)(target.access, policy_2.fileRules.view, 'Space');
    const files = await (0, queries_1.loadFilesById)(ctx.db, target.revision);
    const start = after ? files.findIndex((file) => file.id > after.id) : 0;
    const rows = start < 0 ? [] : files.slice(start, start + limit + 1);
    const page = (0, shared_1.keysetPage)(rows, limit, (file) => ({ id: file.id }), files.length);
    return { items: page.items.map((file) => (0, presenter_1.presentFile)(ctx, file, { metadata: input.metadata })), next: page.next, count: page.count };
}
//# sourceMappingURL=list-files.js.map