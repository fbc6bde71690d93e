import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** A change request's current revision (`ChangeRequest.revision`). */
export declare function getChangeRequestRevision(ctx: ContentContext, request: contentV1.GetChangeRequestRevisionRequest, callContext: CallContext): Promise<contentV1.GetChangeRequestRevisionResponse>;
