import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { countMemberSpaces } from './handlers/count-member-spaces';
import { countTeamSpaces } from './handlers/count-team-spaces';
import { getCollections } from './handlers/get-collections';
import { getPagePaths } from './handlers/get-page-paths';
import { getSpaces } from './handlers/get-spaces';

/**
 * ContentInternalService (proto/quire/content/v1/internal.proto): for other services. The
 * counts and getPagePaths (for sites' redirects) need no principal; getSpaces (for sites) and
 * getCollections (for identity's invite links) read the forwarded caller's principal.
 */
export function contentInternalService(ctx: ContentContext): contentV1.ContentInternalServiceImplementation {
  return {
    countTeamSpaces: (request, callContext) => countTeamSpaces(ctx, request, callContext),
    countMemberSpaces: (request, callContext) => countMemberSpaces(ctx, request, callContext),
    getSpaces: (request, callContext) => getSpaces(ctx, request, callContext),
    getPagePaths: (request, callContext) => getPagePaths(ctx, request, callContext),
    getCollections: (request, callContext) => getCollections(ctx, request, callContext),
  };
}
