import { sitesV1 } from '@quire/proto';
import { invalidArgument, notFound, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZId } from '../../lib/validation';
import { sectionMover } from '../../site-sections/commands/section-mover';
import { SECTION_NOT_FOUND } from '../../site-sections/handlers/load-section';
import { presentOneSection } from '../../site-sections/handlers/present-one';
import { findSection } from '../../site-sections/queries';
import { siteSpaceMover } from '../../site-spaces/commands/site-space-mover';
import { presentOneSiteSpace, SITE_SPACE_NOT_FOUND } from '../../site-spaces/handlers/present-one';
import { findSiteSpace } from '../../site-spaces/queries';
import { sectionAsItem, siteSpaceAsItem } from '../structure';

const T = sitesV1.SiteStructureItemType;
const ZPointer = z.object({
  type: z.number().refine((value) => value !== T.SITE_STRUCTURE_ITEM_TYPE_UNSPECIFIED, 'is required'),
  id: ZId,
});

const ZSortSiteStructureRequest = z.object({
  organizationId: ZId,
  siteId: ZId,
  item: ZPointer,
  position: z.object({ before: ZPointer.optional(), after: ZPointer.optional() }).optional(),
});

/** The successor of the two move operations: moves a site space or a site section among its siblings. */
export async function sortSiteStructure(
  ctx: SitesContext,
  request: sitesV1.SortSiteStructureRequest,
  callContext: CallContext,
): Promise<sitesV1.SortSiteStructureResponse> {
  const input = parseRequest(ZSortSiteStructureRequest, request);
  const { site, viewer } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'manage');
  if (input.item.type === T.SITE_STRUCTURE_ITEM_TYPE_SITE_SECTION_GROUP) throw invalidArgument('item.type: Quire sites have no section groups');
  for (const [field, pointer] of [['before', input.position?.before], ['after', input.position?.after]] as const) {
    if (pointer && pointer.type !== input.item.type) throw invalidArgument(`position.${field}.type: must be the type of the item moved`);
  }
  const position = { before: input.position?.before?.id, after: input.position?.after?.id };
  if (input.item.type === T.SITE_STRUCTURE_ITEM_TYPE_SITE_SECTION) {
    const section = await findSection(ctx.db, site.id, input.item.id);
    if (!section) throw notFound(SECTION_NOT_FOUND);
    const moved = await sectionMover(ctx.db, section, site.organizationId, position, viewer.principal.userId);
    return { item: sectionAsItem(await presentOneSection(ctx, site, moved, callContext)) };
  }
  const siteSpace = await findSiteSpace(ctx.db, site.id, input.item.id);
  if (!siteSpace) throw notFound(SITE_SPACE_NOT_FOUND);
  const moved = await siteSpaceMover(ctx.db, siteSpace, position, viewer.principal.userId);
  return { item: siteSpaceAsItem(await presentOneSiteSpace(ctx, site, moved, callContext)) };
}
