import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
export declare const MAX_GET_SPACES_IDS = 1000;
/**
 * For sites (the spaces its site spaces embed): the requested live spaces of the organization
 * that the principal in the call metadata may read, presented as GetSpace presents them.
 * Unknown, trashed, other organizations' and unreadable spaces are left out; a principal
 * outside the organization gets nothing (no error: sites shows what it gets).
 * With `publishedSiteReader` (sites vouches that the caller reads a published site embedding
 * these spaces), every requested live space of the organization is answered, with the
 * caller's own access where it is higher than a reader's.
 * At most five queries whatever the number of ids: the rows (one), the organization's
 * collection tree with the principal's team grants (two, as ListSpaces), the counts (two).
 */
export declare function getSpaces(ctx: ContentContext, request: contentV1.GetSpacesRequest, callContext: CallContext): Promise<contentV1.GetSpacesResponse>;
