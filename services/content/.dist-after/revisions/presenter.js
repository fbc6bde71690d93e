"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.gitCommitOf = gitCommitOf;
exports.presentRevision = presentRevision;
const proto_1 = require("@quire/proto");
const outline_1 = require("../content-tree/outline");
const presenter_1 = require("../files/presenter");
const presenter_2 = require("../pages/presenter");
const bodies_1 = require("../revision-store/bodies");
const store_1 = require("../revision-store/store");
const presenter_3 = require("../reusable-contents/presenter");
const TYPES = {
    edits: proto_1.contentV1.RevisionType.REVISION_TYPE_EDITS,
    merge: proto_1.contentV1.RevisionType.REVISION_TYPE_MERGE,
    rollback: proto_1.contentV1.RevisionType.REVISION_TYPE_ROLLBACK,
    update: proto_1.contentV1.RevisionType.REVISION_TYPE_UPDATE,
    computed: proto_1.contentV1.RevisionType.REVISION_TYPE_COMPUTED,
};
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/** GitBook "GitSyncCommit" from the stored JSON, when it has the required members. */
function gitCommitOf(value) {
    if (!isObject(value) || typeof value.oid !== 'string' || typeof value.message !== 'string')
        return undefined;
    return {
        oid: value.oid,
        message: value.message,
        createdByGitBook: value.createdByGitBook === true,
        ...(typeof value.url === 'string' && { url: value.url }),
        ...(typeof value.ref === 'string' && { ref: value.ref }),
    };
}
/**
 * A revision as GitBook's "Revision": the page tree in table-of-contents order with every
 * document page's markdown (all bodies in one query), the files with signed download URLs,
 * and `type` choosing the variant.
 */
async function presentRevision(ctx, row, presentation) {
    const metadata = presentation.metadata !== false;
    const snapshot = await (0, store_1.loadSnapshot)(ctx.db, row);
    const outline = (0, outline_1.outlineOf)(snapshot);
    const bodies = await (0, bodies_1.getBodies)(ctx.db, (0, presenter_2.bodyHashesOf)(outline));
    const files = [...snapshot.files.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const git = metadata ? gitCommitOf(row.git) : undefined;
    return {
        object: 'revision',
        id: row.id,
        parents: row.parents.length > 0 ? row.parents : row.parentId ? [row.parentId] : [],
        pages: (0, presenter_2.presentPages)(outline, { urls: ctx.urls, scope: presentation.scope, bodies, metadata, computed: presentation.computed }),
        files: files.map((file) => (0, presenter_1.presentFile)(ctx, file, { metadata })),
        reusableContents: (0, presenter_3.presentReusableContents)(snapshot.reusableContents?.values() ?? [], { metadata }),
        variables: isObject(row.variables) ? row.variables : {},
        createdAt: row.createdAt,
        urls: { app: `${ctx.urls.appUrl}/s/${row.spaceId}/~/revisions/${row.id}` },
        type: TYPES[row.type],
        mergedFrom: row.type === 'merge' ? presentation.mergedFrom : undefined,
        git,
    };
}
//# sourceMappingURL=presenter.js.map