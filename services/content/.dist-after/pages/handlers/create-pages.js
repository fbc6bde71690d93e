"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.createPages = createPages;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const pages_batch_creator_1 = require("../commands/pages-batch-creator");
const queries_1 = require("../queries");
const schemas_1 = require("../schemas");
const load_1 = require("../../change-requests/load");
const ZPageToCreate = schemas_1.ZNewPageFields.extend({
    key: zod_1.z.string().min(1).max(200),
    parentKey: zod_1.z.string().min(1).max(200).optional(),
});
const ZCreatePagesRequest = zod_1.z.object({
    spaceId: validation_1.ZId,
    changeRequestId: validation_1.ZId,
    pages: zod_1.z.array(ZPageToCreate).min(1, 'must name at least one page').max(schemas_1.MAX_BATCH_PAGES, `at most ${schemas_1.MAX_BATCH_PAGES} pages in one call`),
});
/**
 * Adds many pages to a change request in one new revision (Quire extension, what an importer
 * uses): each page as CreatePage takes it (document, group or link; no computed pages, no
 * position: siblings in request order after the existing ones), nested under an existing page
 * (`parent`) or an earlier page of the batch (`parentKey`). At most MAX_BATCH_PAGES pages and
 * MAX_BATCH_MARKDOWN_BYTES of markdown a call. All or nothing: the first invalid page refuses
 * the call (`pages.<i>.<field>: ...`). Answers each page's key, id, type, title, path, parent.
 */
async function createPages(ctx, request, callContext) {
    const principal = (0, shared_1.getPrincipal)(callContext);
    const input = (0, shared_1.parseRequest)(ZCreatePagesRequest, request);
    const keys = new Map();
    const batch = [];
    const markdownByIndex = [];
    let markdownBytes = 0;
    input.pages.forEach((page, index) => {
        const field = `pages.${index}`;
        if (keys.has(page.key))
            throw (0, shared_1.invalidArgument)(`${field}.key: "${page.key}" is already the key of pages.${keys.get(page.key)}`);
        const kind = (0, schemas_1.checkedPageKind)(page, `${field}.`, '"document", "group" or "link"');
        if (page.parent !== undefined && page.parentKey !== undefined)
            throw (0, shared_1.invalidArgument)(`${field}.parentKey: cannot be given with parent`);
        let parentIndex;
        if (page.parentKey !== undefined) {
            parentIndex = keys.get(page.parentKey);
            if (parentIndex === undefined)
                throw (0, shared_1.invalidArgument)(`${field}.parentKey: names no earlier page of the batch ("${page.parentKey}"): parents come before their children`);
        }
        const content = page.content;
        const markdown = content === undefined ? undefined : (0, schemas_1.inBatchField)(index, () => (0, schemas_1.markdownOfContent)(content));
        markdownBytes += markdown === undefined ? 0 : Buffer.byteLength(markdown, 'utf8');
        if (markdownBytes > schemas_1.MAX_BATCH_MARKDOWN_BYTES)
            throw (0, shared_1.invalidArgument)(`pages: at most ${schemas_1.MAX_BATCH_MARKDOWN_BYTES / (1024 * 1024)} MiB of markdown in one call`);
        keys.set(page.key, index);
        markdownByIndex.push(markdown);
        batch.push({
            key: page.key,
            kind,
            title: page.title,
            slug: page.slug,
            emoji: page.emoji,
            icon: page.icon,
            description: page.description,
            hidden: page.hidden,
            parentId: page.parent ?? null,
            parentIndex,
            markdown,
            target: page.target && (0, schemas_1.contentRefOf)(page.target),
        });
    });
    const target = await (0, load_1.loadWritableContent)(ctx, principal, input.spaceId, input.changeRequestId);
    for (const [index, page] of input.pages.entries()) {
        const { content } = page;
        const markdown = markdownByIndex[index];
        if (content !== undefined && markdown !== undefined)
            await (0, schemas_1.inBatchFieldAsync)(index, () => (0, schemas_1.checkContentMarkdown)(content, markdown));
    }
    const written = await (0, pages_batch_creator_1.pagesBatchCreator)(ctx.db, { changeRequestId: target.changeRequest.id, actorId: principal.userId, pages: batch });
    const outline = (0, queries_1.outlineOfPages)(written.pages);
    return {
        pages: written.pageIds.map((id, index) => {
            const node = (0, queries_1.findNode)(outline, id);
            const entry = written.pages.get(id);
            if (!node || !entry)
                throw new Error('a page written is not in the table of contents');
            return {
                key: batch[index].key,
                id,
                type: entry.kind,
                title: entry.title,
                path: entry.kind === 'link' ? '' : node.path,
                ...(entry.parentId !== null && { parent: entry.parentId }),
            };
        }),
    };
}
//# sourceMappingURL=create-pages.js.map