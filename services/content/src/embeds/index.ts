import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { getEmbedByUrl } from './handlers/get-embed-by-url';

/** EmbedService (proto/quire/content/v1/embed.proto): GET /spaces/{spaceId}/embed. */
export function embedService(ctx: ContentContext): contentV1.EmbedServiceImplementation {
  return {
    getEmbedByUrl: (request, callContext) => getEmbedByUrl(ctx, request, callContext),
  };
}
