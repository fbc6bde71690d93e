import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { idParam, paginationQuery } from '../schemas';

/** quire.content.v1.LinkService (proto/quire/content/v1/link.proto). */

export const linkRoutes = defineRoutes([
  {
    operationId: 'listSpaceLinks',
    method: 'get',
    path: '/spaces/:spaceId/links',
    rpc: 'quire.content.v1.LinkService/ListSpaceLinks',
    params: z.object({ spaceId: idParam }),
    query: z.object({ ...paginationQuery, status: z.enum(['ok', 'broken', 'in-app']).optional() }),
    status: 200,
    summary: 'List the links in the content of a space',
  },
]);
