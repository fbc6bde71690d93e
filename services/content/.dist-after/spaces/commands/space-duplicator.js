"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.duplicateTitle = duplicateTitle;
exports.spaceDuplicator = spaceDuplicator;
const proto_1 = require("@quire/proto");
const shared_1 = require("@quire/shared");
const db_1 = require("../../db");
const queries_1 = require("../../documents/queries");
const events_1 = require("../../lib/events");
const organization_lock_1 = require("../../lib/organization-lock");
const positions_1 = require("../../lib/positions");
const queries_2 = require("../queries");
const TITLE_MAX = 50;
const COPY_SUFFIX = ' (copy)';
/** "<title> (copy)", shortened to fit GitBook's 50-character space titles. */
function duplicateTitle(title) {
    const base = [...title];
    const room = TITLE_MAX - COPY_SUFFIX.length;
    return `${base.length > room ? base.slice(0, room).join('').trimEnd() : title}${COPY_SUFFIX}`;
}
const asJson = (value) => (value ?? db_1.Prisma.JsonNull);
/**
 * Creates a copy of a space right after it: same parent and settings, and a new initial
 * revision holding the content of the source's current revision. The source is read again
 * under the organization lock, so the copy lands where the source is now.
 */
function spaceDuplicator(db, { source, actorId }) {
    return db.$transaction(async (tx) => {
        await (0, organization_lock_1.lockOrganizations)(tx, source.organizationId);
        const current = await (0, queries_2.findSpace)(tx, source.id);
        if (!current || current.deletedAt)
            throw (0, shared_1.notFound)('Space not found');
        if (current.organizationId !== source.organizationId)
            throw (0, organization_lock_1.changedMeanwhile)('space');
        const group = { organizationId: current.organizationId, parentId: current.parentId };
        await (0, positions_1.lockSiblings)(tx, group);
        const content = await tx.revision.findUnique({
            where: { id: current.revisionId },
            select: { pageChunks: true, fileChunks: true, pageCount: true, fileCount: true, reusableContents: true, variables: true, redirects: true },
        });
        const spaceId = (0, shared_1.newId)();
        const revisionId = (0, shared_1.newId)();
        const position = await (0, positions_1.positionFor)(tx, group, {
            after: { type: proto_1.contentV1.ContentPointerType.CONTENT_POINTER_TYPE_SPACE, space: current.id, collection: undefined },
            before: undefined,
        });
        const space = await tx.space.create({
            data: {
                id: spaceId,
                organizationId: current.organizationId,
                parentId: current.parentId,
                title: duplicateTitle(current.title),
                emoji: current.emoji,
                iconUrl: current.iconUrl,
                visibility: current.visibility,
                editMode: current.editMode,
                defaultLevel: current.defaultLevel,
                language: current.language,
                mergeRules: asJson(current.mergeRules),
                revisionId,
                position,
            },
            select: queries_2.spaceSelect,
        });
        await tx.revision.create({
            data: {
                id: revisionId,
                spaceId,
                type: 'edits',
                // The copy names the source revision's chunks (immutable, content-addressed): O(1)
                // whatever the number of pages, and the pages and files keep their ids.
                ...(content && {
                    pageChunks: asJson(content.pageChunks),
                    fileChunks: asJson(content.fileChunks),
                    pageCount: content.pageCount,
                    fileCount: content.fileCount,
                    reusableContents: asJson(content.reusableContents),
                    variables: asJson(content.variables),
                    redirects: asJson(content.redirects),
                }),
            },
            select: { id: true },
        });
        // The copy has the source revision's documents (one statement, the chunks read in SQL).
        if (content)
            await (0, queries_1.recordRevisionDocuments)(tx, spaceId, current.revisionId);
        // Computed pages copied with the content follow their specs in the copy too (consumers/computed-pages.ts).
        if (content) {
            await tx.$executeRaw `
        INSERT INTO computed_page_sources (organization_id, spec_slug, space_id)
        SELECT organization_id, spec_slug, ${spaceId} FROM computed_page_sources WHERE space_id = ${current.id}
        ON CONFLICT DO NOTHING`;
        }
        await (0, events_1.recordEvent)(tx, 'space', 'duplicated', {
            aggregateId: space.id,
            organizationId: space.organizationId,
            data: { id: space.id, sourceSpaceId: current.id, sourceRevisionId: current.revisionId, revisionId, actorId },
        });
        return space;
    });
}
//# sourceMappingURL=space-duplicator.js.map