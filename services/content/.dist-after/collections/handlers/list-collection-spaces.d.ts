import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** The live spaces directly inside a collection, in sibling order. */
export declare function listCollectionSpaces(ctx: ContentContext, request: contentV1.ListCollectionSpacesRequest, callContext: CallContext): Promise<contentV1.ListCollectionSpacesResponse>;
