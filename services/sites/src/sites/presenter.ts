import type { sitesV1 } from '@quire/proto';
import type { CallContext } from '@quire/shared';
import type { SitesContext, SiteUrlBases } from '../context';
import type { Site, SiteSection, SiteSpace } from '../generated/prisma/client';
import { agentsContexts, siteTypes, siteVisibilities } from '../lib/enums';
import { structureTree, type StructureNode } from '../lib/structure';
import { allSectionGroups } from '../site-section-groups/queries';
import { presentSiteSection } from '../site-sections/presenter';
import { allSections } from '../site-sections/queries';
import { embeddedSpaces, presentSiteSpaces, type EmbeddedSpaces } from '../site-spaces/presenter';
import { allSiteSpaces } from '../site-spaces/queries';
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
// SiteStructureItem carries the fields of every kind, and each of these fills one.

/** A presented site section as a SiteStructureItem. */
export function sectionAsItem(section: sitesV1.SiteSection): sitesV1.SiteStructureItem {
  return { ...section, section: undefined, space: undefined, sections: [], children: [] };
}

/** A presented site space as a SiteStructureItem (with `siteSpaces: []`: the contract's SiteSpace is open). */
export function siteSpaceAsItem(siteSpace: sitesV1.SiteSpace): sitesV1.SiteStructureItem {
  return { ...siteSpace, siteSpaces: [], description: undefined, icon: undefined, sectionGroup: undefined, sections: [], children: [] };
}

/** A presented section group as a SiteStructureItem (its `path` is '': groups have none). */
export function groupAsItem(group: sitesV1.SiteSectionGroup): sitesV1.SiteStructureItem {
  return {
    object: group.object,
    id: group.id,
    title: group.title,
    path: '',
    urls: undefined,
    icon: group.icon,
    siteSpaces: [],
    space: undefined,
    sectionGroup: group.sectionGroup,
    sections: group.sections,
    children: group.children,
  };
}

/** Presents one section of the structure, or undefined to leave it out (hidden from the caller). */
export type SectionPresenter = (section: SiteSection) => sitesV1.SiteSection | undefined;

/**
 * Options of the structure's presentation. `dropEmptyGroups`: leave out the groups that hold no
 * section shown (at any depth), as a published site's visitor has nothing to open there.
 */
export type StructureOptions = { dropEmptyGroups?: boolean };

/** GitBook "SiteSectionGroup": the group of `node` with its children (sections and groups) in order. */
export function presentSectionGroup(node: StructureNode & { kind: 'group' }, presentSection: SectionPresenter, options: StructureOptions = {}): sitesV1.SiteSectionGroup {
  const { group } = node;
  const sections: sitesV1.SiteSection[] = [];
  const children: sitesV1.SiteStructureItem[] = [];
  for (const child of node.children) {
    if (child.kind === 'section') {
      const presented = presentSection(child.section);
      if (!presented) continue;
      sections.push(presented);
      children.push(sectionAsItem(presented));
    } else {
      const nested = presentSectionGroup(child, presentSection, options);
      if (options.dropEmptyGroups && nested.children.length === 0) continue;
      children.push(groupAsItem(nested));
    }
  }
  return {
    object: 'site-section-group',
    id: group.id,
    title: group.title,
    sections,
    sectionGroup: group.parentId ?? undefined,
    children,
    icon: group.icon ?? undefined,
  };
}

/** One level of the structure (the root's, usually) as SiteStructureItems, groups with their children. */
export function presentStructureLevel(nodes: StructureNode[], presentSection: SectionPresenter, options: StructureOptions = {}): sitesV1.SiteStructureItem[] {
  const items: sitesV1.SiteStructureItem[] = [];
  for (const node of nodes) {
    if (node.kind === 'section') {
      const presented = presentSection(node.section);
      if (presented) items.push(sectionAsItem(presented));
    } else {
      const group = presentSectionGroup(node, presentSection, options);
      if (!(options.dropEmptyGroups && group.children.length === 0)) items.push(groupAsItem(group));
    }
  }
  return items;
}

/** How a reader's structure is read: see loadSiteStructure. */
export type StructureReading = StructureOptions & {
  /** A share key the caller proved: carried in `urls.published`. */
  shareKey?: string;
  /** Set GetSpaces' `published_site_reader` (see loadSiteForReader). */
  publishedSiteReader?: boolean;
  /** Whether an item with this condition is shown (default: everything is). */
  shown?: (condition: string | null) => boolean;
};

export type SiteStructureView = {
  structure: sitesV1.SiteStructure;
  /** Every site space of the site, shown or not. */
  allSiteSpaces: SiteSpace[];
  /** The site spaces shown (their condition holds and so does their section's). */
  siteSpaces: SiteSpace[];
  spaces: EmbeddedSpaces;
};

/**
 * GitBook "SiteStructure" of a site: its sections and section groups (the root level, each group
 * with its children) when it has sections, else its root site spaces. Four queries and ONE
 * content call, whatever the size of the structure. Sections and site spaces whose condition
 * `shown` refuses are left out (a section's site spaces with it), as are site spaces whose
 * space content does not answer.
 */
export async function loadSiteStructure(ctx: SitesContext, site: Site, callContext: CallContext, reading: StructureReading = {}): Promise<SiteStructureView> {
  const shown = reading.shown ?? (() => true);
  const [sections, groups, rows] = await Promise.all([allSections(ctx.db, site.id), allSectionGroups(ctx.db, site.id), allSiteSpaces(ctx.db, site.id)]);
  const visibleSections = new Set(sections.filter((section) => shown(section.condition)).map((section) => section.id));
  const siteSpaces = rows.filter((row) => shown(row.condition) && (row.sectionId === null || visibleSections.has(row.sectionId)));
  const spaces = await embeddedSpaces(ctx, site.organizationId, siteSpaces, callContext, { publishedSiteReader: reading.publishedSiteReader });
  if (sections.length === 0) {
    return {
      structure: { type: 'siteSpaces', structure: presentSiteSpaces(ctx.urls, site, siteSpaces, spaces, new Map(), reading.shareKey).map(siteSpaceAsItem) },
      allSiteSpaces: rows,
      siteSpaces,
      spaces,
    };
  }
  const bySection = new Map<string, SiteSpace[]>();
  for (const row of siteSpaces) if (row.sectionId) bySection.set(row.sectionId, [...(bySection.get(row.sectionId) ?? []), row]);
  const presentSection: SectionPresenter = (section) =>
    visibleSections.has(section.id) ? presentSiteSection(ctx.urls, site, section, bySection.get(section.id) ?? [], spaces, reading.shareKey) : undefined;
  return {
    structure: { type: 'sections', structure: presentStructureLevel(structureTree(sections, groups), presentSection, reading) },
    allSiteSpaces: rows,
    siteSpaces,
    spaces,
  };
}
