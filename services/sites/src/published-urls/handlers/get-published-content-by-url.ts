import type { sitesV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { SitesContext } from '../../context';
import { ZUrl } from '../../lib/validation';
import { MAX_VISITOR_TOKEN_LENGTH } from '../../lib/visitor-tokens';
import { resolvePublishedContent } from '../resolve';

const ZGetPublishedContentByUrlRequest = z.object({
  url: ZUrl,
  visitorAuthToken: z.string().max(MAX_VISITOR_TOKEN_LENGTH).optional(),
  redirectOnError: z.boolean().optional(),
});

/** GET /urls/published (deprecated in the contract): resolvePublishedContentByUrl with the token as a query parameter. */
export async function getPublishedContentByUrl(
  ctx: SitesContext,
  request: sitesV1.GetPublishedContentByUrlRequest,
  callContext: CallContext,
): Promise<sitesV1.GetPublishedContentByUrlResponse> {
  getPrincipal(callContext);
  const input = parseRequest(ZGetPublishedContentByUrlRequest, request);
  const lookup = await resolvePublishedContent(ctx, callContext, {
    url: input.url,
    redirectOnError: input.redirectOnError ?? false,
    visitorToken: input.visitorAuthToken || undefined,
  });
  return { lookup };
}
