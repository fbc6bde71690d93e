import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
export declare function createCollection(ctx: ContentContext, request: contentV1.CreateCollectionRequest, callContext: CallContext): Promise<contentV1.CreateCollectionResponse>;
