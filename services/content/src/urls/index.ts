import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { getContentByUrl } from './handlers/get-content-by-url';

/** UrlService (proto/quire/content/v1/url.proto): GET /urls/content. */
export function urlService(ctx: ContentContext): contentV1.UrlServiceImplementation {
  return {
    getContentByUrl: (request, callContext) => getContentByUrl(ctx, request, callContext),
  };
}
