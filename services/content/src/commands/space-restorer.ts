import type { PrismaClient } from '../db';
import { spaceSelect, type SpaceRow } from '../queries/spaces';
import { recordEvent } from './events';
import { lockSiblings, positionAtEnd } from './positions';

/**
 * Takes a space out of the trash, at the end of its siblings (others may have taken its old
 * place). The caller checked that it was deleted less than 7 days ago.
 */
export function restoreSpace(db: PrismaClient, { space, actorId }: { space: SpaceRow; actorId: string }): Promise<SpaceRow> {
  return db.$transaction(async (tx) => {
    const group = { organizationId: space.organizationId, parentId: space.parentId };
    await lockSiblings(tx, group);
    const restored = await tx.space.update({
      where: { id: space.id },
      data: { deletedAt: null, position: await positionAtEnd(tx, group, space.id) },
      select: spaceSelect,
    });
    await recordEvent(tx, 'space', 'restored', {
      aggregateId: space.id,
      organizationId: space.organizationId,
      data: { id: space.id, parentId: restored.parentId, actorId },
    });
    return restored;
  });
}
