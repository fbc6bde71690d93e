import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** The space's active revision (`Space.revision`). */
export declare function getCurrentRevision(ctx: ContentContext, request: contentV1.GetCurrentRevisionRequest, callContext: CallContext): Promise<contentV1.GetCurrentRevisionResponse>;
