import type { AccessTree, GrantSubject, Level } from './policy';
import { type Db } from '../db';
import type { DefaultLevel } from '../generated/prisma/enums';
/** A collection as the tree statements return it: [id, parent_id, default_level (database label)]. */
export type CollectionTuple = readonly [id: string, parentId: string | null, defaultLevel: DefaultLevel];
/** A grant as the tree statements return it (GRANT_TUPLE over the access_grants view). */
export type GrantTuple = readonly [resourceId: string, resourceKind: 'space' | 'collection', subject: GrantSubject, subjectId: string, role: Level];
/** Whose grants a statement reads: a person and their teams (a list may ask for several people). */
export type GrantSubjects = {
    userIds: readonly string[];
    teamIds: readonly string[];
};
/**
 * The SQL every tree statement aggregates grants with, over the `access_grants` view (the
 * migration 20261213090000_grants): every grant table in one shape. `$users` and `$teams` are
 * the statement's parameters naming the subjects; the caller adds which resources.
 */
export declare const GRANT_TUPLE = "json_build_array(g.resource_id, g.resource_kind, g.subject_kind, g.subject_id, g.role)";
export declare const grantSubjectsSql: (users: string, teams: string) => string;
export declare const subjectsOf: (viewer: {
    userId?: string;
    teamIds: readonly string[];
}) => GrantSubjects;
/**
 * The access tree of collections and grants, however they were read: every statement that
 * reads a tree (here, spaces/queries.ts's space view, collections/queries.ts's list trees)
 * answers these tuples, and this is the one place that turns them into a tree. Null (a JSON
 * aggregate over no rows) is empty.
 */
export declare function accessTreeOf(collectionRows: readonly CollectionTuple[] | null, grantRows: readonly GrantTuple[] | null): AccessTree;
/**
 * A collection and its ancestors (one recursive statement, with the grants of `subjects` on
 * them and, when given, on the space `spaceId` inside it). Through Prisma so that it runs inside
 * a transaction (access/destination.ts).
 */
export declare function loadChainTree(db: Db, collectionId: string | null, subjects: GrantSubjects, spaceId?: string): Promise<AccessTree>;
/** Every collection of an organization with every grant of `subjects` in it (on collections and spaces), in one statement. */
export declare function loadOrganizationTree(db: Db, organizationId: string, subjects: GrantSubjects): Promise<AccessTree>;
/**
 * What a guest can reach, starting from their grants rather than from the organization: the
 * collections they or their teams were given and every collection below them, and the grants.
 * Collections above a granted one are left out: they hold no grant of the guest (or they would
 * be granted themselves), and a guest gets no default level, so they add nothing. Every read is
 * an index lookup ((organization_id, subject) of the grant tables, collections' parent_id), so
 * the cost follows what the guest was given, not the size of the organization.
 */
export declare function loadGrantedTree(db: Db, organizationId: string, subjects: GrantSubjects): Promise<AccessTree>;
/**
 * A collection and its ancestors with EVERY grant on them (and on the space `spaceId` inside
 * it), whoever they are given to: what listing everyone's level on one resource needs (the
 * permission aggregates). One recursive statement, like loadChainTree.
 */
export declare function loadChainTreeWithAllGrants(db: Db, collectionId: string | null, spaceId?: string): Promise<AccessTree>;
