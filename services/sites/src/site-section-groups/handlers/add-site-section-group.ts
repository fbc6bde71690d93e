import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import { nullable, ZIcon, ZId, ZOptionalId, ZSectionGroupTitle } from '../../lib/validation';
import { sectionGroupAdder } from '../commands/section-group-adder';
import { presentOneGroup } from '../presenter';
import { MAX_GROUP_SECTIONS } from '../queries';

const ZAddSiteSectionGroupRequest = z.object({
  organizationId: ZId,
  siteId: ZId,
  title: ZSectionGroupTitle,
  icon: nullable(ZIcon),
  sections: z.array(ZId).max(MAX_GROUP_SECTIONS),
  parent: ZOptionalId,
});

/** A group at the end of `parent` (or of the root), holding `sections` (moved there, in order). */
export async function addSiteSectionGroup(
  ctx: SitesContext,
  request: sitesV1.AddSiteSectionGroupRequest,
  callContext: CallContext,
): Promise<sitesV1.AddSiteSectionGroupResponse> {
  const input = parseRequest(ZAddSiteSectionGroupRequest, request);
  const { site, viewer } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'manage');
  const group = await sectionGroupAdder(ctx.db, {
    site,
    title: input.title,
    icon: input.icon ?? null,
    sectionIds: [...new Set(input.sections)],
    parentId: input.parent || null,
    actorId: viewer.principal.userId,
  });
  return { group: await presentOneGroup(ctx, site, group.id, callContext) };
}
