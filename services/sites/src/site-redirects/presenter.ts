import type { sitesV1 } from '@quire/proto';
import type { CallContext } from '@quire/shared';
import { pageKey } from '../clients/content';
import type { SitesContext } from '../context';
import type { Site, SiteRedirect } from '../generated/prisma/client';
import { redirectDestinationKinds } from '../lib/enums';
import { siteBaseUrl } from '../lib/urls';

/** GitBook "SiteRedirect": the destination carries the fields of its kind only. */
export function presentRedirect(row: SiteRedirect): sitesV1.SiteRedirect {
  return {
    object: 'site-redirect',
    id: row.id,
    source: row.source,
    destination: {
      kind: redirectDestinationKinds.toProto[row.kind],
      siteSectionId: row.siteSectionId ?? undefined,
      siteSpaceId: row.siteSpaceId ?? undefined,
      pageId: row.pageId ?? undefined,
    },
  };
}

/**
 * Redirect id -> the path segments of its destination in the site, as `urls.published` spells
 * them: [section path] for a section, [section path, site space path] (or [site space path] at
 * the root) for a site space, and that plus the page's path in its space's current revision
 * for a page. Redirects whose destination no longer exists (a page gone from the revision, or a
 * link page, which has no path) are absent. Two queries and at most one content call (for the
 * pages), whatever the number of redirects.
 */
export async function destinationSegments(ctx: SitesContext, site: Site, rows: SiteRedirect[], callContext: CallContext): Promise<Map<string, string[]>> {
  const siteSpaceIds = [...new Set(rows.flatMap((row) => (row.siteSpaceId ? [row.siteSpaceId] : [])))];
  const siteSpaces = await ctx.db.siteSpace.findMany({
    where: { siteId: site.id, id: { in: siteSpaceIds } },
    select: { id: true, path: true, sectionId: true, spaceId: true },
  });
  const sectionIds = [...new Set([...rows.flatMap((row) => (row.siteSectionId ? [row.siteSectionId] : [])), ...siteSpaces.flatMap((row) => (row.sectionId ? [row.sectionId] : []))])];
  const sections = await ctx.db.siteSection.findMany({ where: { siteId: site.id, id: { in: sectionIds } }, select: { id: true, path: true } });
  const sectionPath = new Map(sections.map((section) => [section.id, section.path]));
  const siteSpaceById = new Map(siteSpaces.map((row) => [row.id, row]));
  const pageRefs = rows.flatMap((row) => {
    const siteSpace = row.kind === 'site_page' && row.siteSpaceId ? siteSpaceById.get(row.siteSpaceId) : undefined;
    return siteSpace && row.pageId ? [{ spaceId: siteSpace.spaceId, pageId: row.pageId }] : [];
  });
  const pagePaths = await ctx.pages.pagePaths(site.organizationId, pageRefs, callContext);

  const siteSpaceSegments = (siteSpaceId: string | null): string[] | undefined => {
    const siteSpace = siteSpaceId ? siteSpaceById.get(siteSpaceId) : undefined;
    if (!siteSpace) return undefined;
    if (siteSpace.sectionId === null) return [siteSpace.path];
    const path = sectionPath.get(siteSpace.sectionId);
    return path === undefined ? undefined : [path, siteSpace.path];
  };
  const segments = new Map<string, string[]>();
  for (const row of rows) {
    let found: string[] | undefined;
    if (row.kind === 'site_section') {
      const path = row.siteSectionId ? sectionPath.get(row.siteSectionId) : undefined;
      found = path === undefined ? undefined : [path];
    } else if (row.kind === 'site_space') {
      found = siteSpaceSegments(row.siteSpaceId);
    } else {
      const base = siteSpaceSegments(row.siteSpaceId);
      const siteSpace = row.siteSpaceId ? siteSpaceById.get(row.siteSpaceId) : undefined;
      const pagePath = siteSpace && row.pageId ? pagePaths.get(pageKey(siteSpace.spaceId, row.pageId)) : undefined;
      found = base && pagePath ? [...base, ...pagePath.split('/').filter((segment) => segment !== '')] : undefined;
    }
    if (found) segments.set(row.id, found);
  }
  return segments;
}

/** The destination's path relative to the site's root: "/guides/v2/install" ('' for no segment). */
export const targetPath = (segments: string[]): string => segments.map((segment) => `/${encodeURIComponent(segment)}`).join('');

/**
 * The destination's URL: the site's URL (QUIRE_SITES_URL/<organization>/<basename or id>, also
 * while the site is unpublished: where the destination will be) and its path, with
 * `?share=<key>` when the caller proved a share key.
 */
export const targetUrl = (ctx: SitesContext, site: Site, segments: string[], shareKey?: string): string =>
  `${siteBaseUrl(ctx.urls, site)}${targetPath(segments)}${shareKey ? `?share=${encodeURIComponent(shareKey)}` : ''}`;
