import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
export declare function getCollection(ctx: ContentContext, request: contentV1.GetCollectionRequest, callContext: CallContext): Promise<contentV1.GetCollectionResponse>;
