import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { getRevision } from './handlers/get-revision';

/** RevisionService (proto/quire/content/v1/revision.proto). */
export function revisionService(ctx: ContentContext): contentV1.RevisionServiceImplementation {
  return { getRevision: (request, callContext) => getRevision(ctx, request, callContext) };
}
