import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { getComputedDocument } from './handlers/get-computed-document';
import { getComputedRevision } from './handlers/get-computed-revision';

/** ComputedContentService (proto/quire/content/v1/computed_content.proto): one handler file per rpc. */
export function computedContentService(ctx: ContentContext): contentV1.ComputedContentServiceImplementation {
  return {
    getComputedDocument: (request, callContext) => getComputedDocument(ctx, request, callContext),
    getComputedRevision: (request, callContext) => getComputedRevision(ctx, request, callContext),
  };
}
