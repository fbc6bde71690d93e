"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.spaceAccessOf = void 0;
exports.loadSpace = loadSpace;
exports.loadPresentedSpace = loadPresentedSpace;
exports.installationReads = installationReads;
const shared_1 = require("@quire/shared");
const policy_1 = require("../access/policy");
const enums_1 = require("../lib/enums");
const tree_1 = require("../access/tree");
const queries_1 = require("./queries");
/**
 * The caller's level on a space (access/policy.ts spaceAccess, the one rule), from a tree holding
 * at least its collection chain and the grants of the caller and their teams on it and the space.
 */
const spaceAccessOf = (viewer, tree, space) => (0, policy_1.spaceAccess)(viewer, tree, { id: space.id, parentId: space.parentId, defaultLevel: (0, enums_1.defaultLevelFromDb)(space.defaultLevel) });
exports.spaceAccessOf = spaceAccessOf;
/**
 * A space, the caller's standing in its organization, and their level on it, from one statement
 * (findSpaceView: the same read GetSpace makes, without the counts it presents). NOT_FOUND when
 * it does not exist, is in another organization than the caller's, or is in the trash unless
 * `includeDeleted`. The level the action needs is checked by the caller.
 */
async function loadSpace(ctx, principal, spaceId, { includeDeleted = false, publishedRead = false } = {}) {
    const view = await (0, queries_1.findSpaceView)(ctx.pool, spaceId, (0, tree_1.subjectsOf)(principal), { presented: false });
    return loadedSpaceOf(principal, view, includeDeleted, publishedRead ? 'content' : false);
}
/** loadSpace with what GetSpace presents besides: the counts and the Git provider. */
async function loadPresentedSpace(ctx, principal, spaceId) {
    const view = await (0, queries_1.findSpaceView)(ctx.pool, spaceId, (0, tree_1.subjectsOf)(principal), { presented: true });
    return loadedSpaceOf(principal, view, false, 'space');
}
/**
 * `publishedRead`: the read is of what a published site shows (the space itself, its main
 * content's pages and files), the only reads a published site's API token (`site-reader`
 * principal, docs/sites.md "Published URLs") may make, and only of the spaces of its grant,
 * at the `read` level. Change requests, comments and everything else are NOT_FOUND for it.
 * `'space'` is the read of the space object alone (GetSpace), `'content'` of its main content too.
 *
 * An integration's installation token (`installation` principal) makes the same reads, at the
 * `read` level, of the spaces its installation is enabled on (the grant's `spaceIds`) in its
 * organization, when its scopes include `space:content:read`; `space:metadata:read` alone reads
 * the space object only. Everything else is NOT_FOUND for it (docs/integrations.md).
 */
function loadedSpaceOf(principal, view, includeDeleted, publishedRead) {
    if (!view || (view.space.deletedAt && !includeDeleted))
        throw (0, shared_1.notFound)('Space not found');
    if (principal.kind === 'site-reader') {
        const grant = principal.siteReader;
        const granted = grant?.organizationId === view.space.organizationId && grant.spaceIds.includes(view.space.id);
        if (!publishedRead || !granted || view.space.deletedAt)
            throw (0, shared_1.notFound)('Space not found');
        return { ...view, viewer: { orgRole: undefined, teamIds: [] }, access: 'read' };
    }
    if (principal.kind === 'installation') {
        if (!publishedRead || view.space.deletedAt || !installationReads(principal, view.space, publishedRead))
            throw (0, shared_1.notFound)('Space not found');
        return { ...view, viewer: { orgRole: undefined, teamIds: [] }, access: 'read' };
    }
    const viewer = (0, policy_1.viewerOf)(principal, view.space.organizationId);
    if (viewer.orgRole === undefined)
        throw (0, shared_1.notFound)('Space not found');
    return { ...view, viewer, access: (0, exports.spaceAccessOf)(viewer, view.tree, view.space) };
}
/** Whether an installation principal reads this space's object (`'space'`) or its main content (`'content'`). */
function installationReads(principal, space, read) {
    const grant = principal.installation;
    if (principal.kind !== 'installation' || !grant)
        return false;
    if (grant.organizationId !== space.organizationId || !(grant.spaceIds ?? []).includes(space.id))
        return false;
    return grant.scopes.includes('space:content:read') || (read === 'space' && grant.scopes.includes('space:metadata:read'));
}
//# sourceMappingURL=load.js.map