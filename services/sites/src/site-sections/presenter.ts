import type { sitesV1 } from '@quire/proto';
import type { CallContext } from '@quire/shared';
import type { SitesContext, SiteUrlBases } from '../context';
import type { Site, SiteSection, SiteSpace } from '../generated/prisma/client';
import { publishedUrl } from '../lib/urls';
import { embeddedSpaces, presentSiteSpace, type EmbeddedSpaces } from '../site-spaces/presenter';
import { siteSpacesBySection } from './queries';

/** GitBook "SiteSection" with its site spaces (`siteSpaces` in order). */
export function presentSiteSection(
  bases: SiteUrlBases,
  site: Site,
  section: SiteSection,
  siteSpaces: SiteSpace[],
  spaces: EmbeddedSpaces,
  shareKey?: string,
): sitesV1.SiteSection {
  return {
    object: 'site-section',
    id: section.id,
    title: section.title,
    description: section.description ?? undefined,
    default: section.isDefault,
    path: section.path,
    condition: section.condition ?? undefined,
    siteSpaces: siteSpaces
      .map((row) => presentSiteSpace(bases, site, row, spaces, section.path, shareKey))
      .filter((item): item is sitesV1.SiteSpace => item !== undefined),
    urls: { published: publishedUrl(bases, site, [section.path], shareKey) },
    icon: section.icon ?? undefined,
    sectionGroup: section.sectionGroupId ?? undefined,
  };
}

/** One section just written, with its site spaces (one content call). */
export async function presentOneSection(ctx: SitesContext, site: Site, section: SiteSection, callContext: CallContext): Promise<sitesV1.SiteSection> {
  const siteSpaces = (await siteSpacesBySection(ctx.db, site.id, [section.id])).get(section.id) ?? [];
  const spaces = await embeddedSpaces(ctx, site.organizationId, siteSpaces, callContext);
  return presentSiteSection(ctx.urls, site, section, siteSpaces, spaces);
}
