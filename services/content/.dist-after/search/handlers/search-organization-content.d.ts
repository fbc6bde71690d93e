import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** Pages answered in all when `limit` is absent, and at most (as the reader's site search). */
export declare const DEFAULT_ORGANIZATION_SEARCH_LIMIT = 20;
export declare const MAX_ORGANIZATION_SEARCH_LIMIT = 50;
/**
 * searchOrganizationContent: full-text search over the main content of every live space of
 * the organization the caller may read (members: every space, their role being a floor;
 * guests: the spaces of the collections their teams are given), as the index holds it, in one
 * query: one keyset page of `limit` pages of them all, ranked as searchSpaceContent ranks,
 * grouped by space in the order of each space's best page on that page (a space may show
 * again on the next page), each page presented as searchSpaceContent presents it.
 * Non-members: NOT_FOUND.
 */
export declare function searchOrganizationContent(ctx: ContentContext, request: contentV1.SearchOrganizationContentRequest, callContext: CallContext): Promise<contentV1.SearchOrganizationContentResponse>;
