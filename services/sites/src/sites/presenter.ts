import type { sitesV1 } from '@quire/proto';
import type { SiteUrlBases } from '../context';
import type { Site } from '../generated/prisma/client';
import { agentsContexts, siteTypes, siteVisibilities } from '../lib/enums';
import { publishedUrl, siteApiUrl, siteAppUrl, siteBaseUrl } from '../lib/urls';

/** GitBook "Site". `siteSpaces` is the number of site spaces the site has. */
export function presentSite(bases: SiteUrlBases, site: Site, siteSpaces: number, shareKey?: string): sitesV1.Site {
  return {
    object: 'site',
    id: site.id,
    type: siteTypes.toProto[site.type],
    title: site.title,
    basename: site.basename ?? undefined,
    proxy: site.proxyOrigin ? { origin: site.proxyOrigin, target: siteBaseUrl(bases, site) } : undefined,
    visibility: siteVisibilities.toProto[site.visibility],
    published: site.published,
    siteSpaces,
    createdAt: site.createdAt,
    adaptiveContent: site.adaptiveContentEnabled === null ? undefined : { enabled: site.adaptiveContentEnabled },
    agentsContext: agentsContexts.toProto[site.agentsContext],
    // Quire has no plans: no premium feature is listed (the contract requires the array).
    features: [],
    urls: {
      location: siteApiUrl(bases, site),
      app: siteAppUrl(bases, site),
      published: publishedUrl(bases, site, [], shareKey),
    },
  };
}

// SiteStructure.structure is a oneOf in the contract and the gateway has no oneofs: a
// SiteStructureItem carries the fields of both kinds, and each of these fills one.

/** A presented site section as a SiteStructureItem. */
export function sectionAsItem(section: sitesV1.SiteSection): sitesV1.SiteStructureItem {
  return { ...section, section: undefined, space: undefined };
}

/** A presented site space as a SiteStructureItem (with `siteSpaces: []`: the contract's SiteSpace is open). */
export function siteSpaceAsItem(siteSpace: sitesV1.SiteSpace): sitesV1.SiteStructureItem {
  return { ...siteSpace, siteSpaces: [], description: undefined, icon: undefined };
}
