import { invalidArgument, notFound } from '@quire/shared';
import { SECTION_GROUP_NOT_FOUND, SECTION_NOT_FOUND } from '../access/load';
import type { TransactionClient } from '../db';
import type { SiteSection, SiteSectionGroup, SiteSpace } from '../generated/prisma/client';
import { recordEvent } from './events';
import { positionForMove, type MovePosition } from './positions';
import { groupAndDescendants } from './structure';

// Moving an item of a site's structure, shared by moveSiteSection, moveSiteSpace,
// moveSiteSectionGroup and sortSiteStructure. Callers hold the site's lock (lockSite) in `tx`.

/** A pointer at a section or a section group; `kind`, when given, must be what `id` is. */
export type LevelPointer = { id: string; kind?: 'section' | 'group' };
export type LevelPosition = { before?: LevelPointer; after?: LevelPointer };

const NOUN = { section: 'site section', group: 'site section group' } as const;

/**
 * The level (a group's id, or null for the root) a section or group moves to: the level of the
 * item its position points at (both pointers, when given, at the same level), else the level
 * it is at. A pointer at nothing of the site, or of the wrong kind, is INVALID_ARGUMENT.
 */
async function targetLevel(tx: TransactionClient, siteId: string, current: string | null, position: LevelPosition): Promise<string | null> {
  const pointers = (['before', 'after'] as const).flatMap((field) => (position[field] ? [{ field, ...position[field] }] : []));
  if (pointers.length === 0) return current;
  const ids = pointers.map((pointer) => pointer.id);
  const [sections, groups] = await Promise.all([
    tx.siteSection.findMany({ where: { siteId, id: { in: ids } }, select: { id: true, sectionGroupId: true } }),
    tx.siteSectionGroup.findMany({ where: { siteId, id: { in: ids } }, select: { id: true, parentId: true } }),
  ]);
  const levels = pointers.map(({ field, id, kind }) => {
    const section = sections.find((row) => row.id === id);
    const group = groups.find((row) => row.id === id);
    const found = section ? 'section' : group ? 'group' : undefined;
    if (!found || (kind && kind !== found)) throw invalidArgument(`position.${field}: no ${kind ? NOUN[kind] : 'site section or section group'} ${id} in this site`);
    return section ? section.sectionGroupId : group!.parentId;
  });
  if (levels.length === 2 && levels[0] !== levels[1]) throw invalidArgument('position: "after" and "before" must be adjacent, in that order');
  return levels[0];
}

const idsOf = (position: LevelPosition): MovePosition => ({ before: position.before?.id, after: position.after?.id });

/**
 * Moves a section before/after a section or group (to that item's level: the root or a group),
 * or to the end of its own level. Answers the section as it is after the move.
 */
export async function moveSection(tx: TransactionClient, loaded: SiteSection, organizationId: string, position: LevelPosition | MovePosition, actorId: string): Promise<SiteSection> {
  // Read again under the site's lock: its level may have changed since it was loaded.
  const section = await tx.siteSection.findUnique({ where: { id: loaded.id } });
  if (!section) throw notFound(SECTION_NOT_FOUND);
  const levelPosition = asLevelPosition(position);
  const groupId = await targetLevel(tx, section.siteId, section.sectionGroupId, levelPosition);
  const key = await positionForMove(tx, { kind: 'level', siteId: section.siteId, groupId }, section.id, idsOf(levelPosition), NOUN.section);
  if (key === undefined && groupId === section.sectionGroupId) return section;
  const moved = await tx.siteSection.update({
    where: { id: section.id },
    data: { sectionGroupId: groupId, ...(key !== undefined && { position: key }) },
  });
  await recordSectionMoved(tx, moved, organizationId, actorId);
  return moved;
}

/**
 * Moves a section group (with everything it holds) before/after a section or group, to that
 * item's level, or to the end of its own level. Into itself or one of its subgroups is
 * INVALID_ARGUMENT.
 */
export async function moveSectionGroup(tx: TransactionClient, loaded: SiteSectionGroup, organizationId: string, position: LevelPosition, actorId: string): Promise<SiteSectionGroup> {
  const group = await tx.siteSectionGroup.findUnique({ where: { id: loaded.id } });
  if (!group) throw notFound(SECTION_GROUP_NOT_FOUND);
  const parentId = await targetLevel(tx, group.siteId, group.parentId, position);
  if (parentId !== null && parentId !== group.parentId) {
    const groups = await tx.siteSectionGroup.findMany({ where: { siteId: group.siteId }, select: { id: true, parentId: true } });
    if (groupAndDescendants(groups, group.id).has(parentId)) throw invalidArgument('position: a section group cannot be moved into itself or one of its subgroups');
  }
  const key = await positionForMove(tx, { kind: 'level', siteId: group.siteId, groupId: parentId }, group.id, idsOf(position), NOUN.group);
  if (key === undefined && parentId === group.parentId) return group;
  const moved = await tx.siteSectionGroup.update({ where: { id: group.id }, data: { parentId, ...(key !== undefined && { position: key }) } });
  await recordEvent(tx, 'site-section-group', 'moved', {
    aggregateId: group.id,
    organizationId,
    data: { id: group.id, siteId: group.siteId, parentId, actorId },
  });
  return moved;
}

/** The `site-section.moved` event of a section whose place (level or position) changed. */
export async function recordSectionMoved(tx: TransactionClient, section: SiteSection, organizationId: string, actorId: string): Promise<void> {
  await recordEvent(tx, 'site-section', 'moved', {
    aggregateId: section.id,
    organizationId,
    data: { id: section.id, siteId: section.siteId, sectionGroupId: section.sectionGroupId, actorId },
  });
}

function asLevelPosition(position: LevelPosition | MovePosition): LevelPosition {
  const pointer = (value: LevelPointer | string | undefined): LevelPointer | undefined => (typeof value === 'string' ? { id: value } : value);
  return { before: pointer(position.before), after: pointer(position.after) };
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
