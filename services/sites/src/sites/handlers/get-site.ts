import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZSiteRef } from '../../lib/validation';
import { presentSite } from '../presenter';
import { siteSpaceCount } from '../queries';

export async function getSite(ctx: SitesContext, request: sitesV1.GetSiteRequest, callContext: CallContext): Promise<sitesV1.GetSiteResponse> {
  const input = parseRequest(ZSiteRef, request);
  const { site } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'read');
  return { site: presentSite(ctx.urls, site, await siteSpaceCount(ctx.db, site.id)) };
}
