import type { sitesV1 } from '@quire/proto';
import { notFound, type CallContext } from '@quire/shared';
import { SECTION_GROUP_NOT_FOUND } from '../access/load';
import type { SitesContext } from '../context';
import type { Site } from '../generated/prisma/client';
import { groupsInOrder, sectionsUnder, structureTree, type StructureNode } from '../lib/structure';
import { presentSiteSection } from '../site-sections/presenter';
import { allSections, siteSpacesBySection } from '../site-sections/queries';
import { embeddedSpaces } from '../site-spaces/presenter';
import { presentSectionGroup } from '../sites/presenter';
import { allSectionGroups } from './queries';

export type GroupNode = StructureNode & { kind: 'group' };

/** The site's structure tree (two queries). */
export async function siteTree(ctx: SitesContext, site: Site): Promise<StructureNode[]> {
  const [sections, groups] = await Promise.all([allSections(ctx.db, site.id), allSectionGroups(ctx.db, site.id)]);
  return structureTree(sections, groups);
}

/**
 * GitBook "SiteSectionGroup"s of `nodes`, each with its children, the site spaces of every
 * section they hold read in one query and their spaces in ONE content call.
 */
export async function presentGroups(ctx: SitesContext, site: Site, nodes: GroupNode[], callContext: CallContext): Promise<sitesV1.SiteSectionGroup[]> {
  const sections = sectionsUnder(nodes);
  const bySection = await siteSpacesBySection(ctx.db, site.id, sections.map((section) => section.id));
  const spaces = await embeddedSpaces(ctx, site.organizationId, [...bySection.values()].flat(), callContext);
  return nodes.map((node) => presentSectionGroup(node, (section) => presentSiteSection(ctx.urls, site, section, bySection.get(section.id) ?? [], spaces)));
}

/** One group just written (or read), with its children. */
export async function presentOneGroup(ctx: SitesContext, site: Site, groupId: string, callContext: CallContext): Promise<sitesV1.SiteSectionGroup> {
  const placed = groupsInOrder(await siteTree(ctx, site)).find(({ node }) => node.group.id === groupId);
  if (!placed) throw notFound(SECTION_GROUP_NOT_FOUND);
  const [group] = await presentGroups(ctx, site, [placed.node], callContext);
  return group;
}
