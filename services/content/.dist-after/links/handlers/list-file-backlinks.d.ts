import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * The pages of the space's main content or of a change request that use a file (images, file
 * blocks, covers, links to it), as GitBook "ContentLocation"s in page id order. Unknown file:
 * NOT_FOUND.
 */
export declare function listFileBacklinks(ctx: ContentContext, request: contentV1.ListFileBacklinksRequest, callContext: CallContext): Promise<contentV1.ListFileBacklinksResponse>;
