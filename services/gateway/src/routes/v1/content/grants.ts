import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { idParam, paginationQuery, ZIdList, ZMemberRole, ZMemberRoleOrGuest } from '../schemas';

/**
 * quire.content.v1.SpacePermissionService and CollectionUserPermissionService
 * (proto/quire/content/v1/grant.proto): grants to users and teams (docs/access.md).
 */

const spaceParams = z.object({ spaceId: idParam });
const spaceUserParams = z.object({ spaceId: idParam, userId: idParam });
const spaceTeamParams = z.object({ spaceId: idParam, teamId: idParam });
const collectionParams = z.object({ collectionId: idParam });
const collectionUserParams = z.object({ collectionId: idParam, userId: idParam });
const roleBody = z.object({ role: ZMemberRoleOrGuest.optional() });
const aggregateQuery = z.object({ ...paginationQuery, role: ZMemberRole.optional() });

export const grantRoutes = defineRoutes([
  {
    operationId: 'inviteToSpace',
    method: 'post',
    path: '/spaces/:spaceId/permissions',
    rpc: 'quire.content.v1.SpacePermissionService/InviteToSpace',
    params: spaceParams,
    body: z
      .object({ role: ZMemberRoleOrGuest, users: ZIdList.optional(), teams: ZIdList.optional() })
      .refine((body) => body.users !== undefined || body.teams !== undefined, 'users or teams is required'),
    status: 204,
    summary: 'Give users and teams a role on a space',
  },
  {
    operationId: 'listUserPermissionsInSpace',
    method: 'get',
    path: '/spaces/:spaceId/permissions/users',
    rpc: 'quire.content.v1.SpacePermissionService/ListSpaceUserPermissions',
    params: spaceParams,
    query: z.object({ ...paginationQuery }),
    status: 200,
    summary: 'List the users given a role on a space',
  },
  {
    operationId: 'updateUserPermissionInSpace',
    method: 'patch',
    path: '/spaces/:spaceId/permissions/users/:userId',
    rpc: 'quire.content.v1.SpacePermissionService/UpdateSpaceUserPermission',
    params: spaceUserParams,
    body: roleBody,
    status: 204,
    summary: "Set a user's role on a space",
  },
  {
    operationId: 'removeUserFromSpace',
    method: 'delete',
    path: '/spaces/:spaceId/permissions/users/:userId',
    rpc: 'quire.content.v1.SpacePermissionService/RemoveSpaceUserPermission',
    params: spaceUserParams,
    status: 204,
    resetWhen: 'removed',
    summary: "Remove a user's role on a space",
  },
  {
    operationId: 'listTeamPermissionsInSpace',
    method: 'get',
    path: '/spaces/:spaceId/permissions/teams',
    rpc: 'quire.content.v1.SpacePermissionService/ListSpaceTeamPermissions',
    params: spaceParams,
    query: z.object({ ...paginationQuery }),
    status: 200,
    summary: 'List the teams given a role on a space',
  },
  {
    operationId: 'updateTeamPermissionInSpace',
    method: 'patch',
    path: '/spaces/:spaceId/permissions/teams/:teamId',
    rpc: 'quire.content.v1.SpacePermissionService/UpdateSpaceTeamPermission',
    params: spaceTeamParams,
    body: roleBody,
    status: 204,
    summary: "Set a team's role on a space",
  },
  {
    operationId: 'removeTeamFromSpace',
    method: 'delete',
    path: '/spaces/:spaceId/permissions/teams/:teamId',
    rpc: 'quire.content.v1.SpacePermissionService/RemoveSpaceTeamPermission',
    params: spaceTeamParams,
    status: 204,
    resetWhen: 'removed',
    summary: "Remove a team's role on a space",
  },
  {
    operationId: 'listPermissionsAggregateInSpace',
    method: 'get',
    path: '/spaces/:spaceId/permissions/aggregate',
    rpc: 'quire.content.v1.SpacePermissionService/ListSpacePermissionsAggregate',
    params: spaceParams,
    query: aggregateQuery,
    status: 200,
    summary: 'List everyone who can access a space, with their level',
  },
  {
    operationId: 'listUserPermissionsInCollection',
    method: 'get',
    path: '/collections/:collectionId/permissions/users',
    rpc: 'quire.content.v1.CollectionUserPermissionService/ListCollectionUserPermissions',
    params: collectionParams,
    query: z.object({ ...paginationQuery }),
    status: 200,
    summary: 'List the users given a role on a collection',
  },
  {
    operationId: 'updateUserPermissionInCollection',
    method: 'patch',
    path: '/collections/:collectionId/permissions/users/:userId',
    rpc: 'quire.content.v1.CollectionUserPermissionService/UpdateCollectionUserPermission',
    params: collectionUserParams,
    body: roleBody,
    status: 204,
    summary: "Set a user's role on a collection",
  },
  {
    operationId: 'removeUserFromCollection',
    method: 'delete',
    path: '/collections/:collectionId/permissions/users/:userId',
    rpc: 'quire.content.v1.CollectionUserPermissionService/RemoveCollectionUserPermission',
    params: collectionUserParams,
    status: 204,
    resetWhen: 'removed',
    summary: "Remove a user's role on a collection",
  },
  {
    operationId: 'listPermissionsAggregateInCollection',
    method: 'get',
    path: '/collections/:collectionId/permissions/aggregate',
    rpc: 'quire.content.v1.CollectionUserPermissionService/ListCollectionPermissionsAggregate',
    params: collectionParams,
    query: aggregateQuery,
    status: 200,
    summary: 'List everyone who can access a collection, with their level',
  },
]);
