"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.resolvePagePath = resolvePagePath;
const shared_1 = require("@quire/shared");
const zod_1 = require("zod");
const validation_1 = require("../../lib/validation");
const redirects_1 = require("../../revision-store/redirects");
const load_1 = require("../load");
const ZReaderPagePath = zod_1.z
    .string()
    .min(1, 'must not be empty')
    .max(2048, 'must be at most 2048 characters')
    .refine((path) => !path.startsWith('/') && !path.endsWith('/'), 'must not start or end with "/"');
const ZResolvePagePathRequest = zod_1.z.object({ organizationId: validation_1.ZId, spaceId: validation_1.ZId, revisionId: validation_1.ZId, path: ZReaderPagePath });
/** The id of a document or group page of the tree (a link page has no path to lead to). */
function pageOf(tree, pageId) {
    const node = pageId ? tree.nodes.get(pageId) : undefined;
    return node && node.entry.kind !== 'link' ? node.entry.id : undefined;
}
/**
 * The page a path leads to in a revision of a live space of the organization (NOT_FOUND for a
 * revision that is not the space's main content), tried in this order: the page at that path;
 * a Git Sync redirect of the revision (its source normalized as GetPageByPath does: no `.md`, no
 * final `README`); the page that last had the path in the space's main content
 * (`page_path_history`: renames and moves). A redirect or former path leading to a page the
 * revision no longer has leads nowhere. One statement (the tree kept). Takes no principal.
 */
async function resolvePagePath(ctx, request) {
    const { organizationId, spaceId, revisionId, path } = (0, shared_1.parseRequest)(ZResolvePagePathRequest, request);
    const { revision, tree } = await (0, load_1.loadReaderRevision)(ctx, { organizationId, spaceId, revisionId, path });
    const pageId = tree.byPath.get(path) ?? pageOf(tree, (0, redirects_1.redirectedPageId)(revision.redirects, path)) ?? pageOf(tree, revision.formerPageId);
    return { pageId };
}
//# sourceMappingURL=resolve-page-path.js.map