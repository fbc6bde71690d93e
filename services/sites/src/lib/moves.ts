import type { TransactionClient } from '../db';
import type { SiteSection, SiteSpace } from '../generated/prisma/client';
import { recordEvent } from './events';
import { positionForMove, type MovePosition } from './positions';

// Moving an item of a site's structure, shared by moveSiteSection, moveSiteSpace and
// sortSiteStructure. Callers hold the site's lock (lockSite) in `tx`.

/** Moves a section before/after another section of the same site, or to the end. */
export async function moveSection(tx: TransactionClient, section: SiteSection, organizationId: string, position: MovePosition, actorId: string): Promise<SiteSection> {
  const key = await positionForMove(tx, { kind: 'section', siteId: section.siteId }, section.id, position, 'site section');
  if (key === undefined) return section;
  const moved = await tx.siteSection.update({ where: { id: section.id }, data: { position: key } });
  await recordEvent(tx, 'site-section', 'moved', {
    aggregateId: section.id,
    organizationId,
    data: { id: section.id, siteId: section.siteId, actorId },
  });
  return moved;
}

/** Moves a site space before/after another of the same section (or root), or to the end. */
export async function moveSiteSpace(tx: TransactionClient, siteSpace: SiteSpace, position: MovePosition, actorId: string): Promise<SiteSpace> {
  const group = { kind: 'site-space' as const, siteId: siteSpace.siteId, sectionId: siteSpace.sectionId };
  const key = await positionForMove(tx, group, siteSpace.id, position, 'site space');
  if (key === undefined) return siteSpace;
  const moved = await tx.siteSpace.update({ where: { id: siteSpace.id }, data: { position: key } });
  await recordEvent(tx, 'site-space', 'moved', {
    aggregateId: siteSpace.id,
    organizationId: siteSpace.organizationId,
    data: { id: siteSpace.id, siteId: siteSpace.siteId, sectionId: siteSpace.sectionId, actorId },
  });
  return moved;
}
