import { notFound } from '@quire/shared';
import { checkDestination } from '../../access/destination';
import type { AccessTree, Viewer } from '../../access/policy';
import type { PrismaClient } from '../../db';
import { recordEvent } from '../../lib/events';
import { changedMeanwhile, lockOrganizations } from '../../lib/organization-lock';
import { lockSiblings, positionFor } from '../../lib/positions';
import type { ContentPositionInput } from '../../lib/validation';
import { findSpace, spaceSelect, type SpaceRow } from '../queries';

export type SpaceMove = { space: SpaceRow; parentId: string | null; position?: ContentPositionInput; viewer: Viewer; actorId: string };

/**
 * Moves a space under `parentId` (null: top level) at `position`. Under the organization lock
 * it reads the space and the destination again, so that a collection transferred or deleted
 * meanwhile cannot become the parent of a space of another organization. Resolves to the
 * moved row and the destination's chain.
 */
export function spaceMover(
  db: PrismaClient,
  { space, parentId, position, viewer, actorId }: SpaceMove,
): Promise<{ moved: SpaceRow; destination: AccessTree }> {
  return db.$transaction(async (tx) => {
    await lockOrganizations(tx, space.organizationId);
    const current = await findSpace(tx, space.id);
    if (!current || current.deletedAt) throw notFound('Space not found');
    if (current.organizationId !== space.organizationId) throw changedMeanwhile('space');
    const destination = await checkDestination(tx, {
      organizationId: current.organizationId,
      parentId,
      missingParent: 'invalid-argument',
      viewer: parentId !== current.parentId ? viewer : undefined,
      addedDepth: 0,
    });
    const group = { organizationId: current.organizationId, parentId };
    await lockSiblings(tx, group);
    const newPosition = await positionFor(tx, group, position, {
      id: current.id,
      position: current.position,
      sameGroup: current.parentId === parentId,
    });
    const moved = await tx.space.update({
      where: { id: current.id },
      data: { parentId, position: newPosition },
      select: spaceSelect,
    });
    await recordEvent(tx, 'space', 'moved', {
      aggregateId: moved.id,
      organizationId: moved.organizationId,
      data: { id: moved.id, fromParentId: current.parentId, parentId, actorId },
    });
    return { moved, destination };
  });
}
