import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
export declare function transferCollection(ctx: ContentContext, request: contentV1.TransferCollectionRequest, callContext: CallContext): Promise<contentV1.TransferCollectionResponse>;
