import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * The files of the space's main content, of a change request or of any revision, in id order, keyset-paginated
 * on the id (the revision's files come from its chunks in one query whatever the page).
 */
export declare function listFiles(ctx: ContentContext, request: contentV1.ListFilesRequest, callContext: CallContext): Promise<contentV1.ListFilesResponse>;
