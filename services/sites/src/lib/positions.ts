import { invalidArgument } from '@quire/shared';
import { generateKeyBetween } from 'fractional-indexing';
import type { TransactionClient } from '../db';

/**
 * Sections are ordered among the sections of their site; site spaces among the site spaces
 * of their section (or of the site's root). Positions are fractional-indexing keys, so an
 * insertion or a move rewrites one row only. Callers hold the site's lock (lockSite).
 */
export type SiblingGroup =
  | { kind: 'section'; siteId: string }
  | { kind: 'site-space'; siteId: string; sectionId: string | null };

type Sibling = { id: string; position: string };

/** All siblings in order: sections and site spaces per group are few (a site's structure). */
async function siblingsOf(tx: TransactionClient, group: SiblingGroup): Promise<Sibling[]> {
  const select = { id: true, position: true } as const;
  const orderBy = [{ position: 'asc' as const }, { id: 'asc' as const }];
  return group.kind === 'section'
    ? tx.siteSection.findMany({ where: { siteId: group.siteId }, select, orderBy })
    : tx.siteSpace.findMany({ where: { siteId: group.siteId, sectionId: group.sectionId }, select, orderBy });
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
 * site's section, a site space of another section) is INVALID_ARGUMENT.
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
