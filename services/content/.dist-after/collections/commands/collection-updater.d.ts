import type { PrismaClient } from '../../db';
import type { DefaultLevel } from '../../generated/prisma/enums';
import { type CollectionRow } from '../queries';
export type CollectionChanges = {
    title?: string;
    description?: string;
    defaultLevel?: DefaultLevel;
};
export declare function collectionUpdater(db: PrismaClient, { collectionId, changes, actorId }: {
    collectionId: string;
    changes: CollectionChanges;
    actorId: string;
}): Promise<CollectionRow>;
