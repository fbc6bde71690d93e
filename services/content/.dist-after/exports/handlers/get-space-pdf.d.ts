import type { contentV1 } from '@quire/proto';
import { type CallContext } from '@quire/shared';
import type { ContentContext } from '../../context';
/** GET /spaces/{spaceId}/pdf: a signed URL of the main content as PDF, valid for an hour. */
export declare function getSpacePdf(ctx: ContentContext, request: contentV1.GetSpacePdfRequest, callContext: CallContext): Promise<contentV1.GetSpacePdfResponse>;
