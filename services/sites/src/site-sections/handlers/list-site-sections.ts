import type { sitesV1 } from '@quire/proto';
import { pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSiteForReader } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZId, ZLimit, ZPage, ZShareKey } from '../../lib/validation';
import { embeddedSpaces } from '../../site-spaces/presenter';
import { presentSiteSection } from '../presenter';
import { listSectionsPage, siteSpacesBySection } from '../queries';

const ZListSiteSectionsRequest = z.object({ organizationId: ZId, siteId: ZId, shareKey: ZShareKey.optional(), page: ZPage, limit: ZLimit });

/** Sections in order, each with its site spaces; their spaces come from ONE content call. */
export async function listSiteSections(
  ctx: SitesContext,
  request: sitesV1.ListSiteSectionsRequest,
  callContext: CallContext,
): Promise<sitesV1.ListSiteSectionsResponse> {
  const input = parseRequest(ZListSiteSectionsRequest, request);
  const { site, shareKey, publishedSiteReader } = await loadSiteForReader(ctx, callContext, input.organizationId, input.siteId, input.shareKey || undefined);
  const page = await listSectionsPage(ctx.db, site.id, input.page, pageLimit(input.limit));
  const bySection = await siteSpacesBySection(ctx.db, site.id, page.items.map((section) => section.id));
  const spaces = await embeddedSpaces(ctx, site.organizationId, [...bySection.values()].flat(), callContext, { publishedSiteReader });
  return {
    items: page.items.map((section) => presentSiteSection(ctx.urls, site, section, bySection.get(section.id) ?? [], spaces, shareKey)),
    next: page.next,
    count: page.count,
  };
}
