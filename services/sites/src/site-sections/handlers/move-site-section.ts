import { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSection } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZId } from '../../lib/validation';
import { sectionMover } from '../commands/section-mover';
import { presentOneSection } from '../presenter';

const SECTION = sitesV1.SiteStructureItemType.SITE_STRUCTURE_ITEM_TYPE_SITE_SECTION;
const ZSectionPointer = z.object({
  type: z.literal(SECTION, { error: 'must be "site-section"' }),
  siteSection: ZId,
});

const ZMoveSiteSectionRequest = z.object({
  organizationId: ZId,
  siteId: ZId,
  siteSectionId: ZId,
  position: z.object({ before: ZSectionPointer.optional(), after: ZSectionPointer.optional() }).optional(),
});

/** Before and/or after another section of the site; without a position, to the end. */
export async function moveSiteSection(
  ctx: SitesContext,
  request: sitesV1.MoveSiteSectionRequest,
  callContext: CallContext,
): Promise<sitesV1.MoveSiteSectionResponse> {
  const input = parseRequest(ZMoveSiteSectionRequest, request);
  const { site, section, viewer } = await loadSection(ctx, callContext, input, 'manage');
  const moved = await sectionMover(
    ctx.db,
    section,
    site.organizationId,
    { before: input.position?.before?.siteSection, after: input.position?.after?.siteSection },
    viewer.principal.userId,
  );
  return { siteSection: await presentOneSection(ctx, site, moved, callContext) };
}
