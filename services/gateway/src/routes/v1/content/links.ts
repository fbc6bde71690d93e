import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { idParam, paginationQuery } from '../schemas';

/** quire.content.v1.LinkService (proto/quire/content/v1/link.proto). */

/** GitBook "ContentReferenceStatus". */
const ZContentReferenceStatus = z.enum(['ok', 'broken', 'in-app']);

const changeRequestParams = { spaceId: idParam, changeRequestId: idParam };

export const linkRoutes = defineRoutes([
  {
    operationId: 'listSpaceLinks',
    method: 'get',
    path: '/spaces/:spaceId/links',
    rpc: 'quire.content.v1.LinkService/ListLinks',
    params: z.object({ spaceId: idParam }),
    query: z.object({ ...paginationQuery, status: ZContentReferenceStatus.optional() }),
    status: 200,
    summary: 'List all the links in a space',
  },
  {
    operationId: 'listChangeRequestLinks',
    method: 'get',
    path: '/spaces/:spaceId/change-requests/:changeRequestId/links',
    rpc: 'quire.content.v1.LinkService/ListLinks',
    params: z.object(changeRequestParams),
    query: z.object({
      ...paginationQuery,
      status: ZContentReferenceStatus.optional(),
      brokenContext: z.enum(['change-request', 'space']).optional(),
    }),
    status: 200,
    summary: 'List all change request links',
  },
  {
    operationId: 'listPageLinksInSpace',
    method: 'get',
    path: '/spaces/:spaceId/content/page/:pageId/links',
    rpc: 'quire.content.v1.LinkService/ListPageLinks',
    params: z.object({ spaceId: idParam, pageId: idParam }),
    query: z.object({ ...paginationQuery, status: ZContentReferenceStatus.optional() }),
    status: 200,
    summary: 'List all space page links',
  },
  {
    operationId: 'listSpacePageBacklinks',
    method: 'get',
    path: '/spaces/:spaceId/content/page/:pageId/backlinks',
    rpc: 'quire.content.v1.LinkService/ListPageBacklinks',
    params: z.object({ spaceId: idParam, pageId: idParam }),
    query: z.object(paginationQuery),
    status: 200,
    summary: 'List all space page backlink locations',
  },
  {
    operationId: 'listSpaceFileBacklinks',
    method: 'get',
    path: '/spaces/:spaceId/content/files/:fileId/backlinks',
    rpc: 'quire.content.v1.LinkService/ListFileBacklinks',
    params: z.object({ spaceId: idParam, fileId: idParam }),
    query: z.object(paginationQuery),
    status: 200,
    summary: 'List all space file backlink locations',
  },
  {
    operationId: 'listPageLinksInChangeRequest',
    method: 'get',
    path: '/spaces/:spaceId/change-requests/:changeRequestId/content/page/:pageId/links',
    rpc: 'quire.content.v1.LinkService/ListPageLinks',
    params: z.object({ ...changeRequestParams, pageId: idParam }),
    // The contract has no status filter here.
    query: z.object(paginationQuery),
    status: 200,
    summary: 'List all change request links',
  },
  {
    operationId: 'listChangeRequestPageBacklinks',
    method: 'get',
    path: '/spaces/:spaceId/change-requests/:changeRequestId/content/page/:pageId/backlinks',
    rpc: 'quire.content.v1.LinkService/ListPageBacklinks',
    params: z.object({ ...changeRequestParams, pageId: idParam }),
    query: z.object(paginationQuery),
    status: 200,
    summary: 'List all backlink locations of a change request page',
  },
  {
    operationId: 'listChangeRequestFileBacklinks',
    method: 'get',
    path: '/spaces/:spaceId/change-requests/:changeRequestId/content/files/:fileId/backlinks',
    rpc: 'quire.content.v1.LinkService/ListFileBacklinks',
    params: z.object({ ...changeRequestParams, fileId: idParam }),
    query: z.object(paginationQuery),
    status: 200,
    summary: 'List all backlink locations of a change request file',
  },
]);
