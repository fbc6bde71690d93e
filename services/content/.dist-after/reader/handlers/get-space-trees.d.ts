import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../../context';
/**
 * Trees answered together at most this many bytes of pages (the first always is), under the
 * 32 MiB gRPC message limit with room for the rest of each SpaceTree.
 */
export declare const MAX_TREES_BYTES: number;
/**
 * The current revision of each live space of the organization among the ids, with its page
 * tree. Whatever the number of spaces: one statement for the spaces, and for trees not kept
 * yet one for their revisions, one for their chunks, one for their bodies' front matter (and
 * one for files when a cover names one). Unknown, trashed and other organizations' spaces are
 * absent. Takes no principal.
 */
export declare function getSpaceTrees(ctx: ContentContext, request: contentV1.GetSpaceTreesRequest): Promise<contentV1.GetSpaceTreesResponse>;
