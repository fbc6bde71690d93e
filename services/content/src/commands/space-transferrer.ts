import type { PrismaClient } from '../db';
import { spaceSelect, type SpaceRow } from '../queries/spaces';
import { recordEvent } from './events';
import { lockSiblings, positionAtEnd } from './positions';

/** Moves a space to another organization, at the end of its top level. */
export function transferSpace(
  db: PrismaClient,
  { space, targetOrganizationId, actorId }: { space: SpaceRow; targetOrganizationId: string; actorId: string },
): Promise<SpaceRow> {
  return db.$transaction(async (tx) => {
    const group = { organizationId: targetOrganizationId, parentId: null };
    await lockSiblings(tx, group);
    const transferred = await tx.space.update({
      where: { id: space.id },
      data: { organizationId: targetOrganizationId, parentId: null, position: await positionAtEnd(tx, group, space.id) },
      select: spaceSelect,
    });
    await recordEvent(tx, 'space', 'transferred', {
      aggregateId: space.id,
      organizationId: targetOrganizationId,
      data: { id: space.id, fromOrganizationId: space.organizationId, toOrganizationId: targetOrganizationId, actorId },
    });
    return transferred;
  });
}
