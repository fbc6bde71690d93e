import { z } from 'zod';
import { defineRoutes } from '../../route-row';
import { contentReadQuery, idParam } from '../schemas';

/** quire.content.v1.SemanticChangeService (proto/quire/content/v1/semantic_change.proto). */

/**
 * `limit` of the semantic changes: a number with no bounds in the contract (it is not the
 * lists' limit, 1..1000); how many changes to answer, 10 by default (docs/change-requests.md).
 */
const changesLimit = z.coerce.number().optional();

export const semanticChangeRoutes = defineRoutes([
  {
    operationId: 'getRevisionSemanticChanges',
    method: 'get',
    path: '/spaces/:spaceId/revisions/:revisionId/changes',
    rpc: 'quire.content.v1.SemanticChangeService/GetRevisionSemanticChanges',
    params: z.object({ spaceId: idParam, revisionId: idParam }),
    query: z.object({ ...contentReadQuery, limit: changesLimit }),
    responseField: 'changes',
    status: 200,
    summary: 'What a revision changed against its parent: pages, blocks, files',
  },
  {
    operationId: 'getChangeRequestChanges',
    method: 'get',
    path: '/spaces/:spaceId/change-requests/:changeRequestId/changes',
    rpc: 'quire.content.v1.SemanticChangeService/GetChangeRequestChanges',
    params: z.object({ spaceId: idParam, changeRequestId: idParam }),
    query: z.object({ limit: changesLimit }),
    responseField: 'changes',
    status: 200,
    summary: 'What a change request changes against its base revision: pages, blocks, files',
  },
]);
