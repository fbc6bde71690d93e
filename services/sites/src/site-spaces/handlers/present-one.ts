import type { sitesV1 } from '@quire/proto';
import { notFound, type CallContext } from '@quire/shared';
import { loadSite } from '../../access/load';
import type { SitesContext } from '../../context';
import type { Site, SiteSpace } from '../../generated/prisma/client';
import { embeddedSpaces, presentSiteSpace } from '../presenter';
import { findSiteSpace } from '../queries';

export const SITE_SPACE_NOT_FOUND = 'No matching Site space found';

/** One site space (one content call). */
export async function presentOneSiteSpace(ctx: SitesContext, site: Site, row: SiteSpace, callContext: CallContext): Promise<sitesV1.SiteSpace> {
  const spaces = await embeddedSpaces(ctx, site.organizationId, [row], callContext);
  const section = row.sectionId ? await ctx.db.siteSection.findUnique({ where: { id: row.sectionId }, select: { path: true } }) : null;
  const presented = presentSiteSpace(ctx.urls, site, row, spaces, section?.path);
  if (!presented) throw notFound('The space of this site space no longer exists');
  return presented;
}

/** The site (for `action`) and one of its site spaces. */
export async function loadSiteSpace(
  ctx: SitesContext,
  callContext: CallContext,
  input: { organizationId: string; siteId: string; siteSpaceId: string },
  action: 'read' | 'manage',
) {
  const loaded = await loadSite(ctx, callContext, input.organizationId, input.siteId, action);
  const siteSpace = await findSiteSpace(ctx.db, loaded.site.id, input.siteSpaceId);
  if (!siteSpace) throw notFound(SITE_SPACE_NOT_FOUND);
  return { ...loaded, siteSpace };
}
