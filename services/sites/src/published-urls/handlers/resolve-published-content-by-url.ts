import type { sitesV1 } from '@quire/proto';
import { getPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import type { SitesContext } from '../../context';
import { ZUrl } from '../../lib/validation';
import { MAX_VISITOR_TOKEN_LENGTH } from '../../lib/visitor-tokens';
import { resolvePublishedContent } from '../resolve';

/** Quire's limit on `unsignedClaims` (JSON). */
const MAX_UNSIGNED_CLAIMS_BYTES = 16 * 1024;

const ZResolvePublishedContentByUrlRequest = z.object({
  url: ZUrl,
  redirectOnError: z.boolean().optional(),
  visitor: z
    .object({
      jwtToken: z.string().max(MAX_VISITOR_TOKEN_LENGTH).optional(),
      unsignedClaims: z
        .record(z.string(), z.unknown())
        .refine((claims) => Buffer.byteLength(JSON.stringify(claims)) <= MAX_UNSIGNED_CLAIMS_BYTES, `must be at most ${MAX_UNSIGNED_CLAIMS_BYTES} bytes of JSON`)
        .optional(),
    })
    .optional(),
});

/** POST /urls/published: any authenticated caller; what they may see decides (resolve.ts). */
export async function resolvePublishedContentByUrl(
  ctx: SitesContext,
  request: sitesV1.ResolvePublishedContentByUrlRequest,
  callContext: CallContext,
): Promise<sitesV1.ResolvePublishedContentByUrlResponse> {
  getPrincipal(callContext);
  const input = parseRequest(ZResolvePublishedContentByUrlRequest, request);
  const lookup = await resolvePublishedContent(ctx, callContext, {
    url: input.url,
    redirectOnError: input.redirectOnError ?? false,
    visitorToken: input.visitor?.jwtToken || undefined,
    unsignedClaims: input.visitor?.unsignedClaims,
  });
  return { lookup };
}
