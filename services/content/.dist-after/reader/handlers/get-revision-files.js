"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.MAX_FILES = void 0;
exports.getRevisionFiles = getRevisionFiles;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const store_1 = require("../../revision-store/store");
const presenter_1 = require("../presenter");
const queries_1 = require("../queries");
const schemas_1 = require("../schemas");
/** Files one call asks for (reader.proto). */
exports.MAX_FILES = 500;
const ZGetRevisionFilesRequest = zod_1.z.object({ organizationId: validation_1.ZId, spaceId: validation_1.ZId, revisionId: validation_1.ZId, fileIds: (0, schemas_1.ZReaderIds)(exports.MAX_FILES) });
/**
 * Files of a revision of a live space of the organization (NOT_FOUND for a revision that is not
 * the space's main content), as listFiles presents them (the same signed `downloadURL`), with
 * the width and height content measured for images. Unknown ids are absent. One statement for
 * the revision, at most one for its file chunks. Takes no principal.
 */
async function getRevisionFiles(ctx, request) {
    const { organizationId, spaceId, revisionId, fileIds } = (0, shared_1.parseRequest)(ZGetRevisionFilesRequest, request);
    const revision = await (0, queries_1.findSpaceRevision)(ctx.pool, { organizationId, spaceId, revisionId, withChunks: true });
    if (!revision?.chunks)
        throw (0, shared_1.notFound)('Revision not found');
    const files = (await (0, store_1.loadFilesOfRevisions)(ctx.db, [revision.chunks])).get(revision.id) ?? new Map();
    return { files: [...new Set(fileIds)].flatMap((id) => (files.has(id) ? [(0, presenter_1.presentReaderFile)(ctx, files.get(id))] : [])) };
}
//# sourceMappingURL=get-revision-files.js.map