import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { idParam, paginationQuery } from '../schemas';

/** quire.identity.v1.UserService (proto/quire/identity/v1/user.proto), API tokens included. */

export const userRoutes = defineRoutes([
  {
    operationId: 'getAuthenticatedUser',
    method: 'get',
    path: '/user',
    rpc: 'quire.identity.v1.UserService/GetCurrentUser',
    responseField: 'user',
    status: 200,
    summary: 'Get the authenticated user',
  },
  {
    operationId: 'getUserById',
    method: 'get',
    path: '/users/:userId',
    rpc: 'quire.identity.v1.UserService/GetUser',
    params: z.object({ userId: idParam }),
    responseField: 'user',
    status: 200,
    summary: 'Get a user: the caller, or a member of an organization the caller is a member of (404 otherwise)',
  },
  {
    operationId: 'updateUserById',
    method: 'patch',
    path: '/users/:userId',
    rpc: 'quire.identity.v1.UserService/UpdateUser',
    params: z.object({ userId: idParam }),
    body: z
      .object({ displayName: z.string().min(1).max(64).optional(), photoURL: z.url().max(2048).optional() })
      .refine((body) => Object.keys(body).length > 0, 'must set displayName or photoURL'),
    responseField: 'user',
    status: 200,
    summary: 'Update your own display name or photo (another user: 403 when you can see them, else 404)',
  },
  {
    operationId: 'listApiTokensForAuthenticatedUser',
    method: 'get',
    path: '/user/tokens',
    rpc: 'quire.identity.v1.UserService/ListCurrentUserApiTokens',
    query: z.object({ ...paginationQuery }),
    status: 200,
    extension: true,
    summary: "List the authenticated user's API tokens that are not revoked, newest first (never the tokens themselves)",
  },
  {
    operationId: 'createApiTokenForAuthenticatedUser',
    method: 'post',
    path: '/user/tokens',
    rpc: 'quire.identity.v1.UserService/CreateCurrentUserApiToken',
    // The service checks that expiresAt is in the future, at the time it creates the token.
    body: z
      .object({
        label: z.string().min(1).max(100).optional(),
        expiresAt: z.iso.datetime({ offset: true }).max(64).optional(),
      })
      .optional(),
    responseField: 'apiToken',
    status: 201,
    extension: true,
    summary: 'Create an API token for the authenticated user; the token is in this response only',
  },
  {
    operationId: 'revokeApiTokenForAuthenticatedUser',
    changesAccessOf: 'caller',
    method: 'delete',
    path: '/user/tokens/:tokenId',
    rpc: 'quire.identity.v1.UserService/RevokeCurrentUserApiToken',
    params: z.object({ tokenId: idParam }),
    status: 204,
    extension: true,
    summary: "Revoke one of the authenticated user's API tokens (idempotent; 404 for a token that is not theirs)",
  },
]);
