import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZId } from '../../lib/validation';
import { sectionGroupDeleter } from '../commands/section-group-deleter';
import { findSectionGroup } from '../queries';

const ZDeleteSiteSectionGroupRequest = z.object({ organizationId: ZId, siteId: ZId, siteSectionGroupId: ZId });

/** Idempotent: a group that does not exist (any more) is already deleted. What it held takes its place. */
export async function deleteSiteSectionGroup(
  ctx: SitesContext,
  request: sitesV1.DeleteSiteSectionGroupRequest,
  callContext: CallContext,
): Promise<sitesV1.DeleteSiteSectionGroupResponse> {
  const input = parseRequest(ZDeleteSiteSectionGroupRequest, request);
  const { site, viewer } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'manage');
  const group = await findSectionGroup(ctx.db, site.id, input.siteSectionGroupId);
  return { deleted: group ? await sectionGroupDeleter(ctx.db, group, site.organizationId, viewer.principal.userId) : false };
}
