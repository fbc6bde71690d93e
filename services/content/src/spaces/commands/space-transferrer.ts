import { notFound } from '@quire/shared';
import type { PrismaClient } from '../../db';
import { recordEvent } from '../../lib/events';
import { changedMeanwhile, lockOrganizations } from '../../lib/organization-lock';
import { lockSiblings, positionAtEnd } from '../../lib/positions';
import { findSpace, spaceSelect, type SpaceRow } from '../queries';

/** Moves a space to another organization, at the end of its top level, with both organizations locked. */
export function spaceTransferrer(
  db: PrismaClient,
  { space, targetOrganizationId, actorId }: { space: SpaceRow; targetOrganizationId: string; actorId: string },
): Promise<SpaceRow> {
  return db.$transaction(async (tx) => {
    await lockOrganizations(tx, space.organizationId, targetOrganizationId);
    const current = await findSpace(tx, space.id);
    if (!current || current.deletedAt) throw notFound('Space not found');
    if (current.organizationId !== space.organizationId) throw changedMeanwhile('space');
    const group = { organizationId: targetOrganizationId, parentId: null };
    await lockSiblings(tx, group);
    const transferred = await tx.space.update({
      where: { id: space.id },
      data: { organizationId: targetOrganizationId, parentId: null, position: await positionAtEnd(tx, group, space.id) },
      select: spaceSelect,
    });
    // Grants name the source organization's users and teams: none of them carries over.
    const removedGrants = await tx.spacePermission.deleteMany({ where: { spaceId: space.id } });
    // Change requests carry their organization (organization-wide lists): they go with the space.
    await tx.changeRequest.updateMany({ where: { spaceId: space.id }, data: { organizationId: targetOrganizationId } });
    await recordEvent(tx, 'space', 'transferred', {
      aggregateId: space.id,
      organizationId: targetOrganizationId,
      data: { id: space.id, fromOrganizationId: space.organizationId, toOrganizationId: targetOrganizationId, removedGrants: removedGrants.count, actorId },
    });
    return transferred;
  });
}
