import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/**
 * Changes a change request's subject, description (a GitBook JSONDocument, checked against the
 * contract's block model since it is echoed back) or status. Needs `edit` on the space. Status
 * moves: draft <-> open, draft/open -> archived, archived -> open; a merged change request
 * takes no change, and `merged` cannot be set (both 400).
 */
export declare function updateChangeRequest(ctx: ContentContext, request: contentV1.UpdateChangeRequestRequest, callContext: CallContext): Promise<contentV1.UpdateChangeRequestResponse>;
