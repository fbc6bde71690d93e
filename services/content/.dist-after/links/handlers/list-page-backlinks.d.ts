import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * The pages of the space's main content or of a change request that link to a page (by id, a
 * link page's target, or a relative path), as GitBook "ContentLocation"s in page id order.
 * Unknown page: NOT_FOUND.
 */
export declare function listPageBacklinks(ctx: ContentContext, request: contentV1.ListPageBacklinksRequest, callContext: CallContext): Promise<contentV1.ListPageBacklinksResponse>;
