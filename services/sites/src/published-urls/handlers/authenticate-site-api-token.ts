import { createHash } from 'node:crypto';
import type { sitesV1 } from '@quire/proto';
import { parseRequest, unauthenticated } from '@quire/shared';
import { z } from 'zod';
import type { SitesContext } from '../../context';
import { claimedSite, verifySiteApiToken } from '../api-tokens';
import { siteSpacePublishing } from '../queries';

const ZAuthenticateSiteApiTokenRequest = z.object({ token: z.string() });

const INVALID = 'Invalid API token';

/**
 * AuthenticateSiteApiToken (for the gateway): a `gb_site_` token is good while it verifies
 * with the key of the site it names (a regenerated key voids it), has not expired, and the
 * site space it was issued for still publishes its space on a site that is published. Two
 * primary-key reads.
 */
export async function authenticateSiteApiToken(ctx: SitesContext, request: sitesV1.AuthenticateSiteApiTokenRequest): Promise<sitesV1.AuthenticateSiteApiTokenResponse> {
  const { token } = parseRequest(ZAuthenticateSiteApiTokenRequest, request);
  if (token.length > 4096) throw unauthenticated(INVALID);
  const siteId = claimedSite(token);
  if (!siteId) throw unauthenticated(INVALID);
  const site = await ctx.db.site.findUnique({ where: { id: siteId }, select: { id: true, organizationId: true, shareKey: true, published: true } });
  // Unpublishing a site ends its tokens at once (a preview's token works once it is published).
  if (!site?.published) throw unauthenticated(INVALID);
  const grant = await verifySiteApiToken(site.shareKey, token);
  if (!grant || grant.site !== site.id || grant.organization !== site.organizationId) throw unauthenticated(INVALID);
  if (!(await siteSpacePublishing(ctx.db, site.id, grant.siteSpace, grant.space))) throw unauthenticated(INVALID);
  return {
    organizationId: site.organizationId,
    siteId: site.id,
    spaceIds: [grant.space],
    tokenId: `site-token:${createHash('sha256').update(token).digest('base64url').slice(0, 22)}`,
  };
}
