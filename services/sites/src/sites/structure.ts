import type { sitesV1 } from '@quire/proto';

/** A site section or a site space as a SiteStructureItem (the message carrying both kinds). */
export function sectionAsItem(section: sitesV1.SiteSection): sitesV1.SiteStructureItem {
  return { ...section, section: undefined, space: undefined };
}

export function siteSpaceAsItem(siteSpace: sitesV1.SiteSpace): sitesV1.SiteStructureItem {
  return { ...siteSpace, siteSpaces: [], description: undefined, icon: undefined };
}
