import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZId } from '../../lib/validation';
import { sectionDeleter } from '../commands/section-deleter';
import { findSection } from '../queries';

const ZDeleteSiteSectionRequest = z.object({ organizationId: ZId, siteId: ZId, siteSectionId: ZId });

/** Idempotent: a section that does not exist (any more) is already deleted. */
export async function deleteSiteSection(
  ctx: SitesContext,
  request: sitesV1.DeleteSiteSectionRequest,
  callContext: CallContext,
): Promise<Record<string, never>> {
  const input = parseRequest(ZDeleteSiteSectionRequest, request);
  const { site, viewer } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'manage');
  const section = await findSection(ctx.db, site.id, input.siteSectionId);
  if (section) await sectionDeleter(ctx.db, section, site.organizationId, viewer.principal.userId);
  return {};
}
