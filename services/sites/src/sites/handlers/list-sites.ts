import type { sitesV1 } from '@quire/proto';
import { pageLimit, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorizeIn } from '../../access/load';
import type { SitesContext } from '../../context';
import { siteTypes } from '../../lib/enums';
import { ZId, ZLimit, ZPage, ZProtoEnum } from '../../lib/validation';
import { presentSite } from '../presenter';
import { listSitesPage, siteSpaceCounts } from '../queries';

const ZListSitesRequest = z.object({
  organizationId: ZId,
  page: ZPage,
  limit: ZLimit,
  space: ZId.optional(),
  title: z.string().max(128).optional(),
  published: z.boolean().optional(),
  type: z.array(ZProtoEnum(siteTypes.values, { required: true })).max(siteTypes.values.length * 2),
});

export async function listSites(
  ctx: SitesContext,
  request: sitesV1.ListSitesRequest,
  callContext: CallContext,
): Promise<sitesV1.ListSitesResponse> {
  const input = parseRequest(ZListSitesRequest, request);
  authorizeIn(callContext, input.organizationId, 'read');
  const limit = pageLimit(input.limit);
  const page = await listSitesPage(
    ctx.db,
    {
      organizationId: input.organizationId,
      spaceId: input.space,
      title: input.title === '' ? undefined : input.title,
      published: input.published,
      types: input.type.map((value) => siteTypes.fromProto.get(value)!),
    },
    input.page,
    limit,
  );
  const counts = await siteSpaceCounts(ctx.db, page.items.map((site) => site.id));
  return {
    items: page.items.map((site) => presentSite(ctx.urls, site, counts.get(site.id) ?? 0)),
    next: page.next,
    count: page.count,
  };
}
