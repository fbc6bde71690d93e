import { type PrismaClient } from '../../db';
export type SpecDeletion = {
    organizationId: string;
    slug: string;
    actorId: string;
};
/**
 * Deletes a spec and its versions (ON DELETE CASCADE); false when there was no such spec. A job
 * still queued for one of its versions then finds nothing (NOT_FOUND) and ends.
 */
export declare function specDeleter(db: PrismaClient, input: SpecDeletion): Promise<boolean>;
