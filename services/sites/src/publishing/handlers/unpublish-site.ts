import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZSiteRef } from '../../lib/validation';
import { presentSite } from '../../sites/presenter';
import { siteSpaceCount } from '../../sites/queries';
import { sitePublisher } from '../commands/site-publisher';

/** Clears `published` and `urls.published`; the reader routes answer NOT_FOUND to visitors from now on. */
export async function unpublishSite(ctx: SitesContext, request: sitesV1.UnpublishSiteRequest, callContext: CallContext): Promise<sitesV1.UnpublishSiteResponse> {
  const input = parseRequest(ZSiteRef, request);
  const { site, viewer } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'manage');
  const updated = await sitePublisher(ctx.db, site, false, viewer.principal.userId);
  return { site: presentSite(ctx.urls, updated, await siteSpaceCount(ctx.db, site.id)) };
}
