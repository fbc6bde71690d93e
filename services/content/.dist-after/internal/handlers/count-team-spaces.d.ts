import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * For identity's team presenter: per team, the live spaces it was given and those inside
 * collections it was given (sub-collections included). Four queries whatever the number of teams. Needs no
 * principal: identity calls it for its own presenters.
 */
export declare function countTeamSpaces(ctx: ContentContext, request: contentV1.CountTeamSpacesRequest, _callContext: CallContext): Promise<contentV1.CountTeamSpacesResponse>;
