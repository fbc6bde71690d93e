import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { contentReadQuery, idParam } from '../schemas';

/** quire.content.v1.ReusableContentService (proto/quire/content/v1/reusable_content.proto). */

const ZReusableContentTitle = z.string().min(1).max(100);
/** A body as a page's: `{ markdown }` (at most 1 MiB) or `{ document }` (checked by content against the block model). */
const ZReusableContentBody = z
  .object({ markdown: z.string().max(1024 * 1024).optional(), document: z.record(z.string().max(256), z.unknown()).optional() })
  .refine((content) => (content.markdown === undefined) !== (content.document === undefined), 'must have exactly one of "markdown" and "document"');
const changeRequestItemParams = z.object({ spaceId: idParam, changeRequestId: idParam, reusableContentId: idParam });

export const reusableContentRoutes = defineRoutes([
  {
    operationId: 'getReusableContentById',
    method: 'get',
    path: '/spaces/:spaceId/content/reusable-contents/:reusableContentId',
    rpc: 'quire.content.v1.ReusableContentService/GetReusableContent',
    params: z.object({ spaceId: idParam, reusableContentId: idParam }),
    query: z.object(contentReadQuery),
    responseField: 'reusableContent',
    status: 200,
    summary: 'Get a space reusable content by its ID',
  },
  {
    operationId: 'getReusableContentInChangeRequestById',
    method: 'get',
    path: '/spaces/:spaceId/change-requests/:changeRequestId/content/reusable-contents/:reusableContentId',
    rpc: 'quire.content.v1.ReusableContentService/GetReusableContent',
    params: changeRequestItemParams,
    query: z.object(contentReadQuery),
    responseField: 'reusableContent',
    status: 200,
    summary: 'Get a change request reusable content by its ID',
  },
  {
    operationId: 'getReusableContentInRevisionById',
    method: 'get',
    path: '/spaces/:spaceId/revisions/:revisionId/reusable-contents/:reusableContentId',
    rpc: 'quire.content.v1.ReusableContentService/GetReusableContent',
    params: z.object({ spaceId: idParam, revisionId: idParam, reusableContentId: idParam }),
    query: z.object(contentReadQuery),
    responseField: 'reusableContent',
    status: 200,
    summary: 'Get a space revision reusable content by its ID',
  },
  {
    operationId: 'getReusableContentDocumentInRevisionById',
    method: 'get',
    path: '/spaces/:spaceId/revisions/:revisionId/reusable-contents/:reusableContentId/document',
    rpc: 'quire.content.v1.ReusableContentService/GetReusableContentDocument',
    params: z.object({ spaceId: idParam, revisionId: idParam, reusableContentId: idParam }),
    // Accepted and ignored: Quire's documents have no expressions to evaluate.
    query: z.object({ evaluated: z.enum(['true', 'false', 'deterministic-only']).optional() }),
    responseField: 'document',
    status: 200,
    summary: 'Get the document of a reusable content in a revision',
  },
  {
    operationId: 'createReusableContentInChangeRequest',
    method: 'post',
    path: '/spaces/:spaceId/change-requests/:changeRequestId/content/reusable-contents',
    rpc: 'quire.content.v1.ReusableContentService/CreateReusableContent',
    params: z.object({ spaceId: idParam, changeRequestId: idParam }),
    body: z.object({ title: ZReusableContentTitle, content: ZReusableContentBody.optional() }),
    responseField: 'reusableContent',
    status: 201,
    extension: true,
    summary: 'Create a reusable content in a change request',
  },
  {
    operationId: 'updateReusableContentInChangeRequest',
    method: 'patch',
    path: '/spaces/:spaceId/change-requests/:changeRequestId/content/reusable-contents/:reusableContentId',
    rpc: 'quire.content.v1.ReusableContentService/UpdateReusableContent',
    params: changeRequestItemParams,
    body: z.object({ title: ZReusableContentTitle.optional(), content: ZReusableContentBody.optional() }),
    responseField: 'reusableContent',
    status: 200,
    extension: true,
    summary: 'Update a reusable content of a change request',
  },
  {
    operationId: 'deleteReusableContentInChangeRequest',
    method: 'delete',
    path: '/spaces/:spaceId/change-requests/:changeRequestId/content/reusable-contents/:reusableContentId',
    rpc: 'quire.content.v1.ReusableContentService/DeleteReusableContent',
    params: changeRequestItemParams,
    status: 204,
    extension: true,
    summary: 'Delete a reusable content from a change request',
  },
]);
