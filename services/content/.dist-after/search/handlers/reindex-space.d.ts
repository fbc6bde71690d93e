import type { contentV1 } from '@quire/proto';
import type { ContentContext } from '../../context';
/** Operator command: rebuilds one space's index from scratch and answers when it is done. */
export declare function reindexSpace(ctx: ContentContext, request: contentV1.ReindexSpaceRequest): Promise<contentV1.ReindexSpaceResponse>;
