import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZSiteRef } from '../../sites/handlers/get-site';
import { presentSite } from '../../sites/presenter';
import { siteSpaceCount } from '../../sites/queries';
import { sitePublisher } from '../commands/site-publisher';

async function setPublished(ctx: SitesContext, request: unknown, callContext: CallContext, published: boolean): Promise<{ site: sitesV1.Site }> {
  const input = parseRequest(ZSiteRef, request);
  const { site, viewer } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'manage');
  const updated = await sitePublisher(ctx.db, site, published, viewer.principal.userId);
  return { site: presentSite(ctx.urls, updated, await siteSpaceCount(ctx.db, site.id)) };
}

/** Sets `published` and `urls.published` (QUIRE_SITES_URL/<organization>/<basename or id>). */
export const publishSite = (ctx: SitesContext, request: sitesV1.PublishSiteRequest, callContext: CallContext): Promise<sitesV1.PublishSiteResponse> =>
  setPublished(ctx, request, callContext, true);

export const unpublishSite = (ctx: SitesContext, request: sitesV1.UnpublishSiteRequest, callContext: CallContext): Promise<sitesV1.UnpublishSiteResponse> =>
  setPublished(ctx, request, callContext, false);
