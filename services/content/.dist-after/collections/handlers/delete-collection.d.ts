import type { contentV1, googleProtobufEmpty } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** Idempotent, as GitBook's (204 "Collection did not exist"): a missing collection is not an error. */
export declare function deleteCollection(ctx: ContentContext, request: contentV1.DeleteCollectionRequest, callContext: CallContext): Promise<googleProtobufEmpty.Empty>;
