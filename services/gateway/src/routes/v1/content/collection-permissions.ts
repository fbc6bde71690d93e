import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { idParam, paginationQuery, ZIdList, ZMemberRoleOrGuest } from '../schemas';

/** quire.content.v1.CollectionPermissionService (proto/quire/content/v1/collection_permission.proto). */

const collectionParams = z.object({ collectionId: idParam });
const teamParams = z.object({ collectionId: idParam, teamId: idParam });

export const collectionPermissionRoutes = defineRoutes([
  {
    operationId: 'inviteToCollection',
    method: 'post',
    path: '/collections/:collectionId/permissions',
    rpc: 'quire.content.v1.CollectionPermissionService/InviteToCollection',
    params: collectionParams,
    body: z
      .object({
        role: ZMemberRoleOrGuest,
        teams: ZIdList.optional(),
        users: ZIdList.optional(),
      })
      .refine((body) => body.teams !== undefined || body.users !== undefined, 'teams or users is required'),
    status: 204,
    summary: 'Give teams and users a role on a collection',
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
