import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** One reusable content of the space's main content, a change request or a revision. */
export declare function getReusableContent(ctx: ContentContext, request: contentV1.GetReusableContentRequest, callContext: CallContext): Promise<contentV1.GetReusableContentResponse>;
