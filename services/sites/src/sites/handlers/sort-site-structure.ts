import { sitesV1 } from '@quire/proto';
import { invalidArgument, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSite, sectionGroupOf, sectionOf, siteSpaceOf } from '../../access/load';
import type { SitesContext } from '../../context';
import type { LevelPointer } from '../../lib/moves';
import { ZId } from '../../lib/validation';
import { presentOneGroup } from '../../site-section-groups/presenter';
import { presentOneSection } from '../../site-sections/presenter';
import { presentOneSiteSpace } from '../../site-spaces/presenter';
import { siteStructureSorter, type StructureItem } from '../commands/site-structure-sorter';
import { groupAsItem, sectionAsItem, siteSpaceAsItem } from '../presenter';

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

const levelKind = (type: number): LevelPointer['kind'] => (type === T.SITE_STRUCTURE_ITEM_TYPE_SITE_SECTION_GROUP ? 'group' : 'section');

/**
 * The successor of the move operations: a site space moves among the site spaces of its
 * section (or root); a section or a section group moves next to a section or a group, to that
 * item's level (the root or a group), or to the end of its own level.
 */
export async function sortSiteStructure(
  ctx: SitesContext,
  request: sitesV1.SortSiteStructureRequest,
  callContext: CallContext,
): Promise<sitesV1.SortSiteStructureResponse> {
  const input = parseRequest(ZSortSiteStructureRequest, request);
  const { site, viewer } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'manage');
  const movesSiteSpace = input.item.type === T.SITE_STRUCTURE_ITEM_TYPE_SITE_SPACE;
  for (const [field, pointer] of [['before', input.position?.before], ['after', input.position?.after]] as const) {
    if (pointer && (pointer.type === T.SITE_STRUCTURE_ITEM_TYPE_SITE_SPACE) !== movesSiteSpace) {
      throw invalidArgument(
        movesSiteSpace ? `position.${field}.type: a site space moves next to a site space` : `position.${field}.type: must be "site-section" or "site-section-group"`,
      );
    }
  }
  let item: StructureItem;
  if (movesSiteSpace) item = { kind: 'site-space', siteSpace: await siteSpaceOf(ctx, site, input.item.id) };
  else if (input.item.type === T.SITE_STRUCTURE_ITEM_TYPE_SITE_SECTION) item = { kind: 'section', section: await sectionOf(ctx, site, input.item.id) };
  else item = { kind: 'group', group: await sectionGroupOf(ctx, site, input.item.id) };
  const pointer = (value: { type: number; id: string } | undefined): LevelPointer | undefined => value && { id: value.id, kind: levelKind(value.type) };
  const position = { before: pointer(input.position?.before), after: pointer(input.position?.after) };
  const moved = await siteStructureSorter(ctx.db, site, item, position, viewer.principal.userId);
  switch (moved.kind) {
    case 'section':
      return { item: sectionAsItem(await presentOneSection(ctx, site, moved.section, callContext)) };
    case 'group':
      return { item: groupAsItem(await presentOneGroup(ctx, site, moved.group.id, callContext)) };
    case 'site-space':
      return { item: siteSpaceAsItem(await presentOneSiteSpace(ctx, site, moved.siteSpace, callContext)) };
  }
}
