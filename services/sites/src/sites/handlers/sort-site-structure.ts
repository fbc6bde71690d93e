import { sitesV1 } from '@quire/proto';
import { invalidArgument, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSite, sectionOf, siteSpaceOf } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZId } from '../../lib/validation';
import { presentOneSection } from '../../site-sections/presenter';
import { presentOneSiteSpace } from '../../site-spaces/presenter';
import { siteStructureSorter, type StructureItem } from '../commands/site-structure-sorter';
import { sectionAsItem, siteSpaceAsItem } from '../presenter';

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
  const item: StructureItem =
    input.item.type === T.SITE_STRUCTURE_ITEM_TYPE_SITE_SECTION
      ? { kind: 'section', section: await sectionOf(ctx, site, input.item.id) }
      : { kind: 'site-space', siteSpace: await siteSpaceOf(ctx, site, input.item.id) };
  const position = { before: input.position?.before?.id, after: input.position?.after?.id };
  const moved = await siteStructureSorter(ctx.db, site, item, position, viewer.principal.userId);
  return {
    item:
      moved.kind === 'section'
        ? sectionAsItem(await presentOneSection(ctx, site, moved.section, callContext))
        : siteSpaceAsItem(await presentOneSiteSpace(ctx, site, moved.siteSpace, callContext)),
  };
}
