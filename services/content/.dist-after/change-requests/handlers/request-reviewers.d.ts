import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * Asks organization members to review a change request (optionally changing its subject and
 * description at the same time). Needs `edit` on the space; merged and archived change
 * requests refuse (400). Every user must be a member (guests included) of the space's
 * organization, and not the change request's author (who cannot review it): otherwise 400
 * naming the ids. One identity call checks the members and gives the users to present.
 */
export declare function requestReviewers(ctx: ContentContext, request: contentV1.RequestReviewersRequest, callContext: CallContext): Promise<contentV1.RequestReviewersResponse>;
