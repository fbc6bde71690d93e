import { conditionHolds } from '@quire/shared';
import type { PublishedSite, ReaderSection, ReaderSiteSpace } from './sites';

/** The part of a site one visitor sees: sections and site spaces whose conditions hold for their claims. */
export type VisibleSite = {
  site: PublishedSite;
  sections: ReaderSection[];
  siteSpaces: ReaderSiteSpace[];
};

export type SiteLocation = {
  section?: ReaderSection;
  siteSpace: ReaderSiteSpace;
  /** What follows the section and site space in the URL: the page path, segment by segment. */
  rest: string[];
};

/**
 * Adaptive content at the level of the structure: a section whose condition fails hides its
 * site spaces; a site space whose condition fails is absent. Without claims a condition reads
 * missing claims as undefined (conditionHolds), so a visitor with no token sees what needs none.
 */
const visibleBySite = new WeakMap<PublishedSite, Map<string, VisibleSite>>();

/**
 * `visibleTo` kept per site answer and claims (digest): a site answer is shared by every
 * request until an event replaces it, and its conditions are the same for the same claims.
 */
export function visibleToCached(site: PublishedSite, claims: Record<string, unknown>, claimsKey: string): VisibleSite {
  let byClaims = visibleBySite.get(site);
  if (!byClaims) visibleBySite.set(site, (byClaims = new Map()));
  let visible = byClaims.get(claimsKey);
  if (!visible) {
    if (byClaims.size >= 1000) byClaims.clear();
    visible = visibleTo(site, claims);
    byClaims.set(claimsKey, visible);
  }
  return visible;
}

export function visibleTo(site: PublishedSite, claims: Record<string, unknown>): VisibleSite {
  const sections = site.sections.filter((section) => conditionHolds(section.condition ?? null, claims));
  const sectionIds = new Set(sections.map((section) => section.id));
  const siteSpaces = site.siteSpaces.filter(
    (row) => conditionHolds(row.condition ?? null, claims) && (site.sections.length === 0 ? row.sectionId === undefined : row.sectionId !== undefined && sectionIds.has(row.sectionId)),
  );
  // A section without a site space left to show leads nowhere.
  const shownSections = sections.filter((section) => siteSpaces.some((row) => row.sectionId === section.id));
  return { site, sections: shownSections, siteSpaces };
}

const pickDefault = <T extends { isDefault: boolean }>(items: T[]): T | undefined => items.find((item) => item.isDefault) ?? items[0];

export function defaultSection(visible: VisibleSite): ReaderSection | undefined {
  return pickDefault(visible.sections);
}

export function siteSpacesOf(visible: VisibleSite, section: ReaderSection | undefined): ReaderSiteSpace[] {
  return visible.siteSpaces.filter((row) => row.sectionId === section?.id);
}

/**
 * Where a path under the site root leads: a section named by the first segment (else the
 * default section), then a site space named by the next (else the section's default), then
 * the page path. Both the short form (defaults left out) and the long one resolve, as
 * `urls.published` spells sections and site spaces in full.
 */
export function locate(visible: VisibleSite, segments: string[]): SiteLocation | undefined {
  let rest = segments;
  let section: ReaderSection | undefined;
  if (visible.site.sections.length > 0) {
    section = visible.sections.find((candidate) => candidate.path === rest[0]);
    if (section) rest = rest.slice(1);
    else section = defaultSection(visible);
    if (!section) return undefined;
  }
  const rows = siteSpacesOf(visible, section);
  let siteSpace = rows.find((row) => row.path === rest[0]);
  if (siteSpace) rest = rest.slice(1);
  else siteSpace = pickDefault(rows);
  if (!siteSpace) return undefined;
  return { section, siteSpace, rest };
}

/**
 * The URL path of a site space's root under the site root: '' for the default site space of
 * the default section, `/<section>` for a section's default, `/<section>/<site space>` else.
 */
export function siteSpacePrefix(visible: VisibleSite, siteSpace: ReaderSiteSpace): string {
  const parts: string[] = [];
  if (siteSpace.sectionId !== undefined) {
    const section = visible.sections.find((candidate) => candidate.id === siteSpace.sectionId);
    if (section && section !== defaultSection(visible)) parts.push(section.path);
  }
  const rows = visible.siteSpaces.filter((row) => row.sectionId === siteSpace.sectionId);
  if (pickDefault(rows) !== siteSpace) parts.push(siteSpace.path);
  return parts.map((part) => `/${encodeURIComponent(part)}`).join('');
}
