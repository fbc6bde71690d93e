import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../context';
import { countMemberSpaces } from './handlers/count-member-spaces';
import { countTeamSpaces } from './handlers/count-team-spaces';

/** ContentInternalService (proto/quire/content/v1/internal.proto): for other services, no principal. */
export function contentInternalService(ctx: ContentContext): contentV1.ContentInternalServiceImplementation {
  return {
    countTeamSpaces: (request, callContext) => countTeamSpaces(ctx, request, callContext),
    countMemberSpaces: (request, callContext) => countMemberSpaces(ctx, request, callContext),
  };
}
