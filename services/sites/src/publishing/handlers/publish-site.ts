import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZSiteRef } from '../../lib/validation';
import { presentSite } from '../../sites/presenter';
import { siteSpaceCount } from '../../sites/queries';
import { sitePublisher } from '../commands/site-publisher';

/** Sets `published` and `urls.published` (QUIRE_SITES_URL/<organization>/<basename or id>). */
export async function publishSite(ctx: SitesContext, request: sitesV1.PublishSiteRequest, callContext: CallContext): Promise<sitesV1.PublishSiteResponse> {
  const input = parseRequest(ZSiteRef, request);
  const { site, viewer } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'manage');
  const updated = await sitePublisher(ctx.db, site, true, viewer.principal.userId);
  return { site: presentSite(ctx.urls, updated, await siteSpaceCount(ctx.db, site.id)) };
}
