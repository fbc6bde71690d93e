import type { sitesV1 } from '@quire/proto';
import { invalidArgument, parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSite, sectionGroupOf } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZId } from '../../lib/validation';
import { findSection } from '../../site-sections/queries';
import { sectionGrouper } from '../commands/section-grouper';
import { presentOneGroup } from '../presenter';

const ZAddSectionToGroupRequest = z.object({ organizationId: ZId, siteId: ZId, siteSectionGroupId: ZId, sectionId: ZId });

/** The section moves to the end of the group (from the root or another group); already there: unchanged. */
export async function addSectionToGroup(
  ctx: SitesContext,
  request: sitesV1.AddSectionToGroupRequest,
  callContext: CallContext,
): Promise<sitesV1.AddSectionToGroupResponse> {
  const input = parseRequest(ZAddSectionToGroupRequest, request);
  const { site, viewer } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'manage');
  const group = await sectionGroupOf(ctx, site, input.siteSectionGroupId);
  const section = await findSection(ctx.db, site.id, input.sectionId);
  if (!section) throw invalidArgument(`sectionId: no site section ${input.sectionId} in this site`);
  await sectionGrouper(ctx.db, group, section, site.organizationId, viewer.principal.userId);
  return { group: await presentOneGroup(ctx, site, group.id, callContext) };
}
