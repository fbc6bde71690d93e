import type { contentV1, googleProtobufEmpty } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * Gives teams and users a role on a collection (null removes their permission), all in one
 * transaction. Every id must be a team or a user of the organization (NOT_FOUND otherwise).
 */
export declare function inviteToCollection(ctx: ContentContext, request: contentV1.InviteToCollectionRequest, callContext: CallContext): Promise<googleProtobufEmpty.Empty>;
