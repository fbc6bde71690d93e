import type { contentV1, googleProtobufEmpty } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** Deletes a page and all its descendants from a change request (Quire extension; 204 also when it was not there). */
export declare function deletePage(ctx: ContentContext, request: contentV1.DeletePageRequest, callContext: CallContext): Promise<googleProtobufEmpty.Empty>;
