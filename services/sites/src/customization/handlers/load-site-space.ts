import { notFound, type CallContext } from '@quire/shared';
import { z } from 'zod';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import { ZId } from '../../lib/validation';
import { findSiteSpace } from '../../site-spaces/queries';
import { SITE_SPACE_NOT_FOUND } from '../commands/customization-updaters';

export const ZSiteSpaceRef = z.object({ organizationId: ZId, siteId: ZId, siteSpaceId: ZId });

/** The site (for `action`) and one of its site spaces. */
export async function loadSiteSpace(ctx: SitesContext, callContext: CallContext, input: z.output<typeof ZSiteSpaceRef>, action: 'read' | 'manage') {
  const loaded = await loadSite(ctx, callContext, input.organizationId, input.siteId, action);
  const siteSpace = await findSiteSpace(ctx.db, loaded.site.id, input.siteSpaceId);
  if (!siteSpace) throw notFound(SITE_SPACE_NOT_FOUND);
  return { ...loaded, siteSpace };
}
