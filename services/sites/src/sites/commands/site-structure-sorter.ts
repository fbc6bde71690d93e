import type { PrismaClient } from '../../db';
import type { Site, SiteSection, SiteSectionGroup, SiteSpace } from '../../generated/prisma/client';
import { lockSite } from '../../lib/locks';
import { moveSection, moveSectionGroup, moveSiteSpace, type LevelPosition } from '../../lib/moves';

/** An item of a site's structure: a section, a section group, or a site space (of a section or of the root). */
export type StructureItem =
  | { kind: 'section'; section: SiteSection }
  | { kind: 'group'; group: SiteSectionGroup }
  | { kind: 'site-space'; siteSpace: SiteSpace };

/**
 * Moves a section or a section group to the level (root or group) of the section or group its
 * position points at, or a site space among the site spaces of its section (or root), as the
 * move operations do. Answers the item as it is after the move.
 */
export async function siteStructureSorter(db: PrismaClient, site: Site, item: StructureItem, position: LevelPosition, actorId: string): Promise<StructureItem> {
  return db.$transaction(async (tx) => {
    await lockSite(tx, site.id);
    switch (item.kind) {
      case 'section':
        return { kind: 'section', section: await moveSection(tx, item.section, site.organizationId, position, actorId) };
      case 'group':
        return { kind: 'group', group: await moveSectionGroup(tx, item.group, site.organizationId, position, actorId) };
      case 'site-space':
        return { kind: 'site-space', siteSpace: await moveSiteSpace(tx, item.siteSpace, { before: position.before?.id, after: position.after?.id }, actorId) };
    }
  });
}
