import { contentV1 } from '@quire/proto';
import { alreadyExists, invalidArgument } from '@quire/shared';
import { generateKeyBetween } from 'fractional-indexing';
import { Prisma, type TransactionClient } from '../db';
import type { ContentPointerInput, ContentPositionInput } from './validation';

/**
 * Collections and spaces share one order among siblings (same organization and parent):
 * GitBook's move positions point at either kind. Positions are fractional-indexing keys,
 * so an insertion rewrites one row only.
 */
export type SiblingGroup = { organizationId: string; parentId: string | null };

/**
 * Serializes position changes within one sibling group until the transaction ends, so two
 * concurrent inserts cannot compute the same key.
 */
export async function lockSiblings(tx: TransactionClient, group: SiblingGroup): Promise<void> {
  const key = `content-siblings:${group.organizationId}:${group.parentId ?? ''}`;
  await tx.$executeRaw(Prisma.sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

type Neighbor = { position: string } | null;

const siblingWhere = (group: SiblingGroup, excludeId: string | undefined) => ({
  organizationId: group.organizationId,
  parentId: group.parentId,
  ...(excludeId !== undefined && { id: { not: excludeId } }),
});

/** The greatest (or least) sibling position below (above) `bound`, over collections and live spaces. */
async function nearest(
  tx: TransactionClient,
  group: SiblingGroup,
  direction: 'below' | 'above',
  bound: string | null,
  excludeId?: string,
): Promise<string | null> {
  const order = direction === 'below' ? 'desc' : 'asc';
  const positionFilter = bound === null ? {} : { position: direction === 'below' ? { lt: bound } : { gt: bound } };
  const [collection, space]: [Neighbor, Neighbor] = await Promise.all([
    tx.collection.findFirst({
      where: { ...siblingWhere(group, excludeId), ...positionFilter },
      orderBy: [{ position: order }],
      select: { position: true },
    }),
    tx.space.findFirst({
      where: { ...siblingWhere(group, excludeId), deletedAt: null, ...positionFilter },
      orderBy: [{ position: order }],
      select: { position: true },
    }),
  ]);
  const candidates = [collection?.position, space?.position].filter((p): p is string => p !== undefined);
  if (candidates.length === 0) return null;
  return candidates.reduce((best, p) => ((direction === 'below' ? p > best : p < best) ? p : best));
}

/** A key after every current sibling. Call with the group locked. */
export async function positionAtEnd(tx: TransactionClient, group: SiblingGroup, excludeId?: string): Promise<string> {
  return generateKeyBetween(await nearest(tx, group, 'below', null, excludeId), null);
}

async function pointedSiblingPosition(
  tx: TransactionClient,
  group: SiblingGroup,
  pointer: ContentPointerInput,
  movingId: string | undefined,
): Promise<string> {
  const isSpace = pointer.type === contentV1.ContentPointerType.CONTENT_POINTER_TYPE_SPACE;
  const isCollection = pointer.type === contentV1.ContentPointerType.CONTENT_POINTER_TYPE_COLLECTION;
  const id = isSpace ? pointer.space : isCollection ? pointer.collection : undefined;
  if (!id) throw invalidArgument('position: a pointer needs a type and the id of a space or collection');
  if (id === movingId) throw invalidArgument('position: an item cannot be placed next to itself');
  const sibling = isSpace
    ? await tx.space.findFirst({ where: { id, ...siblingWhere(group, undefined), deletedAt: null }, select: { position: true } })
    : await tx.collection.findFirst({ where: { id, ...siblingWhere(group, undefined) }, select: { position: true } });
  if (!sibling) throw invalidArgument(`position: ${isSpace ? 'space' : 'collection'} ${id} is not in the destination`);
  return sibling.position;
}

/**
 * The key for an item placed in `group` at `position` (before and/or after a sibling; at the
 * end when absent). With `moving` set, the item already exists: it is left out of the sibling
 * set, and when it already sits at that place in the same group the move is refused with
 * ALREADY_EXISTS (409: "Operation would not result in any update"). Call with the group locked.
 */
export async function positionFor(
  tx: TransactionClient,
  group: SiblingGroup,
  position: ContentPositionInput | undefined,
  moving?: { id: string; position: string; sameGroup: boolean },
): Promise<string> {
  const excludeId = moving?.id;
  let lower: string | null;
  let upper: string | null;
  if (position?.before && position.after) {
    lower = await pointedSiblingPosition(tx, group, position.after, excludeId);
    upper = await pointedSiblingPosition(tx, group, position.before, excludeId);
    if (lower >= upper || (await nearest(tx, group, 'above', lower, excludeId)) !== upper) {
      throw invalidArgument('position: "after" and "before" must be adjacent siblings, in that order');
    }
  } else if (position?.before) {
    upper = await pointedSiblingPosition(tx, group, position.before, excludeId);
    lower = await nearest(tx, group, 'below', upper, excludeId);
  } else if (position?.after) {
    lower = await pointedSiblingPosition(tx, group, position.after, excludeId);
    upper = await nearest(tx, group, 'above', lower, excludeId);
  } else {
    lower = await nearest(tx, group, 'below', null, excludeId);
    upper = null;
  }
  if (moving?.sameGroup && (lower === null || moving.position > lower) && (upper === null || moving.position < upper)) {
    throw alreadyExists('The item is already at this position');
  }
  return generateKeyBetween(lower, upper);
}
