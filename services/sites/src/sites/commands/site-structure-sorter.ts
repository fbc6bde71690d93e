import type { PrismaClient } from '../../db';
import type { Site, SiteSection, SiteSpace } from '../../generated/prisma/client';
import { lockSite } from '../../lib/locks';
import { moveSection, moveSiteSpace } from '../../lib/moves';
import type { MovePosition } from '../../lib/positions';

/** An item of a site's structure: a section, or a site space (of a section or of the root). */
export type StructureItem = { kind: 'section'; section: SiteSection } | { kind: 'site-space'; siteSpace: SiteSpace };

/**
 * Moves a section among the site's sections, or a site space among the site spaces of its
 * section (or root), as moveSiteSection and moveSiteSpace do; `position` points at siblings
 * of the same kind (checked by the caller). Answers the item as it is after the move.
 */
export async function siteStructureSorter(db: PrismaClient, site: Site, item: StructureItem, position: MovePosition, actorId: string): Promise<StructureItem> {
  return db.$transaction(async (tx) => {
    await lockSite(tx, site.id);
    if (item.kind === 'section') return { kind: 'section', section: await moveSection(tx, item.section, site.organizationId, position, actorId) };
    return { kind: 'site-space', siteSpace: await moveSiteSpace(tx, item.siteSpace, position, actorId) };
  });
}
