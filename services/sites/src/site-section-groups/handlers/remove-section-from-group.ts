import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSite, sectionGroupOf } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZId } from '../../lib/validation';
import { findSection } from '../../site-sections/queries';
import { sectionUngrouper } from '../commands/section-grouper';

const ZRemoveSectionFromGroupRequest = z.object({ organizationId: ZId, siteId: ZId, siteSectionGroupId: ZId, siteSectionId: ZId });

/**
 * The section leaves the group for the group's parent (or the root), right after the group.
 * A section not in the group (or of no such id) changes nothing; an unknown group is NOT_FOUND.
 */
export async function removeSectionFromGroup(
  ctx: SitesContext,
  request: sitesV1.RemoveSectionFromGroupRequest,
  callContext: CallContext,
): Promise<sitesV1.RemoveSectionFromGroupResponse> {
  const input = parseRequest(ZRemoveSectionFromGroupRequest, request);
  const { site, viewer } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'manage');
  const group = await sectionGroupOf(ctx, site, input.siteSectionGroupId);
  const section = await findSection(ctx.db, site.id, input.siteSectionId);
  return { removed: section ? await sectionUngrouper(ctx.db, group, section, site.organizationId, viewer.principal.userId) : false };
}
