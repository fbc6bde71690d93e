import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { pdfUrlFor } from '../pdf-url';

const ZGetChangeRequestPdfRequest = z.object({ spaceId: ZId, changeRequestId: ZId, only: z.boolean().optional(), page: ZId.optional() });

/** GET /spaces/{spaceId}/change-requests/{changeRequestId}/pdf: the change request's content as PDF. */
export async function getChangeRequestPdf(
  ctx: ContentContext,
  request: contentV1.GetChangeRequestPdfRequest,
  callContext: CallContext,
): Promise<contentV1.GetChangeRequestPdfResponse> {
  return { url: await pdfUrlFor(ctx, getPrincipal(callContext), parseRequest(ZGetChangeRequestPdfRequest, request)) };
}
