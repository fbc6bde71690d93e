import type { sitesV1 } from '@quire/proto';
import { notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSiteForReader, REDIRECT_NOT_FOUND } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZId, ZShareKey } from '../../lib/validation';
import { destinationSegments, presentRedirect, targetUrl } from '../presenter';
import { findRedirectBySource } from '../queries';
import { ZRedirectSource } from '../source';

const ZGetSiteRedirectBySourceRequest = z.object({ organizationId: ZId, siteId: ZId, source: ZRedirectSource, shareKey: ZShareKey.optional() });

/**
 * The redirect whose source is `source` (normalized as sources are stored) and the URL of its
 * destination. For the readers of the site's published structure (loadSiteForReader), since a
 * visitor of the published site meets the redirect anyway. A redirect whose destination no
 * longer exists (its page left the space) is NOT_FOUND too: it leads nowhere.
 */
export async function getSiteRedirectBySource(
  ctx: SitesContext,
  request: sitesV1.GetSiteRedirectBySourceRequest,
  callContext: CallContext,
): Promise<sitesV1.GetSiteRedirectBySourceResponse> {
  const input = parseRequest(ZGetSiteRedirectBySourceRequest, request);
  const { site, shareKey } = await loadSiteForReader(ctx, callContext, input.organizationId, input.siteId, input.shareKey || undefined);
  const redirect = await findRedirectBySource(ctx.db, site.id, input.source);
  if (!redirect) throw notFound(REDIRECT_NOT_FOUND);
  const segments = (await destinationSegments(ctx, site, [redirect], callContext)).get(redirect.id);
  if (!segments) throw notFound('The destination of this site redirect no longer exists');
  return { redirect: presentRedirect(redirect), target: targetUrl(ctx, site, segments, shareKey) };
}
