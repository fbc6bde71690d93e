import { z } from 'zod';
import { booleanQuery, defineRoutes, idParam, paginationQuery } from '../route-row';


const ZMemberRole = z.enum(['admin', 'create', 'edit', 'review', 'comment', 'read']);
/** GitBook "MemberRoleOrGuest": a role, or null for guests. */
const ZMemberRoleOrGuest = ZMemberRole.nullable();
/** GitBook "DefaultLevel": a role, null, or "inherit". */
const ZDefaultLevel = z.union([ZMemberRole, z.literal('inherit')]).nullable();
const ZCollectionTitle = z.string().max(50);
const ZCollectionDescription = z.string().min(0).max(100);

/** GitBook "ContentPosition": next to a sibling space or collection. */
const ZContentPointer = z.union([
  z.object({ type: z.literal('space'), space: idParam }),
  z.object({ type: z.literal('collection'), collection: idParam }),
]);
export const ZContentPosition = z.object({ before: ZContentPointer.optional(), after: ZContentPointer.optional() });

const collectionParams = z.object({ collectionId: idParam });
const teamParams = z.object({ collectionId: idParam, teamId: idParam });

export const collectionRoutes = defineRoutes([
  {
    operationId: 'listCollectionsInOrganizationById',
    method: 'get',
    path: '/orgs/:organizationId/collections',
    rpc: 'quire.content.v1.CollectionService/ListCollections',
    params: z.object({ organizationId: idParam }),
    query: z.object({ ...paginationQuery, nested: booleanQuery.optional() }),
    status: 200,
    summary: 'List the collections of an organization (all of them, or only top-level ones with nested=false)',
  },
  {
    operationId: 'createCollection',
    method: 'post',
    path: '/orgs/:organizationId/collections',
    rpc: 'quire.content.v1.CollectionService/CreateCollection',
    params: z.object({ organizationId: idParam }),
    body: z.object({ title: ZCollectionTitle.optional(), parent: idParam.optional() }),
    responseField: 'collection',
    status: 201,
    summary: 'Create a collection',
  },
  {
    operationId: 'getCollectionById',
    method: 'get',
    path: '/collections/:collectionId',
    rpc: 'quire.content.v1.CollectionService/GetCollection',
    params: collectionParams,
    responseField: 'collection',
    status: 200,
    summary: 'Get a collection by its ID',
  },
  {
    operationId: 'updateCollectionById',
    method: 'patch',
    path: '/collections/:collectionId',
    rpc: 'quire.content.v1.CollectionService/UpdateCollection',
    params: collectionParams,
    body: z.object({
      title: ZCollectionTitle.optional(),
      description: ZCollectionDescription.optional(),
      defaultLevel: ZDefaultLevel.optional(),
    }),
    responseField: 'collection',
    status: 200,
    summary: 'Update a collection',
  },
  {
    operationId: 'deleteCollectionById',
    method: 'delete',
    path: '/collections/:collectionId',
    rpc: 'quire.content.v1.CollectionService/DeleteCollection',
    params: collectionParams,
    status: 204,
    summary: 'Delete a collection, its sub-collections, and move their spaces to the trash',
  },
  {
    operationId: 'listSpacesInCollectionById',
    method: 'get',
    path: '/collections/:collectionId/spaces',
    rpc: 'quire.content.v1.CollectionService/ListCollectionSpaces',
    params: collectionParams,
    query: z.object({ ...paginationQuery }),
    status: 200,
    summary: 'List all collection spaces',
  },
  {
    operationId: 'moveCollection',
    method: 'post',
    path: '/collections/:collectionId/move',
    rpc: 'quire.content.v1.CollectionService/MoveCollection',
    params: collectionParams,
    body: z
      .object({ parent: idParam.nullable().optional(), position: ZContentPosition.optional() })
      .refine((body) => Object.keys(body).length >= 1, 'must have at least 1 property'),
    responseField: 'collection',
    status: 200,
    summary: 'Move a collection to a new position.',
  },
  {
    operationId: 'transferCollection',
    method: 'post',
    path: '/collections/:collectionId/transfer',
    rpc: 'quire.content.v1.CollectionService/TransferCollection',
    params: collectionParams,
    body: z.object({ organization: idParam }),
    responseField: 'collection',
    status: 200,
    summary: 'Transfer a collection',
  },
  {
    operationId: 'inviteToCollection',
    method: 'post',
    path: '/collections/:collectionId/permissions',
    rpc: 'quire.content.v1.CollectionPermissionService/InviteToCollection',
    params: collectionParams,
    body: z
      .object({
        role: ZMemberRoleOrGuest,
        teams: z.array(idParam).min(1).optional(),
        users: z.array(idParam).min(1).optional(),
      })
      .refine((body) => body.teams !== undefined || body.users !== undefined, 'teams or users is required'),
    status: 204,
    summary: 'Give teams a role on a collection',
  },
  {
    operationId: 'listTeamPermissionsInCollection',
    method: 'get',
    path: '/collections/:collectionId/permissions/teams',
    rpc: 'quire.content.v1.CollectionPermissionService/ListCollectionTeamPermissions',
    params: collectionParams,
    query: z.object({ ...paginationQuery }),
    status: 200,
    summary: 'List the team permissions of a collection',
  },
  {
    operationId: 'updateTeamPermissionInCollection',
    method: 'patch',
    path: '/collections/:collectionId/permissions/teams/:teamId',
    rpc: 'quire.content.v1.CollectionPermissionService/UpdateCollectionTeamPermission',
    params: teamParams,
    body: z.object({ role: ZMemberRoleOrGuest.optional() }),
    status: 204,
    summary: "Update a team's role on a collection",
  },
  {
    operationId: 'removeTeamFromCollection',
    method: 'delete',
    path: '/collections/:collectionId/permissions/teams/:teamId',
    rpc: 'quire.content.v1.CollectionPermissionService/RemoveCollectionTeamPermission',
    params: teamParams,
    status: 204,
    summary: "Remove a team's permission on a collection",
  },
]);
