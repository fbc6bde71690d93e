import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { createReusableContent } from './handlers/create-reusable-content';
import { deleteReusableContent } from './handlers/delete-reusable-content';
import { getReusableContent } from './handlers/get-reusable-content';
import { getReusableContentDocument } from './handlers/get-reusable-content-document';
import { updateReusableContent } from './handlers/update-reusable-content';

/** ReusableContentService (proto/quire/content/v1/reusable_content.proto). */
export function reusableContentService(ctx: ContentContext): contentV1.ReusableContentServiceImplementation {
  return {
    getReusableContent: (request, callContext) => getReusableContent(ctx, request, callContext),
    getReusableContentDocument: (request, callContext) => getReusableContentDocument(ctx, request, callContext),
    createReusableContent: (request, callContext) => createReusableContent(ctx, request, callContext),
    updateReusableContent: (request, callContext) => updateReusableContent(ctx, request, callContext),
    deleteReusableContent: (request, callContext) => deleteReusableContent(ctx, request, callContext),
  };
}
