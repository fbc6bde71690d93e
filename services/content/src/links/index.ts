import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { listSpaceLinks } from './handlers/list-space-links';

/** LinkService (proto/quire/content/v1/link.proto). */
export function linkService(ctx: ContentContext): contentV1.LinkServiceImplementation {
  return { listSpaceLinks: (request, callContext) => listSpaceLinks(ctx, request, callContext) };
}
