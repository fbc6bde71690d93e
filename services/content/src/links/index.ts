import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { listFileBacklinks } from './handlers/list-file-backlinks';
import { listLinks } from './handlers/list-links';
import { listPageBacklinks } from './handlers/list-page-backlinks';
import { listPageLinks } from './handlers/list-page-links';
import { listSpaceLinks } from './handlers/list-space-links';

/** LinkService (proto/quire/content/v1/link.proto). */
export function linkService(ctx: ContentContext): contentV1.LinkServiceImplementation {
  return {
    listSpaceLinks: () => listSpaceLinks(),
    listLinks: (request, callContext) => listLinks(ctx, request, callContext),
    listPageLinks: (request, callContext) => listPageLinks(ctx, request, callContext),
    listPageBacklinks: (request, callContext) => listPageBacklinks(ctx, request, callContext),
    listFileBacklinks: (request, callContext) => listFileBacklinks(ctx, request, callContext),
  };
}
