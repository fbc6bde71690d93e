import { maxRole, membershipRole, notFound, permissionDenied, roleAtLeast, type MemberRole, type Principal } from '@quire/shared';

/** An access level: the organization roles, ranked read < comment < edit < review < create < admin. */
export type Level = MemberRole;

/** A resource's `defaultLevel`: a level, null (no default access for members) or 'inherit' (from the parent). */
export type DefaultLevelValue = Level | null | 'inherit';

export type CollectionNode = { id: string; parentId: string | null; defaultLevel: DefaultLevelValue };

export type TeamGrant = { teamId: string; role: Level };

/**
 * The collections needed to decide access (the ancestors of one resource, or a whole
 * organization's tree) and the grants of the viewer's teams on them, by collection id.
 */
export type AccessTree = {
  collections: ReadonlyMap<string, CollectionNode>;
  teamGrants: ReadonlyMap<string, readonly TeamGrant[]>;
};

/**
 * Who asks, inside one organization. `orgRole` is undefined when they are not in the
 * organization at all, null when they are a guest.
 */
export type Viewer = { orgRole: Level | null | undefined; teamIds: readonly string[] };

export const EMPTY_TREE: AccessTree = { collections: new Map(), teamGrants: new Map() };

export function viewerOf(principal: Principal, organizationId: string): Viewer {
  return { orgRole: membershipRole(principal, organizationId), teamIds: principal.teamIds };
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

function teamLevel(tree: AccessTree, chain: readonly CollectionNode[], teamIds: readonly string[]): Level | null {
  if (teamIds.length === 0) return null;
  const roles: Level[] = [];
  for (const node of chain) {
    for (const grant of tree.teamGrants.get(node.id) ?? []) if (teamIds.includes(grant.teamId)) roles.push(grant.role);
  }
  return maxRole(...roles);
}

function accessThrough(viewer: Viewer, tree: AccessTree, chain: readonly CollectionNode[], ownDefault?: DefaultLevelValue): Level | null {
  if (viewer.orgRole === undefined) return null;
  // Default levels are for members only: a guest gets nothing but what their teams are given.
  const defaultLevel =
    viewer.orgRole === null
      ? null
      : inheritedDefaultLevel([...(ownDefault === undefined ? [] : [ownDefault]), ...chain.map((node) => node.defaultLevel)]);
  return maxRole(viewer.orgRole, defaultLevel, teamLevel(tree, chain, viewer.teamIds));
}

/** The viewer's effective level on a collection; null when they have none. */
export function collectionAccess(viewer: Viewer, tree: AccessTree, collectionId: string): Level | null {
  return accessThrough(viewer, tree, collectionChain(tree, collectionId));
}

/** The viewer's effective level on a space; null when they have none. */
export function spaceAccess(
  viewer: Viewer,
  tree: AccessTree,
  space: { parentId: string | null; defaultLevel: DefaultLevelValue },
): Level | null {
  return accessThrough(viewer, tree, collectionChain(tree, space.parentId), space.defaultLevel);
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

/** Ids of the collections the viewer's teams give them a level on, directly or through an ancestor (for guests' lists). */
export function collectionsVisibleThroughTeams(viewer: Viewer, tree: AccessTree): string[] {
  const visible: string[] = [];
  for (const id of tree.collections.keys()) {
    if (teamLevel(tree, collectionChain(tree, id), viewer.teamIds) !== null) visible.push(id);
  }
  return visible;
}

/** `tree` with one more (or a changed) collection: the level on a collection just created or updated, without reading again. */
export function withCollection(tree: AccessTree, node: CollectionNode): AccessTree {
  return { ...tree, collections: new Map(tree.collections).set(node.id, node) };
}
