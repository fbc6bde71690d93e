import type { PrismaClient } from '../../db';
import { type CollectionRow } from '../queries';
export type CollectionCreation = {
    organizationId: string;
    parentId: string | null;
    title: string;
    actorId: string;
};
/** Creates a collection at the end of its siblings; inside a parent, checked again under the organization lock. */
export declare function collectionCreator(db: PrismaClient, input: CollectionCreation): Promise<CollectionRow>;
