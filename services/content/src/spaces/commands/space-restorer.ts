import { notFound } from '@quire/shared';
import type { PrismaClient } from '../../db';
import { recordEvent } from '../../lib/events';
import { changedMeanwhile, lockOrganizations } from '../../lib/organization-lock';
import { lockSiblings, positionAtEnd } from '../../lib/positions';
import { findSpace, spaceSelect, type SpaceRow } from '../queries';

/**
 * Takes a space out of the trash, at the end of its siblings (others may have taken its old
 * place). The caller checked that it was deleted less than 7 days ago. The space is read
 * again under the organization lock: its collection may have been deleted (it then comes back
 * at the top level) or transferred meanwhile.
 */
export function spaceRestorer(db: PrismaClient, { space, actorId }: { space: SpaceRow; actorId: string }): Promise<SpaceRow> {
  return db.$transaction(async (tx) => {
    await lockOrganizations(tx, space.organizationId);
    const current = await findSpace(tx, space.id);
    if (!current) throw notFound('Space not found');
    if (current.organizationId !== space.organizationId) throw changedMeanwhile('space');
    // Restored meanwhile by a concurrent call: nothing left to do.
    if (!current.deletedAt) return current;
    const group = { organizationId: current.organizationId, parentId: current.parentId };
    await lockSiblings(tx, group);
    const restored = await tx.space.update({
      where: { id: current.id },
      data: { deletedAt: null, position: await positionAtEnd(tx, group, current.id) },
      select: spaceSelect,
    });
    await recordEvent(tx, 'space', 'restored', {
      aggregateId: current.id,
      organizationId: current.organizationId,
      data: { id: current.id, parentId: restored.parentId, actorId },
    });
    return restored;
  });
}
