import { type MemberRole, type Principal } from '@quire/shared';
/** An access level: the organization roles, ranked read < comment < edit < review < create < admin. */
export type Level = MemberRole;
/** A resource's `defaultLevel`: a level, null (no default access for members) or 'inherit' (from the parent). */
export type DefaultLevelValue = Level | null | 'inherit';
export type CollectionNode = {
    id: string;
    parentId: string | null;
    defaultLevel: DefaultLevelValue;
};
/** Who a grant is given to: one user, or every member of one team. */
export type GrantSubject = 'user' | 'team';
/** A role given on one space or collection to a user or a team (docs/access.md). */
export type Grant = {
    resource: 'space' | 'collection';
    subject: GrantSubject;
    subjectId: string;
    role: Level;
};
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
export type Viewer = {
    orgRole: Level | null | undefined;
    teamIds: readonly string[];
    userId?: string;
};
export declare const EMPTY_TREE: AccessTree;
export declare function viewerOf(principal: Principal, organizationId: string): Viewer;
/** The collection and its ancestors, nearest first. Stops at a collection missing from the tree. */
export declare function collectionChain(tree: AccessTree, collectionId: string | null): CollectionNode[];
/** The nearest explicit default level in a chain (resource first); null when everything inherits. */
export declare function inheritedDefaultLevel(levels: readonly DefaultLevelValue[]): Level | null;
/** The viewer's effective level on a collection; null when they have none. */
export declare function collectionAccess(viewer: Viewer, tree: AccessTree, collectionId: string): Level | null;
/** The viewer's effective level on a space; null when they have none. */
export declare function spaceAccess(viewer: Viewer, tree: AccessTree, space: {
    id: string;
    parentId: string | null;
    defaultLevel: DefaultLevelValue;
}): Level | null;
/**
 * Guards an action: NOT_FOUND when the viewer has no access at all (another organization,
 * or a guest given nothing), PERMISSION_DENIED when their level is below `required`.
 */
export declare function authorize(access: Level | null, required: Level, resource: string): void;
/**
 * Guards creating a space or collection (or moving one in): `create` on the parent collection,
 * or on the organization for the top level.
 */
export declare function authorizeCreateIn(viewer: Viewer, tree: AccessTree, parentId: string | null): void;
/**
 * Ids of the collections of the tree the viewer or their teams were given a level on, directly
 * or through an ancestor: the collections a guest sees, and the parents whose spaces they see.
 */
export declare function collectionsVisibleThroughGrants(viewer: Viewer, tree: AccessTree): string[];
/** Ids of the spaces the viewer or their teams were given a level on directly (not through a collection). */
export declare function spacesGrantedTo(viewer: Viewer, tree: AccessTree): string[];
/** `tree` with one more (or a changed) collection: the level on a collection just created or updated, without reading again. */
export declare function withCollection(tree: AccessTree, node: CollectionNode): AccessTree;
