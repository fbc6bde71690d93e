import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** GET /spaces/{spaceId}/change-requests/{changeRequestId}/pdf: the change request's content as PDF. */
export declare function getChangeRequestPdf(ctx: ContentContext, request: contentV1.GetChangeRequestPdfRequest, callContext: CallContext): Promise<contentV1.GetChangeRequestPdfResponse>;
