"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.EMPTY_TREE = void 0;
exports.viewerOf = viewerOf;
exports.collectionChain = collectionChain;
exports.inheritedDefaultLevel = inheritedDefaultLevel;
exports.collectionAccess = collectionAccess;
exports.spaceAccess = spaceAccess;
exports.authorize = authorize;
exports.authorizeCreateIn = authorizeCreateIn;
exports.collectionsVisibleThroughGrants = collectionsVisibleThroughGrants;
exports.spacesGrantedTo = spacesGrantedTo;
exports.withCollection = withCollection;
const shared_1 = require("@quire/shared");
exports.EMPTY_TREE = { collections: new Map(), grants: new Map() };
function viewerOf(principal, organizationId) {
    return { orgRole: (0, shared_1.membershipRole)(principal, organizationId), teamIds: principal.teamIds, userId: principal.userId };
}
/** The collection and its ancestors, nearest first. Stops at a collection missing from the tree. */
function collectionChain(tree, collectionId) {
    const chain = [];
    const seen = new Set();
    let id = collectionId;
    while (id !== null && !seen.has(id)) {
        const node = tree.collections.get(id);
        if (!node)
            break;
        chain.push(node);
        seen.add(id);
        id = node.parentId;
    }
    return chain;
}
/** The nearest explicit default level in a chain (resource first); null when everything inherits. */
function inheritedDefaultLevel(levels) {
    for (const level of levels)
        if (level !== 'inherit')
            return level;
    return null;
}
const concerns = (viewer, grant) => grant.subject === 'user' ? grant.subjectId === viewer.userId : viewer.teamIds.includes(grant.subjectId);
/** The highest role the viewer and their teams were given on any of `resourceIds`; null when none. */
function grantedLevel(viewer, tree, resourceIds) {
    const roles = [];
    for (const id of resourceIds) {
        for (const grant of tree.grants.get(id) ?? [])
            if (concerns(viewer, grant))
                roles.push(grant.role);
    }
    return (0, shared_1.maxRole)(...roles);
}
/**
 * THE access rule (docs/access.md): a level on a space or collection is the highest of the
 * organization role, for members the nearest explicit default level up the chain, and every
 * grant to the viewer or one of their teams on the resource itself or any collection above it.
 * A guest has no organization role nor default level: only grants. Someone outside the
 * organization has nothing, whatever rows name them (grants outlive a membership until removed).
 */
function accessThrough(viewer, tree, chain, own) {
    if (viewer.orgRole === undefined)
        return null;
    const defaultLevel = viewer.orgRole === null
        ? null
        : inheritedDefaultLevel([...(own === undefined ? [] : [own.defaultLevel]), ...chain.map((node) => node.defaultLevel)]);
    const resourceIds = [...(own === undefined ? [] : [own.id]), ...chain.map((node) => node.id)];
    return (0, shared_1.maxRole)(viewer.orgRole, defaultLevel, grantedLevel(viewer, tree, resourceIds));
}
/** The viewer's effective level on a collection; null when they have none. */
function collectionAccess(viewer, tree, collectionId) {
    return accessThrough(viewer, tree, collectionChain(tree, collectionId));
}
/** The viewer's effective level on a space; null when they have none. */
function spaceAccess(viewer, tree, space) {
    return accessThrough(viewer, tree, collectionChain(tree, space.parentId), { id: space.id, defaultLevel: space.defaultLevel });
}
/**
 * Guards an action: NOT_FOUND when the viewer has no access at all (another organization,
 * or a guest given nothing), PERMISSION_DENIED when their level is below `required`.
 */
function authorize(access, required, resource) {
    if (access === null)
        throw (0, shared_1.notFound)(`${resource} not found`);
    if (!(0, shared_1.roleAtLeast)(access, required))
        throw (0, shared_1.permissionDenied)(`You need the "${required}" role on this ${resource.toLowerCase()}`);
}
/**
 * Guards creating a space or collection (or moving one in): `create` on the parent collection,
 * or on the organization for the top level.
 */
function authorizeCreateIn(viewer, tree, parentId) {
    if (parentId === null) {
        if (viewer.orgRole === undefined)
            throw (0, shared_1.notFound)('Organization not found');
        if (!(0, shared_1.roleAtLeast)(viewer.orgRole, 'create'))
            throw (0, shared_1.permissionDenied)('You need the "create" role in this organization');
        return;
    }
    authorize(collectionAccess(viewer, tree, parentId), 'create', 'Collection');
}
/**
 * Ids of the collections of the tree the viewer or their teams were given a level on, directly
 * or through an ancestor: the collections a guest sees, and the parents whose spaces they see.
 */
function collectionsVisibleThroughGrants(viewer, tree) {
    const visible = [];
    for (const id of tree.collections.keys()) {
        if (grantedLevel(viewer, tree, collectionChain(tree, id).map((node) => node.id)) !== null)
            visible.push(id);
    }
    return visible;
}
/** Ids of the spaces the viewer or their teams were given a level on directly (not through a collection). */
function spacesGrantedTo(viewer, tree) {
    const granted = [];
    for (const [id, grants] of tree.grants) {
        if (grants.some((grant) => grant.resource === 'space' && concerns(viewer, grant)))
            granted.push(id);
    }
    return granted;
}
/** `tree` with one more (or a changed) collection: the level on a collection just created or updated, without reading again. */
function withCollection(tree, node) {
    return { ...tree, collections: new Map(tree.collections).set(node.id, node) };
}
//# sourceMappingURL=policy.js.map