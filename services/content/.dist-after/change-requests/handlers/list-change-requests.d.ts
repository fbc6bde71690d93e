import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * The change requests of a space, or of every live space of an organization the caller can
 * read, newest first. `status` defaults to open. The organization list is filtered in SQL to
 * the visible spaces (members see every space; guests the spaces under collections their teams
 * reach, from the organization tree loaded once), never space by space; the authors of a page
 * come from one identity call.
 */
export declare function listChangeRequests(ctx: ContentContext, request: contentV1.ListChangeRequestsRequest, callContext: CallContext): Promise<contentV1.ListChangeRequestsResponse>;
