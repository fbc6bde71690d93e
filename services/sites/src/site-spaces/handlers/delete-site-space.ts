import type { sitesV1 } from '@quire/proto';
import { parseRequest, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZId } from '../../lib/validation';
import { siteSpaceDeleter } from '../commands/site-space-deleter';
import { findSiteSpace } from '../queries';

const ZDeleteSiteSpaceRequest = z.object({ organizationId: ZId, siteId: ZId, siteSpaceId: ZId });

/** Idempotent: a site space that does not exist (any more) is already deleted. */
export async function deleteSiteSpace(ctx: SitesContext, request: sitesV1.DeleteSiteSpaceRequest, callContext: CallContext): Promise<Record<string, never>> {
  const input = parseRequest(ZDeleteSiteSpaceRequest, request);
  const { site, viewer } = await loadSite(ctx, callContext, input.organizationId, input.siteId, 'manage');
  const siteSpace = await findSiteSpace(ctx.db, site.id, input.siteSpaceId);
  if (siteSpace) await siteSpaceDeleter(ctx.db, siteSpace, viewer.principal.userId);
  return {};
}
