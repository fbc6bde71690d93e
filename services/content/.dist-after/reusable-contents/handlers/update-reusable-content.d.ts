import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** Changes the title and/or body of a reusable content of a change request (Quire extension). */
export declare function updateReusableContent(ctx: ContentContext, request: contentV1.UpdateReusableContentRequest, callContext: CallContext): Promise<contentV1.UpdateReusableContentResponse>;
