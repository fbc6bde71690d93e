"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.commentPoster = commentPoster;
const shared_1 = require("@quire/shared");
const events_1 = require("../../lib/events");
const store_1 = require("../../revision-store/store");
const queries_1 = require("../queries");
/** The revision a new comment is about: the change request's current one, else the space's. */
async function revisionCommentedOn(tx, scope) {
    if (scope.changeRequestId !== null) {
        const changeRequest = await tx.changeRequest.findUnique({ where: { id: scope.changeRequestId }, select: { revisionId: true } });
        if (!changeRequest)
            throw (0, shared_1.notFound)('Change request not found');
        return changeRequest.revisionId;
    }
    const space = await tx.space.findUnique({ where: { id: scope.spaceId }, select: { revisionId: true, deletedAt: true } });
    if (!space || space.deletedAt)
        throw (0, shared_1.notFound)('Space not found');
    return space.revisionId;
}
/**
 * Posts an open comment on the revision current in its scope, with the `comment.created` event.
 * A target page must be a page of that revision (read in the same transaction, so the page and
 * the recorded revision agree). Nodes and table cells are keys inside the page's document, which
 * changes with every edit: they are recorded as given, like GitBook's anchors.
 */
function commentPoster(db, input) {
    const { scope, organizationId, markdown, pageId, nodeId, tableCell, actorId } = input;
    return db.$transaction(async (tx) => {
        const revisionId = await revisionCommentedOn(tx, scope);
        if (pageId !== undefined) {
            const page = await (0, store_1.loadPage)(tx, await (0, store_1.loadStoredRevision)(tx, revisionId), pageId);
            if (!page)
                throw (0, shared_1.invalidArgument)(`page: no page "${pageId}" in the revision commented on`);
        }
        const comment = await tx.comment.create({
            data: {
                id: (0, shared_1.newId)(),
                spaceId: scope.spaceId,
                changeRequestId: scope.changeRequestId,
                revisionId,
                pageId: pageId ?? null,
                nodeId: nodeId ?? null,
                tableCellRecord: tableCell?.record ?? null,
                tableCellDefinition: tableCell?.definition ?? null,
                status: 'open',
                body: markdown,
                postedById: actorId,
            },
            select: queries_1.commentSelect,
        });
        await (0, events_1.recordEvent)(tx, 'comment', 'created', {
            aggregateId: comment.id,
            organizationId,
            data: {
                id: comment.id,
                spaceId: scope.spaceId,
                changeRequestId: scope.changeRequestId,
                revisionId,
                pageId: comment.pageId,
                status: 'open',
                actorId,
            },
        });
        return comment;
    });
}
//# sourceMappingURL=comment-poster.js.map