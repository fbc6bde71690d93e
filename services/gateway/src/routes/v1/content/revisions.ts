import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { booleanQuery, contentReadQuery, idParam } from '../schemas';

/** quire.content.v1.RevisionService (proto/quire/content/v1/revision.proto). */

export const revisionRoutes = defineRoutes([
  {
    operationId: 'getRevisionById',
    method: 'get',
    path: '/spaces/:spaceId/revisions/:revisionId',
    rpc: 'quire.content.v1.RevisionService/GetRevision',
    params: z.object({ spaceId: idParam, revisionId: idParam }),
    query: z.object({ metadata: booleanQuery.optional(), computed: booleanQuery.optional() }),
    responseField: 'revision',
    status: 200,
    summary: 'Get a revision of a space',
  },
  {
    operationId: 'getCurrentRevision',
    method: 'get',
    path: '/spaces/:spaceId/content',
    rpc: 'quire.content.v1.RevisionService/GetCurrentRevision',
    params: z.object({ spaceId: idParam }),
    query: z.object(contentReadQuery),
    responseField: 'revision',
    status: 200,
    summary: 'Get the current revision of a space',
  },
  {
    operationId: 'getRevisionOfChangeRequestById',
    method: 'get',
    path: '/spaces/:spaceId/change-requests/:changeRequestId/content',
    rpc: 'quire.content.v1.RevisionService/GetChangeRequestRevision',
    params: z.object({ spaceId: idParam, changeRequestId: idParam }),
    query: z.object(contentReadQuery),
    responseField: 'revision',
    status: 200,
    summary: 'Get the current revision of a change request',
  },
  {
    operationId: 'getDocumentById',
    method: 'get',
    path: '/spaces/:spaceId/documents/:documentId',
    rpc: 'quire.content.v1.RevisionService/GetDocument',
    params: z.object({ spaceId: idParam, documentId: idParam }),
    query: z.object({ schema: z.enum(['current', 'next']).optional() }),
    responseField: 'document',
    status: 200,
    summary: 'Get a space document by its ID',
  },
]);
