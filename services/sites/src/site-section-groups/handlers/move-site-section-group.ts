import { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSite, sectionGroupOf } from '../../access/load';
import type { SitesContext } from '../../context';
import type { LevelPointer } from '../../lib/moves';
import { ZId } from '../../lib/validation';
import { sectionGroupMover } from '../commands/section-group-mover';
import { presentOneGroup } from '../presenter';

const T = sitesV1.SiteStructureItemType;
const ZPointer = z.object({
  type: z.union([z.literal(T.SITE_STRUCTURE_ITEM_TYPE_SITE_SECTION), z.literal(T.SITE_STRUCTURE_ITEM_TYPE_SITE_SECTION_GROUP)], {
    error: 'must be "site-section" or "site-section-group"',
  }),
  id: ZId,
});

const ZMoveSiteSectionGroupRequest = z.object({
  organizationId: ZId,
  siteId: ZId,
  siteSectionGroupId: ZId,
  position: z.object({ before: ZPointer.optional(), after: ZPointer.optional() }).optional(),
});

const pointer = (value: z.infer<typeof ZPointer> | undefined): LevelPointer | undefined =>
  value && { id: value.id, kind: value.type === T.SITE_STRUCTURE_ITEM_TYPE_SITE_SECTION_GROUP ? 'group' : 'section' };

/** Before and/or after a section or group (to that item's level); without a position, to the end of its level. */
export async function moveSiteSectionGroup(
  ctx: SitesContext,
  request: sitesV1.MoveSiteSectionGroupRequest,
  callContext: CallContext,
): Promise<sitesV1.MoveSiteSectionGroupResponse> {
  const input = parseRequest(ZMoveSiteSectionGroupRequest, request);
  const { site, viewer } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'manage');
  const group = await sectionGroupOf(ctx, site, input.siteSectionGroupId);
  const position = { before: pointer(input.position?.before), after: pointer(input.position?.after) };
  await sectionGroupMover(ctx.db, group, site.organizationId, position, viewer.principal.userId);
  return { group: await presentOneGroup(ctx, site, group.id, callContext) };
}
