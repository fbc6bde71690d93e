import { type contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * For identity's member presenter: per member, the live spaces they can access, counted as
 * ListMemberSpaces lists them. Members see every space of the organization (their role is a
 * floor); guests see the spaces given to them or their teams, and those inside collections
 * given to them or their teams. At most five
 * queries whatever the number of members. Needs no principal.
 */
export declare function countMemberSpaces(ctx: ContentContext, request: contentV1.CountMemberSpacesRequest, _callContext: CallContext): Promise<contentV1.CountMemberSpacesResponse>;
