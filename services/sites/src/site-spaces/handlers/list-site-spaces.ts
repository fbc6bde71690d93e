import type { sitesV1 } from '@quire/proto';
import { pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSiteForReader } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZId, ZLimit, ZPage, ZShareKey } from '../../lib/validation';
import { embeddedSpaces, presentSiteSpaces } from '../presenter';
import { listSiteSpacesPage, sectionPaths } from '../queries';

const ZListSiteSpacesRequest = z.object({
  organizationId: ZId,
  siteId: ZId,
  shareKey: ZShareKey.optional(),
  page: ZPage,
  limit: ZLimit,
  default: z.boolean().optional(),
});

/** Site spaces in site order; their spaces come from ONE content call. */
export async function listSiteSpaces(
  ctx: SitesContext,
  request: sitesV1.ListSiteSpacesRequest,
  callContext: CallContext,
): Promise<sitesV1.ListSiteSpacesResponse> {
  const input = parseRequest(ZListSiteSpacesRequest, request);
  const { site, shareKey, publishedSiteReader } = await loadSiteForReader(ctx, callContext, input.organizationId, input.siteId, input.shareKey || undefined);
  const page = await listSiteSpacesPage(ctx.db, site.id, { isDefault: input.default }, input.page, pageLimit(input.limit));
  const [spaces, paths] = await Promise.all([embeddedSpaces(ctx, site.organizationId, page.items, callContext, { publishedSiteReader }), sectionPaths(ctx.db, site.id)]);
  return { items: presentSiteSpaces(ctx.urls, site, page.items, spaces, paths, shareKey), next: page.next, count: page.count };
}
