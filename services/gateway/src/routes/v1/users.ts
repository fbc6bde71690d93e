import { defineRoutes } from '../route-row';

export const userRoutes = defineRoutes([
  {
    operationId: 'getAuthenticatedUser',
    method: 'get',
    path: '/user',
    rpc: 'quire.identity.v1.IdentityService/GetCurrentUser',
    responseField: 'user',
    status: 200,
    summary: 'Get the authenticated user',
  },
]);
