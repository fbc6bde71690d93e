import type { contentV1 } from '@quire/proto';
import type { PrismaClient } from '../db';
import { spaceSelect, type SpaceRow } from '../queries/spaces';
import { recordEvent } from './events';
import { lockSiblings, positionFor } from './positions';

/** Moves a space under `parentId` (null: top level) at `position`. The caller checked the destination. */
export function moveSpace(
  db: PrismaClient,
  { space, parentId, position, actorId }: { space: SpaceRow; parentId: string | null; position?: contentV1.ContentPosition; actorId: string },
): Promise<SpaceRow> {
  return db.$transaction(async (tx) => {
    const group = { organizationId: space.organizationId, parentId };
    await lockSiblings(tx, group);
    const newPosition = await positionFor(tx, group, position, {
      id: space.id,
      position: space.position,
      sameGroup: space.parentId === parentId,
    });
    const moved = await tx.space.update({
      where: { id: space.id },
      data: { parentId, position: newPosition },
      select: spaceSelect,
    });
    await recordEvent(tx, 'space', 'moved', {
      aggregateId: moved.id,
      organizationId: moved.organizationId,
      data: { id: moved.id, fromParentId: space.parentId, parentId, actorId },
    });
    return moved;
  });
}
