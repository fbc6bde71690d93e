import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { booleanQuery, idParam } from '../schemas';

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
]);
