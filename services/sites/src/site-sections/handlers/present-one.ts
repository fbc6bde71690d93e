import type { sitesV1 } from '@quire/proto';
import type { CallContext } from '@quire/shared';
import type { SitesContext } from '../../context';
import type { Site, SiteSection } from '../../generated/prisma/client';
import { embeddedSpaces } from '../../site-spaces/presenter';
import { presentSiteSection } from '../presenter';
import { siteSpacesBySection } from '../queries';

/** One section with its site spaces (one content call). */
export async function presentOneSection(ctx: SitesContext, site: Site, section: SiteSection, callContext: CallContext): Promise<sitesV1.SiteSection> {
  const siteSpaces = (await siteSpacesBySection(ctx.db, site.id, [section.id])).get(section.id) ?? [];
  const spaces = await embeddedSpaces(ctx, site.organizationId, siteSpaces, callContext);
  return presentSiteSection(ctx.urls, site, section, siteSpaces, spaces);
}
