import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
export declare function updateCollection(ctx: ContentContext, request: contentV1.UpdateCollectionRequest, callContext: CallContext): Promise<contentV1.UpdateCollectionResponse>;
