import type { sitesV1 } from '@quire/proto';
import { pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZId, ZLimit, ZPage } from '../../lib/validation';
import { presentRedirect } from '../presenter';
import { listRedirectsPage } from '../queries';
import { MAX_SOURCE_LENGTH } from '../source';

const ZListSiteRedirectsRequest = z.object({
  organizationId: ZId,
  siteId: ZId,
  page: ZPage,
  limit: ZLimit,
  search: z.string().max(MAX_SOURCE_LENGTH).optional(),
});

/** Redirects by source (byte order); `search` keeps those whose source contains it (case-insensitive). Members read. */
export async function listSiteRedirects(
  ctx: SitesContext,
  request: sitesV1.ListSiteRedirectsRequest,
  callContext: CallContext,
): Promise<sitesV1.ListSiteRedirectsResponse> {
  const input = parseRequest(ZListSiteRedirectsRequest, request);
  const { site } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'read');
  const page = await listRedirectsPage(ctx.db, site.id, input.search || undefined, input.page, pageLimit(input.limit));
  return { items: page.items.map(presentRedirect), next: page.next, count: page.count };
}
