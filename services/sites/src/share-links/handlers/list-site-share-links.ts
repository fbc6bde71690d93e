import type { sitesV1 } from '@quire/proto';
import { pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZId, ZLimit, ZPage } from '../../lib/validation';
import { presentShareLink } from '../presenter';
import { listShareLinksPage } from '../queries';

const ZListSiteShareLinksRequest = z.object({ organizationId: ZId, siteId: ZId, page: ZPage, limit: ZLimit });

/** Admins and creators only: every link shows its key in `urls.published`. */
export async function listSiteShareLinks(
  ctx: SitesContext,
  request: sitesV1.ListSiteShareLinksRequest,
  callContext: CallContext,
): Promise<sitesV1.ListSiteShareLinksResponse> {
  const input = parseRequest(ZListSiteShareLinksRequest, request);
  const limit = pageLimit(input.limit);
  const { site } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'manage');
  const page = await listShareLinksPage(ctx.db, site.id, input.page, limit);
  return { items: page.items.map((link) => presentShareLink(ctx.urls, site, link)), next: page.next, count: page.count };
}
