import { invalidArgument } from '@quire/shared';
import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import type { TransactionClient } from '../db';

/**
 * Sections and section groups are ordered together among the items of one level of the
 * site's structure: the children of a section group, or the site's root (`groupId` null).
 * Site spaces are ordered among the site spaces of their section (or of the site's root).
 * Positions are fractional-indexing keys, so an insertion or a move rewrites one row only.
 * Callers hold the site's lock (lockSite).
 */
export type SiblingGroup =
  | { kind: 'level'; siteId: string; groupId: string | null }
  | { kind: 'site-space'; siteId: string; sectionId: string | null };

export type Sibling = { id: string; position: string };

/** Structure order among siblings: position byte-wise (the columns are COLLATE "C"), ties by id. */
export const compareSiblings = (a: Sibling, b: Sibling): number =>
  a.position < b.position ? -1 : a.position > b.position ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** All siblings in order: the items of one level are few (a site's structure). */
export async function siblingsOf(tx: TransactionClient, group: SiblingGroup): Promise<Sibling[]> {
  const select = { id: true, position: true } as const;
  const orderBy = [{ position: 'asc' as const }, { id: 'asc' as const }];
  if (group.kind === 'site-space') return tx.siteSpace.findMany({ where: { siteId: group.siteId, sectionId: group.sectionId }, select, orderBy });
  const [sections, groups] = await Promise.all([
    tx.siteSection.findMany({ where: { siteId: group.siteId, sectionGroupId: group.groupId }, select, orderBy }),
    tx.siteSectionGroup.findMany({ where: { siteId: group.siteId, parentId: group.groupId }, select, orderBy }),
  ]);
  return [...sections, ...groups].sort(compareSiblings);
}

/** A key after every current sibling. */
export async function positionAtEnd(tx: TransactionClient, group: SiblingGroup): Promise<string> {
  const siblings = await siblingsOf(tx, group);
  return generateKeyBetween(siblings.at(-1)?.position ?? null, null);
}

export type MovePosition = { before?: string; after?: string };

/**
 * The key for `movingId` placed before and/or after a sibling (at the end when neither is
 * given), or undefined when it already sits there. A pointer outside the group (another
 * site's section, a site space of another section, a section of another level) is
 * INVALID_ARGUMENT. `movingId` need not be in the group yet (an item moving to another level).
 */
export async function positionForMove(
  tx: TransactionClient,
  group: SiblingGroup,
  movingId: string,
  position: MovePosition,
  noun: string,
): Promise<string | undefined> {
  const all = await siblingsOf(tx, group);
  const current = all.findIndex((s) => s.id === movingId);
  const others = all.filter((s) => s.id !== movingId);
  const indexOf = (id: string, field: string) => {
    if (id === movingId) throw invalidArgument(`position.${field}: a ${noun} cannot be placed next to itself`);
    const index = others.findIndex((s) => s.id === id);
    if (index < 0) throw invalidArgument(`position.${field}: ${noun} ${id} is not a sibling of the ${noun} moved`);
    return index;
  };
  let lowerIndex: number; // index in `others` of the sibling just before the new place, -1 for the start
  if (position.before !== undefined && position.after !== undefined) {
    const after = indexOf(position.after, 'after');
    const before = indexOf(position.before, 'before');
    if (before !== after + 1) throw invalidArgument('position: "after" and "before" must be adjacent, in that order');
    lowerIndex = after;
  } else if (position.before !== undefined) {
    lowerIndex = indexOf(position.before, 'before') - 1;
  } else if (position.after !== undefined) {
    lowerIndex = indexOf(position.after, 'after');
  } else {
    lowerIndex = others.length - 1;
  }
  // Already there: the moved item sits right after `lowerIndex` among all siblings.
  if (current >= 0 && current === lowerIndex + 1) return undefined;
  const lower = lowerIndex >= 0 ? others[lowerIndex].position : null;
  const upper = lowerIndex + 1 < others.length ? others[lowerIndex + 1].position : null;
  return generateKeyBetween(lower, upper);
}

/**
 * The keys of `count` items placed right after `id` among its siblings of `level` (before the
 * sibling that follows it), in order.
 */
export async function keysAfter(tx: TransactionClient, level: { siteId: string; groupId: string | null }, id: string, count: number): Promise<string[]> {
  const siblings = await siblingsOf(tx, { kind: 'level', ...level });
  const index = siblings.findIndex((sibling) => sibling.id === id);
  const lower = index >= 0 ? siblings[index].position : (siblings.at(-1)?.position ?? null);
  const upper = index >= 0 && index + 1 < siblings.length ? siblings[index + 1].position : null;
  return count === 1 ? [generateKeyBetween(lower, upper)] : generateNKeysBetween(lower, upper, count);
}
