import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * The links found in one page (its body, or a link page's target) of the space's main content
 * or of a change request, in document order; `status` filters the items, `stats` counts them
 * all (in a change request, `broken.changeRequest` the ones it broke). Unknown page: NOT_FOUND.
 */
export declare function listPageLinks(ctx: ContentContext, request: contentV1.ListPageLinksRequest, callContext: CallContext): Promise<contentV1.ListPageLinksResponse>;
