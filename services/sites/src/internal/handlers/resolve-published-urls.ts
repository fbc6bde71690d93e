import type { sitesV1 } from '@quire/proto';
import { parseRequest } from '@quire/shared';
import { z } from 'zod';
import type { SitesContext } from '../../context';
import { segmentsUnder, siteSpaceAtPath } from '../../lib/published-paths';
import { ZId } from '../../lib/validation';
import { publishedSitesNamed, structuresOf } from '../queries';

/** URLs of one call (insights asks for the URLs of one analysis batch). */
export const MAX_RESOLVE_URLS = 100;

const ZResolvePublishedUrlsRequest = z.object({
  organizationId: ZId,
  urls: z.array(z.string().max(2048)).max(MAX_RESOLVE_URLS),
});

/**
 * ResolvePublishedUrls (for insights): where each URL points in the organization's published
 * sites. Three queries whatever the number of URLs: the sites named, their sections, their
 * site spaces. Unpublished sites and other organizations' URLs resolve to nothing.
 */
export async function resolvePublishedUrls(ctx: SitesContext, request: sitesV1.ResolvePublishedUrlsRequest): Promise<sitesV1.ResolvePublishedUrlsResponse> {
  const { organizationId, urls } = parseRequest(ZResolvePublishedUrlsRequest, request);
  const wanted = new Map<string, { site: string; rest: string[] }>();
  for (const url of new Set(urls)) {
    const segments = segmentsUnder(ctx.urls.sitesUrl, url);
    if (!segments || segments.length < 2 || segments[0] !== organizationId) continue;
    wanted.set(url, { site: segments[1], rest: segments.slice(2) });
  }
  if (wanted.size === 0) return { locations: [] };
  const names = [...new Set([...wanted.values()].map(({ site }) => site))];
  const sites = await publishedSitesNamed(ctx.db, organizationId, names);
  // A basename wins over another site's id that happens to be spelled the same.
  const siteOf = (name: string) => sites.find((site) => site.basename === name) ?? sites.find((site) => site.id === name);
  const { sections, siteSpaces } = await structuresOf(ctx.db, sites.map((site) => site.id));
  const locations: sitesV1.PublishedUrlLocation[] = [];
  for (const [url, { site: name, rest }] of wanted) {
    const site = siteOf(name);
    if (!site) continue;
    const resolved = siteSpaceAtPath(
      rest,
      sections.filter((section) => section.siteId === site.id),
      siteSpaces.filter((siteSpace) => siteSpace.siteId === site.id),
    );
    if (resolved) {
      const { section, siteSpace } = resolved;
      locations.push({ url, siteId: site.id, siteSectionId: section?.id, siteSpaceId: siteSpace.id, spaceId: siteSpace.spaceId, pagePath: resolved.rest.join('/') });
    }
  }
  return { locations };
}
