import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSite, sectionGroupOf } from '../../access/load';
import type { SitesContext } from '../../context';
import { nullable, ZIcon, ZId, ZSectionGroupTitle } from '../../lib/validation';
import { sectionGroupUpdater } from '../commands/section-group-updater';
import { presentOneGroup } from '../presenter';

const ZUpdateSiteSectionGroupRequest = z.object({
  organizationId: ZId,
  siteId: ZId,
  siteSectionGroupId: ZId,
  title: ZSectionGroupTitle.optional(),
  icon: nullable(ZIcon),
});

/** Partial update: `title`; `icon` set, or removed with null. */
export async function updateSiteSectionGroup(
  ctx: SitesContext,
  request: sitesV1.UpdateSiteSectionGroupRequest,
  callContext: CallContext,
): Promise<sitesV1.UpdateSiteSectionGroupResponse> {
  const input = parseRequest(ZUpdateSiteSectionGroupRequest, request);
  const { site, viewer } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'manage');
  const group = await sectionGroupOf(ctx, site, input.siteSectionGroupId);
  await sectionGroupUpdater(ctx.db, group, site.organizationId, { title: input.title, icon: input.icon }, viewer.principal.userId);
  return { group: await presentOneGroup(ctx, site, group.id, callContext) };
}
