import { maxRole, membershipRole, notFound, permissionDenied, roleAtLeast, type MemberRole, type Principal } from '@quire/shared';

/** An access level: the organization roles, ranked read < comment < edit < review < create < admin. */
export type Level = MemberRole;

/** A resource's `defaultLevel`: a level, null (no default access for members) or 'inherit' (from the parent). */
export type DefaultLevelValue = Level | null | 'inherit';

export type CollectionNode = { id: string; parentId: string | null; defaultLevel: DefaultLevelValue };

/** Who a grant is given to: one user, or every member of one team. */
export type GrantSubject = 'user' | 'team';

/** A role given on one space or collection to a user or a team (docs/access.md). */
export type Grant = { resource: 'space' | 'collection'; subject: GrantSubject; subjectId: string; role: Level };

/**
 * The collections needed to decide access (the ancestors of one resource, or a whole
 * organization's tree) and the grants on them and on spaces that concern the viewer (theirs and
 * their teams'), by space or collection id.
 */
export type AccessTree = {
  collections: ReadonlyMap<string, CollectionNode>;
  grants: ReadonlyMap<string, readonly Grant[]>;
};

/**
 * Who asks, inside one organization. `orgRole` is undefined when they are not in the
 * organization at all, null when they are a guest. `userId` is undefined for a viewer that is
 * a set of teams rather than a person (counting a team's spaces).
 */
export type Viewer = { orgRole: Level | null | undefined; teamIds: readonly string[]; userId?: string };

export const EMPTY_TREE: AccessTree = { collections: new Map(), grants: new Map() };

export function viewerOf(principal: Principal, organizationId: string): Viewer {
  return { orgRole: membershipRole(principal, organizationId), teamIds: principal.teamIds, userId: principal.userId };
}

/** The collection and its ancestors, nearest first. Stops at a collection missing from the tree. */
export function collectionChain(tree: AccessTree, collectionId: string | null): CollectionNode[] {
  const chain: CollectionNode[] = [];
  const seen = new Set<string>();
  let id = collectionId;
  while (id !== null && !seen.has(id)) {
    const node = tree.collections.get(id);
    if (!node) break;
    chain.push(node);
    seen.add(id);
    id = node.parentId;
  }
  return chain;
}

/** The nearest explicit default level in a chain (resource first); null when everything inherits. */
export function inheritedDefaultLevel(levels: readonly DefaultLevelValue[]): Level | null {
  for (const level of levels) if (level !== 'inherit') return level;
  return null;
}

const concerns = (viewer: Viewer, grant: Grant): boolean =>
  grant.subject === 'user' ? grant.subjectId === viewer.userId : viewer.teamIds.includes(grant.subjectId);

/** The highest role the viewer and their teams were given on any of `resourceIds`; null when none. */
function grantedLevel(viewer: Viewer, tree: AccessTree, resourceIds: readonly string[]): Level | null {
  const roles: Level[] = [];
  for (const id of resourceIds) {
    for (const grant of tree.grants.get(id) ?? []) if (concerns(viewer, grant)) roles.push(grant.role);
  }
  return maxRole(...roles);
}

/**
 * THE access rule (docs/access.md): a level on a space or collection is the highest of the
 * organization role, for members the nearest explicit default level up the chain, and every
 * grant to the viewer or one of their teams on the resource itself or any collection above it.
 * A guest has no organization role nor default level: only grants. Someone outside the
 * organization has nothing, whatever rows name them (grants outlive a membership until removed).
 */
function accessThrough(
  viewer: Viewer,
  tree: AccessTree,
  chain: readonly CollectionNode[],
  own?: { id: string; defaultLevel: DefaultLevelValue },
): Level | null {
  if (viewer.orgRole === undefined) return null;
  const defaultLevel =
    viewer.orgRole === null
      ? null
      : inheritedDefaultLevel([...(own === undefined ? [] : [own.defaultLevel]), ...chain.map((node) => node.defaultLevel)]);
  const resourceIds = [...(own === undefined ? [] : [own.id]), ...chain.map((node) => node.id)];
  return maxRole(viewer.orgRole, defaultLevel, grantedLevel(viewer, tree, resourceIds));
}

/** The viewer's effective level on a collection; null when they have none. */
export function collectionAccess(viewer: Viewer, tree: AccessTree, collectionId: string): Level | null {
  return accessThrough(viewer, tree, collectionChain(tree, collectionId));
}

/** The viewer's effective level on a space; null when they have none. */
export function spaceAccess(
  viewer: Viewer,
  tree: AccessTree,
  space: { id: string; parentId: string | null; defaultLevel: DefaultLevelValue },
): Level | null {
  return accessThrough(viewer, tree, collectionChain(tree, space.parentId), { id: space.id, defaultLevel: space.defaultLevel });
}

/**
 * Guards an action: NOT_FOUND when the viewer has no access at all (another organization,
 * or a guest given nothing), PERMISSION_DENIED when their level is below `required`.
 */
export function authorize(access: Level | null, required: Level, resource: string): void {
  if (access === null) throw notFound(`${resource} not found`);
  if (!roleAtLeast(access, required)) throw permissionDenied(`You need the "${required}" role on this ${resource.toLowerCase()}`);
}

/**
 * Guards creating a space or collection (or moving one in): `create` on the parent collection,
 * or on the organization for the top level.
 */
export function authorizeCreateIn(viewer: Viewer, tree: AccessTree, parentId: string | null): void {
  if (parentId === null) {
    if (viewer.orgRole === undefined) throw notFound('Organization not found');
    if (!roleAtLeast(viewer.orgRole, 'create')) throw permissionDenied('You need the "create" role in this organization');
    return;
  }
  authorize(collectionAccess(viewer, tree, parentId), 'create', 'Collection');
}

/**
 * Ids of the collections of the tree the viewer or their teams were given a level on, directly
 * or through an ancestor: the collections a guest sees, and the parents whose spaces they see.
 */
export function collectionsVisibleThroughGrants(viewer: Viewer, tree: AccessTree): string[] {
  const visible: string[] = [];
  for (const id of tree.collections.keys()) {
    if (grantedLevel(viewer, tree, collectionChain(tree, id).map((node) => node.id)) !== null) visible.push(id);
  }
  return visible;
}

/** Ids of the spaces the viewer or their teams were given a level on directly (not through a collection). */
export function spacesGrantedTo(viewer: Viewer, tree: AccessTree): string[] {
  const granted: string[] = [];
  for (const [id, grants] of tree.grants) {
    if (grants.some((grant) => grant.resource === 'space' && concerns(viewer, grant))) granted.push(id);
  }
  return granted;
}

/** `tree` with one more (or a changed) collection: the level on a collection just created or updated, without reading again. */
export function withCollection(tree: AccessTree, node: CollectionNode): AccessTree {
  return { ...tree, collections: new Map(tree.collections).set(node.id, node) };
}
