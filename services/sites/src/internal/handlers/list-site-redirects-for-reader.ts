import type { sitesV1 } from '@quire/proto';
import { notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { findSite, SITE_NOT_FOUND } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZId } from '../../lib/validation';
import { destinationSegments, targetPath } from '../../site-redirects/presenter';
import { allRedirects } from '../../site-redirects/queries';

const ZListSiteRedirectsForReaderRequest = z.object({ organizationId: ZId, siteId: ZId });

/**
 * For the reader: every redirect of the site (at most 1000, by source) with the path of its
 * destination in the site, computed as getSiteRedirectBySource computes `target`; those whose
 * destination no longer exists are left out. Three queries and at most one content call.
 * Needs no principal.
 */
export async function listSiteRedirectsForReader(
  ctx: SitesContext,
  request: sitesV1.ListSiteRedirectsForReaderRequest,
  callContext: CallContext,
): Promise<sitesV1.ListSiteRedirectsForReaderResponse> {
  const input = parseRequest(ZListSiteRedirectsForReaderRequest, request);
  const site = await findSite(ctx.db, input.organizationId, input.siteId);
  if (!site) throw notFound(SITE_NOT_FOUND);
  const rows = await allRedirects(ctx.db, site.id);
  const segments = await destinationSegments(ctx, site, rows, callContext);
  return {
    redirects: rows.flatMap((row) => {
      const found = segments.get(row.id);
      return found ? [{ source: row.source, targetPath: targetPath(found) }] : [];
    }),
  };
}
