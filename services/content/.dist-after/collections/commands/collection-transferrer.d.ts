import type { PrismaClient } from '../../db';
import { type CollectionRow } from '../queries';
/**
 * Moves a collection, its sub-collections and all their spaces (trashed ones too) to another
 * organization, at the end of its top level. Team permissions are dropped: teams belong to
 * the old organization. Both organizations are locked, so no move can put a space or a
 * collection into the subtree (or take one out) while it changes organization.
 */
export declare function collectionTransferrer(db: PrismaClient, { collection, targetOrganizationId, actorId }: {
    collection: CollectionRow;
    targetOrganizationId: string;
    actorId: string;
}): Promise<CollectionRow>;
