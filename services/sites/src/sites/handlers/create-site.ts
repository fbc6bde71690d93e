import type { sitesV1 } from '@quire/proto';
import { notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { authorizeIn } from '../../access/load';
import type { SitesContext } from '../../context';
import { siteTypes, siteVisibilities } from '../../lib/enums';
import { MAX_CREATE_SPACES, ZId, ZProtoEnum, ZSiteTitle } from '../../lib/validation';
import { siteCreator } from '../commands/site-creator';
import { presentSite } from '../presenter';

const DEFAULT_SITE_TITLE = 'Untitled site';

const ZCreateSiteRequest = z.object({
  organizationId: ZId,
  type: ZProtoEnum(siteTypes.values),
  title: ZSiteTitle.optional(),
  visibility: ZProtoEnum(siteVisibilities.values),
  spaces: z.array(ZId).max(MAX_CREATE_SPACES),
});

/** A site of type basic (unless given), unpublished, with `spaces` as root site spaces. */
export async function createSite(
  ctx: SitesContext,
  request: sitesV1.CreateSiteRequest,
  callContext: CallContext,
): Promise<sitesV1.CreateSiteResponse> {
  const input = parseRequest(ZCreateSiteRequest, request);
  const viewer = authorizeIn(callContext, input.organizationId, 'manage');
  const spaceIds = [...new Set(input.spaces)];
  const spaces = spaceIds.length > 0 ? await ctx.spaces.getSpaces(input.organizationId, spaceIds, callContext) : new Map();
  const missing = spaceIds.find((id) => !spaces.has(id));
  if (missing) throw notFound(`spaces: no matching space found for ${missing}`);

  const site = await siteCreator(ctx.db, {
    organizationId: input.organizationId,
    type: siteTypes.fromProto.get(input.type) ?? 'basic',
    title: input.title ?? DEFAULT_SITE_TITLE,
    visibility: siteVisibilities.fromProto.get(input.visibility) ?? 'public',
    spaces: spaceIds.map((id) => ({ id, title: spaces.get(id)!.title })),
    actorId: viewer.principal.userId,
  });
  return { site: presentSite(ctx.urls, site, spaceIds.length) };
}
