import type { SiteSection, SiteSpace } from '../generated/prisma/client';

// How a URL under QUIRE_SITES_URL names a site space: /<organizationId>/<basename or site id>,
// then the section path (sites with sections) and the site space path as the site spaces'
// `urls.published` spell them, then the page path. Shared by ResolvePublishedUrls (insights)
// and the published-URL resolution of published-urls/.

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

export type SiteSpaceAtPath = {
  section?: SiteSection;
  siteSpace: SiteSpace;
  /** Whether the URL named the section (false: the default was taken, or the site has none). */
  sectionNamed: boolean;
  /** Whether the URL named the site space (false: the default of its group was taken). */
  siteSpaceNamed: boolean;
  /** Whether another section or site space could have been named (more than one to choose from). */
  alternatives: boolean;
  /** The segments after the section and site space: the page path. */
  rest: string[];
};

/**
 * The site space `segments` (after the site's own segment) show. Where the URL stops, or its
 * next segment names no section or site space, the default one is taken and the segment is
 * left to the page path. Undefined when there is no such default.
 */
export function siteSpaceAtPath(segments: string[], sections: SiteSection[], siteSpaces: SiteSpace[]): SiteSpaceAtPath | undefined {
  let rest = segments;
  let section: SiteSection | undefined;
  let sectionNamed = false;
  if (sections.length > 0) {
    section = sections.find((candidate) => candidate.path === rest[0]);
    if (section) {
      rest = rest.slice(1);
      sectionNamed = true;
    } else section = sections.find((candidate) => candidate.isDefault);
    if (!section) return undefined;
  }
  const group = siteSpaces.filter((siteSpace) => siteSpace.sectionId === (section?.id ?? null));
  let siteSpace = group.find((candidate) => candidate.path === rest[0]);
  const siteSpaceNamed = siteSpace !== undefined;
  if (siteSpace) rest = rest.slice(1);
  else siteSpace = group.find((candidate) => candidate.isDefault);
  if (!siteSpace) return undefined;
  return { section, siteSpace, sectionNamed, siteSpaceNamed, alternatives: sections.length > 1 || group.length > 1, rest };
}
