import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { getChangeRequestChanges } from './handlers/get-change-request-changes';
import { getRevisionSemanticChanges } from './handlers/get-revision-semantic-changes';

/** SemanticChangeService (proto/quire/content/v1/semantic_change.proto). */
export function semanticChangeService(ctx: ContentContext): contentV1.SemanticChangeServiceImplementation {
  return {
    getRevisionSemanticChanges: (request, callContext) => getRevisionSemanticChanges(ctx, request, callContext),
    getChangeRequestChanges: (request, callContext) => getChangeRequestChanges(ctx, request, callContext),
  };
}
