import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { getDocument } from '../documents/handlers/get-document';
import { getChangeRequestRevision } from './handlers/get-change-request-revision';
import { getCurrentRevision } from './handlers/get-current-revision';
import { getRevision } from './handlers/get-revision';

/** RevisionService (proto/quire/content/v1/revision.proto). */
export function revisionService(ctx: ContentContext): contentV1.RevisionServiceImplementation {
  return {
    getRevision: (request, callContext) => getRevision(ctx, request, callContext),
    getCurrentRevision: (request, callContext) => getCurrentRevision(ctx, request, callContext),
    getChangeRequestRevision: (request, callContext) => getChangeRequestRevision(ctx, request, callContext),
    getDocument: (request, callContext) => getDocument(ctx, request, callContext),
  };
}
