import type { SiteUrlBases } from '../context';

type SiteRef = { id: string; organizationId: string; basename: string | null; published: boolean };

/**
 * Where a site is served: QUIRE_SITES_URL/<organizationId>/<basename or id>. Basenames are
 * unique in an organization, so the URL is unique without a global namespace of names.
 */
export const siteBaseUrl = (bases: SiteUrlBases, site: SiteRef): string =>
  `${bases.sitesUrl}/${encodeURIComponent(site.organizationId)}/${encodeURIComponent(site.basename ?? site.id)}`;

/**
 * `urls.published` of the site or of a path inside it: only while the site is published.
 * A share key the caller proved it holds is carried along (`?share=`), as a visitor needs it.
 */
export function publishedUrl(bases: SiteUrlBases, site: SiteRef, segments: string[] = [], shareKey?: string): string | undefined {
  if (!site.published) return undefined;
  const path = segments.map((segment) => `/${encodeURIComponent(segment)}`).join('');
  return `${siteBaseUrl(bases, site)}${path}${shareKey ? `?share=${encodeURIComponent(shareKey)}` : ''}`;
}

export const siteApiUrl = (bases: SiteUrlBases, site: { id: string; organizationId: string }) =>
  `${bases.publicUrl}/v1/orgs/${site.organizationId}/sites/${site.id}`;

export const siteAppUrl = (bases: SiteUrlBases, site: { id: string; organizationId: string }) =>
  `${bases.appUrl}/o/${site.organizationId}/sites/${site.id}`;
