import { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * The spaces a member can access, with their level on each (by creation time, newest first
 * unless `order` is ASC). The member's role and teams come from identity in one call; the
 * spaces' `permissions` are the caller's own.
 */
export declare function listMemberSpaces(ctx: ContentContext, request: contentV1.ListMemberSpacesRequest, callContext: CallContext): Promise<contentV1.ListMemberSpacesResponse>;
