import { notFound } from '@quire/shared';
import type { PrismaClient } from '../../db';
import { recordEvent } from '../../lib/events';
import { changedMeanwhile, lockOrganizations } from '../../lib/organization-lock';
import { lockSiblings, positionAtEnd } from '../../lib/positions';
import { collectionSelect, findCollection, findSubtree, type CollectionRow } from '../queries';

/**
 * Moves a collection, its sub-collections and all their spaces (trashed ones too) to another
 * organization, at the end of its top level. Team permissions are dropped: teams belong to
 * the old organization. Both organizations are locked, so no move can put a space or a
 * collection into the subtree (or take one out) while it changes organization.
 */
export function collectionTransferrer(
  db: PrismaClient,
  { collection, targetOrganizationId, actorId }: { collection: CollectionRow; targetOrganizationId: string; actorId: string },
): Promise<CollectionRow> {
  return db.$transaction(async (tx) => {
    await lockOrganizations(tx, collection.organizationId, targetOrganizationId);
    const current = await findCollection(tx, collection.id);
    if (!current) throw notFound('Collection not found');
    if (current.organizationId !== collection.organizationId) throw changedMeanwhile('collection');
    const group = { organizationId: targetOrganizationId, parentId: null };
    await lockSiblings(tx, group);
    const { ids: collectionIds } = await findSubtree(tx, collection.id);
    const spaces = await tx.space.findMany({ where: { parentId: { in: collectionIds } }, select: { id: true } });
    const removedTeamPermissions = await tx.collectionTeamPermission.deleteMany({ where: { collectionId: { in: collectionIds } } });
    // Grants name the source organization's users and teams: none of them carries over.
    const removedUserPermissions = await tx.collectionUserPermission.deleteMany({ where: { collectionId: { in: collectionIds } } });
    const removedSpacePermissions = await tx.spacePermission.deleteMany({ where: { spaceId: { in: spaces.map((s) => s.id) } } });
    await tx.collection.updateMany({ where: { id: { in: collectionIds } }, data: { organizationId: targetOrganizationId } });
    await tx.space.updateMany({ where: { id: { in: spaces.map((s) => s.id) } }, data: { organizationId: targetOrganizationId } });
    const transferred = await tx.collection.update({
      where: { id: collection.id },
      data: { parentId: null, position: await positionAtEnd(tx, group, collection.id) },
      select: collectionSelect,
    });
    await recordEvent(tx, 'collection', 'transferred', {
      aggregateId: collection.id,
      organizationId: targetOrganizationId,
      data: {
        id: collection.id,
        fromOrganizationId: collection.organizationId,
        toOrganizationId: targetOrganizationId,
        collectionIds,
        spaceIds: spaces.map((s) => s.id),
        removedTeamPermissions: removedTeamPermissions.count,
        removedGrants: removedUserPermissions.count + removedSpacePermissions.count,
        actorId,
      },
    });
    return transferred;
  });
}
