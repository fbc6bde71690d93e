import type { sitesV1 } from '@quire/proto';
import type { SiteUrlBases } from '../context';
import type { Site, SiteSection, SiteSpace } from '../generated/prisma/client';
import { publishedUrl } from '../lib/urls';
import { presentSiteSpace, type EmbeddedSpaces } from '../site-spaces/presenter';

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
  };
}
