import type { sitesV1 } from '@quire/proto';
import { parseRequest } from '@quire/shared';
import { z } from 'zod';
import type { SitesContext } from '../../context';
import type { SiteSection, SiteSpace } from '../../generated/prisma/client';
import { ZId } from '../../lib/validation';
import { publishedSitesNamed, structuresOf } from '../queries';

/** URLs of one call (insights asks for the URLs of one analysis batch). */
export const MAX_RESOLVE_URLS = 100;

const ZResolvePublishedUrlsRequest = z.object({
  organizationId: ZId,
  urls: z.array(z.string().max(2048)).max(MAX_RESOLVE_URLS),
});

/** The path segments of a URL below QUIRE_SITES_URL, decoded; undefined for any other URL. */
export function segmentsUnder(sitesUrl: string, url: string): string[] | undefined {
  let base: URL;
  let target: URL;
  try {
    base = new URL(`${sitesUrl}/`);
    target = new URL(url);
  } catch {
    return undefined;
  }
  if (target.origin !== base.origin || !target.pathname.startsWith(base.pathname)) return undefined;
  try {
    return target.pathname
      .slice(base.pathname.length)
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

type Resolved = Omit<sitesV1.PublishedUrlLocation, 'url'>;

/**
 * The site space a published URL shows: QUIRE_SITES_URL/<organization>/<basename or site id>,
 * then the section path (sites with sections) and the site space path as the site spaces'
 * `urls.published` spell them. Where the URL stops, or its next segment names no section or
 * site space, the default one is taken and the segment is left to the page path.
 */
function resolveIn(segments: string[], sections: SiteSection[], siteSpaces: SiteSpace[]): Omit<Resolved, 'siteId'> | undefined {
  let rest = segments;
  let section: SiteSection | undefined;
  if (sections.length > 0) {
    section = sections.find((candidate) => candidate.path === rest[0]);
    if (section) rest = rest.slice(1);
    else section = sections.find((candidate) => candidate.isDefault);
    if (!section) return undefined;
  }
  const group = siteSpaces.filter((siteSpace) => siteSpace.sectionId === (section?.id ?? null));
  let siteSpace = group.find((candidate) => candidate.path === rest[0]);
  if (siteSpace) rest = rest.slice(1);
  else siteSpace = group.find((candidate) => candidate.isDefault);
  if (!siteSpace) return undefined;
  return { siteSectionId: section?.id, siteSpaceId: siteSpace.id, spaceId: siteSpace.spaceId, pagePath: rest.join('/') };
}

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
    const resolved = resolveIn(
      rest,
      sections.filter((section) => section.siteId === site.id),
      siteSpaces.filter((siteSpace) => siteSpace.siteId === site.id),
    );
    if (resolved) locations.push({ url, siteId: site.id, ...resolved });
  }
  return { locations };
}
