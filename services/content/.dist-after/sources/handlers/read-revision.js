"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.readRevision = readRevision;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const outline_1 = require("../../content-tree/outline");
const validation_1 = require("../../lib/validation");
const presenter_1 = require("../../pages/presenter");
const presenter_2 = require("../../revisions/presenter");
const bodies_1 = require("../../revision-store/bodies");
const redirects_1 = require("../../revision-store/redirects");
const store_1 = require("../../revision-store/store");
const presenter_3 = require("../presenter");
const queries_1 = require("../queries");
const ZReadRevisionRequest = zod_1.z.object({ organizationId: validation_1.ZId, spaceId: validation_1.ZId, revisionId: zod_1.z.union([zod_1.z.literal(''), validation_1.ZId]) });
/**
 * ReadRevision (git-worker, export): a revision of the space whole, its pages in
 * table-of-contents order with their Markdown (every body in one query) and its files'
 * metadata (bytes through GetFileBlob), its reusable contents with their Markdown, and its
 * redirects to pages it still has; computed pages and the pages they generated left out. The current
 * revision unless one is named; a revision of another space is NOT_FOUND.
 */
async function readRevision(ctx, request) {
    const input = (0, shared_1.parseRequest)(ZReadRevisionRequest, request);
    const space = await (0, queries_1.findSourceSpace)(ctx.db, input.organizationId, input.spaceId);
    const revision = await ctx.db.revision.findUnique({
        where: { id: input.revisionId || space.revisionId },
        select: { ...store_1.storedRevisionSelect, git: true },
    });
    if (!revision || revision.spaceId !== space.id)
        throw (0, shared_1.notFound)('Revision not found');
    const snapshot = await (0, store_1.loadSnapshot)(ctx.db, revision);
    // Computed pages are not exported: their pages are generated from the spec, not written in Git
    // (an import keeps them, import-plan.ts).
    const outline = (0, outline_1.outlineOf)(snapshot).filter((node) => node.entry.computed === undefined);
    const reusable = [...(snapshot.reusableContents?.values() ?? [])].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const bodies = await (0, bodies_1.getBodies)(ctx.db, [...(0, presenter_1.bodyHashesOf)(outline), ...reusable.flatMap((entry) => (entry.bodyHash ? [entry.bodyHash] : []))]);
    const files = [...snapshot.files.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    // A redirect whose page was removed since it was written leads nowhere: left out.
    const redirects = Object.entries((0, redirects_1.redirectsOf)(revision.redirects))
        .filter(([, pageId]) => { const kind = snapshot.pages.get(pageId)?.kind; return kind === 'document' || kind === 'group'; })
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([source, pageId]) => ({ source, pageId }));
    return {
        revisionId: revision.id,
        git: (0, presenter_2.gitCommitOf)(revision.git),
        pages: (0, presenter_3.presentExportedPages)(outline, bodies),
        files: files.map(presenter_3.presentExportedFile),
        redirects,
        reusableContents: reusable.map((entry) => ({
            id: entry.id,
            title: entry.title,
            markdown: entry.bodyHash ? (bodies.get(entry.bodyHash) ?? '') : '',
            git: entry.git && { oid: entry.git.oid, path: entry.git.path },
        })),
    };
}
//# sourceMappingURL=read-revision.js.map