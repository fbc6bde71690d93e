import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { idParam, paginationQuery } from '../schemas';

/** quire.content.v1.SearchService (proto/quire/content/v1/search.proto). SearchAdminService has no route. */

const MAX_QUERY_CHARS = 512;

/**
 * The contract's `query`: at most 512 characters, counted as JSON Schema counts them (code
 * points, so 512 emoji pass), which is at most 1024 UTF-16 units; the OpenAPI document says
 * 512. Quire also refuses a query that is empty or only whitespace.
 */
const ZSearchQuery = z
  .string()
  .max(2 * MAX_QUERY_CHARS, `must be at most ${MAX_QUERY_CHARS} characters`)
  .refine((query) => query.trim() !== '', 'must not be empty')
  .refine((query) => [...query].length <= MAX_QUERY_CHARS, `must be at most ${MAX_QUERY_CHARS} characters`)
  .meta({ maxLength: MAX_QUERY_CHARS });

export const searchRoutes = defineRoutes([
  {
    operationId: 'searchSpaceContent',
    method: 'get',
    path: '/spaces/:spaceId/search',
    rpc: 'quire.content.v1.SearchService/SearchSpaceContent',
    params: z.object({ spaceId: idParam }),
    query: z.object({ query: ZSearchQuery, ...paginationQuery }),
    status: 200,
    summary: 'Search content in a space',
  },
  {
    operationId: 'searchOrganizationContent',
    method: 'get',
    path: '/orgs/:organizationId/search',
    rpc: 'quire.content.v1.SearchService/SearchOrganizationContent',
    params: z.object({ organizationId: idParam }),
    // `limit`: pages per answer over every space, 1..50.
    query: z.object({ query: ZSearchQuery, page: paginationQuery.page, limit: z.coerce.number().int().min(1).max(50).optional() }),
    status: 200,
    summary: 'Search content in an organization',
  },
]);
