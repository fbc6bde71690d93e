import type { contentV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { ContentContext } from '../../context';
import { ZId } from '../../lib/validation';
import { pdfUrlFor } from '../pdf-url';

const ZGetSpacePdfRequest = z.object({ spaceId: ZId, only: z.boolean().optional(), page: ZId.optional() });

/** GET /spaces/{spaceId}/pdf: a signed URL of the main content as PDF, valid for an hour. */
export async function getSpacePdf(ctx: ContentContext, request: contentV1.GetSpacePdfRequest, callContext: CallContext): Promise<contentV1.GetSpacePdfResponse> {
  return { url: await pdfUrlFor(ctx, getPrincipal(callContext), parseRequest(ZGetSpacePdfRequest, request)) };
}
