import { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSiteSpace } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZId } from '../../lib/validation';
import { siteSpaceMover } from '../commands/site-space-mover';
import { presentOneSiteSpace } from '../presenter';

const SITE_SPACE = sitesV1.SiteStructureItemType.SITE_STRUCTURE_ITEM_TYPE_SITE_SPACE;
const ZSiteSpacePointer = z.object({ type: z.literal(SITE_SPACE, { error: 'must be "site-space"' }), siteSpace: ZId });

const ZMoveSiteSpaceRequest = z.object({
  organizationId: ZId,
  siteId: ZId,
  siteSpaceId: ZId,
  position: z.object({ before: ZSiteSpacePointer.optional(), after: ZSiteSpacePointer.optional() }).optional(),
});

/** Before and/or after another site space of the same section (or root); without a position, to the end. */
export async function moveSiteSpace(ctx: SitesContext, request: sitesV1.MoveSiteSpaceRequest, callContext: CallContext): Promise<sitesV1.MoveSiteSpaceResponse> {
  const input = parseRequest(ZMoveSiteSpaceRequest, request);
  const { site, siteSpace, viewer } = await loadSiteSpace(ctx, callContext, input, 'manage');
  const moved = await siteSpaceMover(
    ctx.db,
    siteSpace,
    { before: input.position?.before?.siteSpace, after: input.position?.after?.siteSpace },
    viewer.principal.userId,
  );
  return { siteSpace: await presentOneSiteSpace(ctx, site, moved, callContext) };
}
