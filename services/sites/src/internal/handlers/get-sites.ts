import type { sitesV1 } from '@quire/proto';
import { findPrincipal, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { canReadSites, viewerOf } from '../../access/policy';
import type { SitesContext } from '../../context';
import { ZId } from '../../lib/validation';
import { presentSite } from '../../sites/presenter';
import { siteSpaceCounts } from '../../sites/queries';

const ZGetSitesRequest = z.object({ organizationId: ZId, siteIds: z.array(ZId).max(1000) });

/**
 * GetSites (for identity's site installations of integrations): the requested sites of the
 * organization as GetSite presents them, for a caller who may read its sites (members with a
 * role); anyone else, and a call without a principal, gets an empty answer. Two queries
 * whatever the number of sites.
 */
export async function getSites(ctx: SitesContext, request: sitesV1.GetSitesRequest, callContext: CallContext): Promise<sitesV1.GetSitesResponse> {
  const { organizationId, siteIds } = parseRequest(ZGetSitesRequest, request);
  const principal = findPrincipal(callContext);
  if (!principal || siteIds.length === 0 || !canReadSites(viewerOf(principal, organizationId))) return { sites: [] };
  const sites = await ctx.db.site.findMany({ where: { organizationId, id: { in: [...new Set(siteIds)] } } });
  const counts = await siteSpaceCounts(ctx.db, sites.map((site) => site.id));
  return { sites: sites.map((site) => presentSite(ctx.urls, site, counts.get(site.id) ?? 0)) };
}
